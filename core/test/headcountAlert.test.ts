import { describe, expect, it } from 'vitest';
import { alertedStaff, alertSentWords, alertText, campClock, noOneToAlert } from '../src/headcount/alert.ts';

// 1:05 PM at camp (US Eastern, UTC-5 in November) on Wednesday 18 November 2026.
const at105 = Date.UTC(2026, 10, 18, 18, 5);
const count = (missing: string[], extra: Partial<Parameters<typeof alertText>[0]> = {}) => ({
  team: 'Blue Team',
  moment: 'Bus',
  countedAt: at105,
  present: 14 - missing.length,
  total: 14,
  missing,
  ...extra,
});

describe('the text to Program Staff about a count', () => {
  it('names the team, the moment, the time at camp, the count, everyone missing and the leader', () => {
    expect(alertText(count(['Gus Wren', 'Noah Drummond']), 'Marcus Lee', 'Blue Ridge')).toBe(
      '[Blue Ridge] Headcount of Blue Team (Bus, 1:05 PM): 12 of 14 here. Missing: Gus Wren and Noah Drummond. From Marcus Lee.',
    );
    expect(alertText(count(['Gus Wren']), 'Marcus Lee', 'Blue Ridge')).toBe(
      '[Blue Ridge] Headcount of Blue Team (Bus, 1:05 PM): 13 of 14 here. Missing: Gus Wren. From Marcus Lee.',
    );
  });

  it('leaves out a moment not named, and calls a count of the whole program Everyone', () => {
    expect(alertText(count(['Felix Adair'], { team: null, moment: ' ', present: 40, total: 41 }), 'Hannah Cho', 'Blue Ridge')).toBe(
      '[Blue Ridge] Headcount of Everyone (1:05 PM): 40 of 41 here. Missing: Felix Adair. From Hannah Cho.',
    );
  });

  it('says the time at camp whatever the time zone it is written in, with plain spaces', () => {
    expect(campClock(Date.UTC(2026, 10, 18, 5, 0))).toBe('12:00 AM');
    expect(campClock(Date.UTC(2026, 6, 1, 16, 30))).toBe('12:30 PM');
    expect(campClock(at105)).toBe('1:05 PM');
  });

  it('keeps to one SMS: names those that fit, then how many more and where to read them', () => {
    const five = ['Ada Quill', 'Bram Oakes', 'Cora Lind', 'Dev Patel', 'Esme Hart'];
    const all = alertText(count(five), 'Marcus Lee', 'Blue Ridge');
    expect(all).toBe(
      '[Blue Ridge] Headcount of Blue Team (Bus, 1:05 PM): 9 of 14 here. Missing: Ada Quill, Bram Oakes, Cora Lind, Dev Patel and Esme Hart. From Marcus Lee.',
    );
    // 150 characters, 152 as an SMS counts them (each bracket counts twice): one SMS.
    expect(all.length).toBe(150);
    const some = alertText(count([...five, 'Femi Cole']), 'Marcus Lee', 'Blue Ridge');
    expect(some).toBe(
      '[Blue Ridge] Headcount of Blue Team (Bus, 1:05 PM): 8 of 14 here. Missing: Ada Quill, Bram Oakes and 4 more (see Headcount in the app). From Marcus Lee.',
    );
    expect(some.length + 2).toBeLessThanOrEqual(160);
  });

  it('names at least one person however long the team and program names are', () => {
    const team = 'The Very Long Team Name Of The Whole Upper Lake Cabins';
    expect(alertText(count(['Ada Quill', 'Bram Oakes', 'Cora Lind'], { team }), 'Marcus Lee', 'Blue Ridge Winter Weekend Retreat')).toBe(
      '[Blue Ridge Winter Weekend Retreat] Headcount of The Very Long Team Name Of The Whole Upper Lake Cabins (Bus, 1:05 PM): 11 of 14 here. Missing: Ada Quill and 2 more (see Headcount in the app). From Marcus Lee.',
    );
  });

  it('goes to each Program Staff person with a phone, no other role', () => {
    const staff = [
      { full_name: 'Priya Shah', staff_role: 'Program Staff', phone: '+14125550160' },
      { full_name: 'Quinn Baker', staff_role: 'Program Staff', phone: null },
      { full_name: 'Dana Brooks', staff_role: 'Director', phone: '+14125550161' },
      { full_name: 'Rosa Lind', staff_role: 'Program Staff', phone: '+14125550162' },
    ];
    expect(alertedStaff(staff).map((person) => person.full_name)).toEqual(['Priya Shah', 'Rosa Lind']);
  });

  it('answers in plain words', () => {
    expect(alertSentWords(2)).toBe('Sent to 2 Program Staff.');
    expect(noOneToAlert(0)).toBe('No Program Staff of this program has a phone number in the workbook.');
    expect(noOneToAlert(1)).toBe('No Program Staff of this program can get a text: each one with a phone number has opted out of texts.');
  });
});
