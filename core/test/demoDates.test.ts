import { describe, expect, it } from 'vitest';
import { demoShifts, demoToday, redateDemoWorkbook, shiftDate } from '../src/workbook/demoDates.ts';
import { checkWorkbook, type RawWorkbook } from '../src/workbook/rows.ts';

// The demo's programs as data/demo writes them.
const blueRidge = { program: 'Blue Ridge', start: '2026-11-16', end: '2026-11-22' };
const lakeshore = { program: 'Lakeshore', start: '2027-06-20', end: '2027-06-26' };

/** A small workbook with the demo's programs and dated rows, cells as a CSV folder gives them. */
function demo(): RawWorkbook {
  return {
    programs: {
      header: ['program', 'camp_password', 'start_date', 'end_date'],
      rows: [
        ['Blue Ridge', 'bluejay', '2026-11-16', '2026-11-22'],
        ['Lakeshore', 'lighthouse', '2027-06-20', '2027-06-26'],
      ],
    },
    staff: {
      header: ['email', 'given_name', 'full_name', 'program', 'staff_role', 'start_date', 'end_date'],
      rows: [
        ['alex.rivera@example.org', 'Alex', 'Alex Rivera', 'Blue Ridge', 'Administrator', '', ''],
        ['dana.brooks@example.org', 'Dana', 'Dana Brooks', 'Blue Ridge', 'Director', '2026-11-16', '2026-11-22'],
        ['jordan.miles@example.org', 'Jordan', 'Jordan Miles', '', 'Administrator', '', ''],
        ['nia.thompson@example.org', 'Nia', 'Nia Thompson', 'Lakeshore', 'Director', '2027-06-18', '2027-06-26'],
      ],
    },
    tasks: {
      header: ['bucket', 'type', 'name', 'date'],
      rows: [
        ['february', 'training', 'Welcome to PALS', '2027-02-10'],
        ['may', 'call', 'Spring Check-in Call', '2027-05-19'],
        ['eightweeks', 'call', 'Eight Week Call', '-8 weeks'],
      ],
    },
    roster: { header: ['program', 'name'], rows: [['Blue Ridge', 'Marcus Lee']] },
  };
}

const column = (raw: RawWorkbook, tab: 'programs' | 'staff' | 'tasks', name: string) => {
  const at = raw[tab]!.header.indexOf(name);
  return raw[tab]!.rows.map((row) => row[at]);
};

