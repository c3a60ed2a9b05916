import { describe, expect, it } from 'vitest';
import { checkSendAt } from '../src/texts/scheduled.ts';
import { quickTimes, scheduledTimeLabel, sendAtOf, wallClockOf } from '../src/texts/scheduledTime.ts';

describe('a scheduled text’s time, in the camp’s Eastern Time', () => {
  it('reads an instant as the program’s staff do, in winter and in summer', () => {
    expect(scheduledTimeLabel(Date.parse('2026-12-03T14:30:00Z'))).toBe('Thu, Dec 3, 2026, 9:30 AM ET');
    expect(scheduledTimeLabel(Date.parse('2026-07-02T13:30:00Z'))).toBe('Thu, Jul 2, 2026, 9:30 AM ET');
    expect(scheduledTimeLabel(Date.parse('2026-11-27T04:59:00Z'))).toBe('Thu, Nov 26, 2026, 11:59 PM ET');
  });

  it('turns a chosen date and time into the instant with its offset, and back', () => {
    expect(sendAtOf('2026-12-03', '09:30')).toBe('2026-12-03T09:30:00-05:00');
    expect(Date.parse(sendAtOf('2026-12-03', '09:30')!)).toBe(Date.parse('2026-12-03T14:30:00Z'));
    expect(Date.parse(sendAtOf('2026-07-02', '09:30')!)).toBe(Date.parse('2026-07-02T13:30:00Z'));
    expect(wallClockOf(Date.parse('2026-12-03T14:30:00Z'))).toEqual({ date: '2026-12-03', time: '09:30' });
    expect(sendAtOf('2026-02-30', '09:30')).toBeNull();
    expect(sendAtOf('2027-03-14', '02:30')).toBeNull();
    expect(sendAtOf('2026-12-03', '24:00')).toBeNull();
    expect(sendAtOf('2026-12-03', '9:30')).toBeNull();
  });

  it('takes a time from 1 minute to 30 days ahead, and names what is wrong otherwise', () => {
    const now = Date.parse('2026-11-26T12:00:00Z');
    expect(checkSendAt('2026-11-26T07:01:00-05:00', now)).toEqual({ at: Date.parse('2026-11-26T12:01:00Z') });
    expect(checkSendAt('2026-11-26T07:00:30-05:00', now)).toEqual({ problem: 'must be at least 1 minute from now' });
    expect(checkSendAt('2026-12-26T12:00:01Z', now)).toEqual({ problem: 'must be at most 30 days from now' });
    expect(checkSendAt('2026-11-27T09:00:00', now)).toEqual({
      problem: 'must be a date and time with its offset, like 2026-07-02T09:30:00-04:00',
    });
  });
});

describe('the quick times of "Send later": tonight 7:00 PM and tomorrow 8:00 AM, in the camp’s day', () => {
  it('offers both in the camp’s morning, dated by the camp’s day', () => {
    // 10:00 AM Eastern on Thu, Dec 3.
    expect(quickTimes(Date.parse('2026-12-03T15:00:00Z'))).toEqual([
      { label: 'Tonight, 7:00 PM', date: '2026-12-03', time: '19:00' },
      { label: 'Tomorrow morning, 8:00 AM', date: '2026-12-04', time: '08:00' },
    ]);
  });

  it('leaves tonight out from a minute before 7:00 PM, and keeps tomorrow', () => {
    expect(quickTimes(Date.parse('2026-12-03T23:58:00Z')).map((time) => time.label)).toEqual([
      'Tonight, 7:00 PM',
      'Tomorrow morning, 8:00 AM',
    ]);
    expect(quickTimes(Date.parse('2026-12-03T23:59:30Z')).map((time) => time.label)).toEqual(['Tomorrow morning, 8:00 AM']);
    expect(quickTimes(Date.parse('2026-12-04T02:00:00Z'))).toEqual([
      { label: 'Tomorrow morning, 8:00 AM', date: '2026-12-04', time: '08:00' },
    ]);
  });

  it('counts the camp’s day, not the UTC date: 9 PM Eastern is already the next day in UTC', () => {
    // Thu, Dec 3, 9:00 PM Eastern is Fri, Dec 4, 02:00 UTC: tomorrow is still Friday, Dec 4.
    expect(quickTimes(Date.parse('2026-12-04T02:00:00Z'))[0]!.date).toBe('2026-12-04');
    // Just after midnight Eastern, "tonight" is the new day's evening and "tomorrow" the day after.
    expect(quickTimes(Date.parse('2026-12-04T05:30:00Z'))).toEqual([
      { label: 'Tonight, 7:00 PM', date: '2026-12-04', time: '19:00' },
      { label: 'Tomorrow morning, 8:00 AM', date: '2026-12-05', time: '08:00' },
    ]);
  });

  it('crosses a month, a year and the clocks’ change as a calendar does', () => {
    expect(quickTimes(Date.parse('2026-12-31T15:00:00Z'))[1]!.date).toBe('2027-01-01');
    // Sat, Mar 13, 2027, noon Eastern: the clocks go forward that night; tomorrow 8:00 AM is EDT.
    const [, tomorrow] = quickTimes(Date.parse('2027-03-13T17:00:00Z'));
    expect(tomorrow).toEqual({ label: 'Tomorrow morning, 8:00 AM', date: '2027-03-14', time: '08:00' });
    expect(sendAtOf(tomorrow!.date, tomorrow!.time)).toBe('2027-03-14T08:00:00-04:00');
  });
});
