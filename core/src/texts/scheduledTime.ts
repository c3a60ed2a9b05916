// A scheduled text's time as the program's staff read and pick it: the camp's time zone (US Eastern, as
// every program's dates and the Director's calls; docs/spec-notes.md).
import { TZDate } from '@date-fns/tz';
import { monthNames, short, weekdayNames } from '../dates/calendarWords.ts';
import { programTimeZone } from './scheduled.ts';

const two = (n: number) => String(n).padStart(2, '0');

/** The instant of a wall-clock date (YYYY-MM-DD) and time (HH:MM) in the program's time zone, as
 * ISO 8601 with its offset; null for a date or time that is not one. */
export function sendAtOf(date: string, time: string): string | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return null;
  const wall = new TZDate(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]), 0, programTimeZone);
  // A day the month has not (Feb 30) or an hour the clocks skip (2:30 on the spring's change) rolls
  // over to another time: not the one chosen.
  const chosen = [Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2])];
  if (Number.isNaN(wall.getTime()) || [wall.getMonth(), wall.getDate(), wall.getHours(), wall.getMinutes()].some((n, i) => n !== chosen[i]))
    return null;
  return wall.toISOString().replace(/\.\d{3}/, '');
}

/** 'Wed, Nov 18, 2026, 9:30 AM ET': an instant as the program's staff read it. */
export function scheduledTimeLabel(instant: number): string {
  const wall = new TZDate(instant, programTimeZone);
  const weekday = short(weekdayNames[wall.getDay()]);
  const month = short(monthNames[wall.getMonth()]);
  const hour = wall.getHours();
  const clock = `${hour % 12 === 0 ? 12 : hour % 12}:${two(wall.getMinutes())} ${hour < 12 ? 'AM' : 'PM'}`;
  return `${weekday}, ${month} ${wall.getDate()}, ${wall.getFullYear()}, ${clock} ET`;
}

/** The date (YYYY-MM-DD) and time (HH:MM) in the program's time zone at an instant: a form's start. */
export function wallClockOf(instant: number): { date: string; time: string } {
  const wall = new TZDate(instant, programTimeZone);
  return {
    date: `${wall.getFullYear()}-${two(wall.getMonth() + 1)}-${two(wall.getDate())}`,
    time: `${two(wall.getHours())}:${two(wall.getMinutes())}`,
  };
}

/** '2:03:11 PM ET': a moment of today as the program's staff read it, to the second. */
export function clockTimeLabel(instant: number): string {
  const wall = new TZDate(instant, programTimeZone);
  const hour = wall.getHours();
  return `${hour % 12 === 0 ? 12 : hour % 12}:${two(wall.getMinutes())}:${two(wall.getSeconds())} ${hour < 12 ? 'AM' : 'PM'} ET`;
}
