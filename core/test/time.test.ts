import { describe, expect, it } from 'vitest';
import { campDate, formatLocalTime, parseIsoDate, savedWhen, shortLocalTime, todayOrShortTime, weekdayDate } from '../src/dates/time.ts';

describe('time', () => {
  it('formats MM/DD/YYYY h:mm:ss a in local time (SPEC §9)', () => {
    expect(formatLocalTime(new Date(2026, 6, 4, 9, 5, 7).getTime())).toBe('07/04/2026 9:05:07 AM');
    expect(formatLocalTime(new Date(2026, 11, 31, 23, 59, 59).getTime())).toBe('12/31/2026 11:59:59 PM');
    expect(formatLocalTime(new Date(2026, 0, 1, 0, 0, 0).getTime())).toBe('01/01/2026 12:00:00 AM');
    expect(formatLocalTime(new Date(2026, 0, 1, 12, 30, 0).getTime())).toBe('01/01/2026 12:30:00 PM');
  });

  it('writes an admin timestamp short, with its year only when it is not this year (docs/decisions/048)', () => {
    const now = new Date(2026, 10, 26, 8, 0, 0).getTime();
    expect(shortLocalTime(new Date(2026, 10, 26, 0, 59, 50).getTime(), now)).toBe('Nov 26, 12:59 AM');
    expect(shortLocalTime(new Date(2026, 6, 4, 13, 5, 0).getTime(), now)).toBe('Jul 4, 1:05 PM');
    expect(shortLocalTime(new Date(2025, 11, 31, 23, 59, 0).getTime(), now)).toBe('Dec 31, 2025, 11:59 PM');
  });

  it('writes a time on the admin’s Today card as the clock alone when it is today', () => {
    const now = new Date(2026, 10, 26, 18, 0, 0).getTime();
    expect(todayOrShortTime(new Date(2026, 10, 26, 0, 0, 0).getTime(), now)).toBe('12:00 AM');
    expect(todayOrShortTime(new Date(2026, 10, 26, 10, 1, 30).getTime(), now)).toBe('10:01 AM');
    expect(todayOrShortTime(new Date(2026, 10, 25, 23, 59, 0).getTime(), now)).toBe('Nov 25, 11:59 PM');
  });

  it('gives today’s date at camp, in US Eastern, whatever the zone the phone is in', () => {
    // 09:30 UTC on Nov 19 is 4:30 AM in New York and 11:30 PM the same day in Kiritimati (UTC+14).
    expect(campDate(Date.UTC(2026, 10, 19, 9, 30))).toBe('2026-11-19');
    // Midnight in New York (EST, UTC−5) is 05:00 UTC: a minute before it, the camp is still on the day before.
    expect(campDate(Date.UTC(2026, 10, 19, 4, 59))).toBe('2026-11-18');
    expect(campDate(Date.UTC(2026, 10, 19, 5, 0))).toBe('2026-11-19');
    // In summer (EDT, UTC−4) midnight is 04:00 UTC.
    expect(campDate(Date.UTC(2026, 6, 4, 3, 59))).toBe('2026-07-03');
    expect(campDate(Date.UTC(2026, 6, 4, 4, 0))).toBe('2026-07-04');
    expect(campDate(Date.UTC(2027, 0, 1, 5, 0))).toBe('2027-01-01');
  });

  it('accepts only real calendar dates written YYYY-MM-DD', () => {
    expect(parseIsoDate('2028-02-29')).toBe('2028-02-29');
    expect(parseIsoDate('2026-02-29')).toBeNull();
    expect(parseIsoDate('2026-13-01')).toBeNull();
    expect(parseIsoDate('7/14/2026')).toBeNull();
    expect(parseIsoDate('2026-7-14')).toBeNull();
  });

  it('says when saved data was saved, in words', () => {
    const now = new Date(2026, 6, 16, 9, 0).getTime(); // Thursday July 16, 2026, 9:00 AM
    expect(savedWhen(new Date(2026, 6, 16, 7, 41).getTime(), now)).toBe('at 7:41 AM');
    expect(savedWhen(new Date(2026, 6, 15, 19, 41).getTime(), now)).toBe('yesterday at 7:41 PM');
    expect(savedWhen(new Date(2026, 6, 14, 19, 41).getTime(), now)).toBe('Tuesday 7:41 PM');
    expect(savedWhen(new Date(2026, 6, 10, 0, 5).getTime(), now)).toBe('Friday 12:05 AM');
    expect(savedWhen(new Date(2026, 6, 2, 12, 0).getTime(), now)).toBe('July 2 12:00 PM');
  });

  it('writes a calendar date with its weekday, with or without the year, whatever the time zone', () => {
    expect(weekdayDate('2026-11-16')).toBe('Mon, Nov 16');
    expect(weekdayDate('2026-09-21', true)).toBe('Mon, Sep 21, 2026');
    expect(weekdayDate('2026-12-31')).toBe('Thu, Dec 31');
    expect(weekdayDate('2027-05-02', true)).toBe('Sun, May 2, 2027');
  });
});