describe('the demo dated around today (docs/decisions/027-the-bundled-demo-is-dated-around-today-every.md)', () => {
  it('on 2026-11-26 Blue Ridge runs 2026-11-23 to 2026-11-29, today its Day 4, and Lakeshore stays in June 2027', () => {
    const raw = redateDemoWorkbook(demo(), '2026-11-26');
    expect(column(raw, 'programs', 'start_date')).toEqual(['2026-11-23', '2027-06-20']);
    expect(column(raw, 'programs', 'end_date')).toEqual(['2026-11-29', '2027-06-26']);
    expect(column(raw, 'staff', 'start_date')).toEqual(['', '2026-11-23', '', '2027-06-18']);
    expect(column(raw, 'staff', 'end_date')).toEqual(['', '2026-11-29', '', '2027-06-26']);
    expect(column(raw, 'tasks', 'date')).toEqual(['2027-02-10', '2027-05-19', '-8 weeks']);
  });

  it('on 2026-11-19 reads exactly as written (Blue Ridge Nov 16–22 is around that day)', () => {
    expect(redateDemoWorkbook(demo(), '2026-11-19')).toEqual(demo());
  });

  it('on 2027-08-05 Blue Ridge runs 2027-08-02 to 2027-08-08 and Lakeshore, with its trainings, moves to 2028', () => {
    const raw = redateDemoWorkbook(demo(), '2027-08-05');
    expect(column(raw, 'programs', 'start_date')).toEqual(['2027-08-02', '2028-06-20']);
    expect(column(raw, 'programs', 'end_date')).toEqual(['2027-08-08', '2028-06-26']);
    expect(column(raw, 'staff', 'start_date')).toEqual(['', '2027-08-02', '', '2028-06-18']);
    expect(column(raw, 'staff', 'end_date')).toEqual(['', '2027-08-08', '', '2028-06-26']);
    expect(column(raw, 'tasks', 'date')).toEqual(['2028-02-10', '2028-05-19', '-8 weeks']);
  });

  it('on 2027-06-22 Lakeshore, which would overlap Blue Ridge (Jun 19–25), waits a year', () => {
    expect(demoShifts([blueRidge, lakeshore], '2027-06-22')).toEqual(
      new Map([
        ['Blue Ridge', { days: 215 }],
        ['Lakeshore', { years: 1 }],
      ]),
    );
    expect(column(redateDemoWorkbook(demo(), '2027-06-22'), 'programs', 'start_date')).toEqual(['2027-06-19', '2028-06-20']);
  });

  it('runs back as well as forward: on 2025-01-10 Blue Ridge runs Jan 7–13, 2025 and Lakeshore in June 2025', () => {
    expect(demoShifts([blueRidge, lakeshore], '2025-01-10')).toEqual(
      new Map([
        ['Blue Ridge', { days: -678 }],
        ['Lakeshore', { years: -2 }],
      ]),
    );
    expect(column(redateDemoWorkbook(demo(), '2025-01-10'), 'programs', 'end_date')).toEqual(['2025-01-13', '2025-06-26']);
  });

  it('picks the live program by its written start, not its row, and centres programs of any length', () => {
    expect(demoShifts([lakeshore, blueRidge], '2026-11-26').get('Blue Ridge')).toEqual({ days: 7 });
    const oneDay = { program: 'Day Camp', start: '2026-07-01', end: '2026-07-01' };
    const twoDays = { program: 'Weekend', start: '2026-07-04', end: '2026-07-05' };
    expect(demoShifts([oneDay], '2026-11-26')).toEqual(new Map([['Day Camp', { days: 148 }]]));
    expect(shiftDate('2026-07-01', { days: 148 })).toBe('2026-11-26');
    expect(demoShifts([twoDays], '2026-11-26')).toEqual(new Map([['Weekend', { days: 145 }]]));
    expect(shiftDate('2026-07-04', { days: 145 })).toBe('2026-11-26');
  });

  it('moves dates by whole days across months and years, and by years keeping the month (Feb 29 → Feb 28)', () => {
    expect(shiftDate('2026-11-16', { days: 7 })).toBe('2026-11-23');
    expect(shiftDate('2026-12-30', { days: 3 })).toBe('2027-01-02');
    expect(shiftDate('2028-03-01', { days: -1 })).toBe('2028-02-29');
    expect(shiftDate('2027-05-31', { years: 1 })).toBe('2028-05-31');
    expect(shiftDate('2028-02-29', { years: 1 })).toBe('2029-02-28');
    expect(shiftDate('2027-02-10', { years: -2 })).toBe('2025-02-10');
  });

  it("takes 'today' in US Eastern time", () => {
    expect(demoToday(Date.parse('2026-11-26T03:00:00Z'))).toBe('2026-11-25');
    expect(demoToday(Date.parse('2026-11-26T05:00:00Z'))).toBe('2026-11-26');
    expect(demoToday(Date.parse('2027-06-23T03:30:00Z'))).toBe('2027-06-22');
    expect(demoToday(Date.parse('2027-06-23T04:30:00Z'))).toBe('2027-06-23');
  });

  it('leaves cells that are no dates, rows of unknown programs and rows with mistakes as written, for the check to report', () => {
    const raw = demo();
    raw.programs!.rows.push(['Nowhere', 'nope', 'soon', '2026-12-01'], ['Backwards', 'back', '2026-12-05', '2026-12-01']);
    raw.staff!.rows.push(
      ['sam@example.org', 'Sam', 'Sam Okafor', 'Nowhere', 'Lead', '2026-12-01', ''],
      ['kim@example.org', 'Kim', 'Kim Park', 'Blue Ridge', 'Lead', ' 2026-11-17 ', 'Tuesday'],
    );
    const redated = redateDemoWorkbook(raw, '2026-11-26');
    expect(redated.programs!.rows.slice(2)).toEqual(raw.programs!.rows.slice(2));
    expect(redated.staff!.rows.slice(4)).toEqual([
      ['sam@example.org', 'Sam', 'Sam Okafor', 'Nowhere', 'Lead', '2026-12-01', ''],
      ['kim@example.org', 'Kim', 'Kim Park', 'Blue Ridge', 'Lead', '2026-11-24', 'Tuesday'],
    ]);
    expect(checkWorkbook(redated).problems.map((p) => `${p.tab} ${p.row} ${p.column}`)).toEqual(
      checkWorkbook(raw).problems.map((p) => `${p.tab} ${p.row} ${p.column}`),
    );
  });

  it('leaves a workbook without readable programs, and the workbook given, unchanged', () => {
    const raw = demo();
    const written = structuredClone(raw);
    redateDemoWorkbook(raw, '2026-11-26');
    expect(raw).toEqual(written);
    const noPrograms = { ...demo(), programs: { header: [], rows: [], unreadable: { message: 'x', fix: 'y' } } };
    expect(redateDemoWorkbook(noPrograms, '2026-11-26')).toEqual(noPrograms);
    const { programs: _, ...noTab } = demo();
    expect(redateDemoWorkbook(noTab, '2026-11-26')).toEqual(noTab);
  });

  it('matches the header as the check does (Start Date, start-date)', () => {
    const raw = demo();
    raw.programs!.header = ['Program', 'Camp Password', 'Start Date', 'end-date'];
    expect(redateDemoWorkbook(raw, '2026-11-26').programs!.rows[0]).toEqual(['Blue Ridge', 'bluejay', '2026-11-23', '2026-11-29']);
  });
});
