import { describe, expect, it } from 'vitest';
import { checkSendAt } from '../src/texts/scheduled.ts';
import { scheduledTimeLabel, sendAtOf, wallClockOf } from '../src/texts/scheduledTime.ts';

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
