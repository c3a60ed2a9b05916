// US Eastern time for the Director's tasks (docs/product.md#limits): which bucket is this month, and when a call
// is held. Kept apart from rules.ts so the time zone library loads only with the screens that use it.
import { monthNames, short, weekdayNames } from '../dates/calendarWords.ts';
import { TZDate } from '@date-fns/tz';
import type { BucketLabel } from './rules.ts';

/** A bucket is highlighted when its month is the current month (in US Eastern time). */
export function isCurrentMonth(label: BucketLabel, now: Date): boolean {
  const current = easternParts(now.getTime()).date.slice(0, 7);
  return label.monthKey.startsWith('*') ? label.monthKey.slice(1) === current.slice(4) : label.monthKey === current;
}

const eastern = 'America/New_York';
const two = (n: number) => String(n).padStart(2, '0');

function easternParts(instant: number): { date: string; hour: number; minute: number } {
  const wall = new TZDate(instant, eastern);
  return {
    date: `${wall.getFullYear()}-${two(wall.getMonth() + 1)}-${two(wall.getDate())}`,
    hour: wall.getHours(),
    minute: wall.getMinutes(),
  };
}

/** The calendar date (YYYY-MM-DD) in US Eastern time at an instant. */
export function easternDate(instant: number): string {
  return easternParts(instant).date;
}

/** The instant of a call held at `hour` o'clock US Eastern on `date`, whatever the season (the time
 * zone library knows the DST rules; an hour the spring change skips is the moment the clocks jump). */
export function easternInstant(date: string, hour: number): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new TZDate(year, month - 1, day, hour, 0, 0, eastern).getTime();
}

/** 'Sun, Mar 14, 2027, 7:00 PM ET': a call's date and hour as the sheet gives them, as the Director
 * reads them (the wall clock in Eastern time, so 2 AM on the day of the spring change stays 2 AM). */
export function callTimeLabel(date: string, hour: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const weekday = short(weekdayNames[new Date(Date.UTC(year, month - 1, day)).getUTCDay()]);
  const clock = `${hour % 12 === 0 ? 12 : hour % 12}:00 ${hour < 12 ? 'AM' : 'PM'}`;
  return `${weekday}, ${short(monthNames[month - 1])} ${day}, ${year}, ${clock} ET`;
}
