// A scheduled text's time as the program's staff read and pick it: the camp's time zone (US Eastern, as
// every program's dates and the Director's calls; docs/spec-notes.md).
import { TZDate } from '@date-fns/tz';
import { monthNames, short, weekdayNames } from '../dates/calendarWords.ts';
import { campDate } from '../dates/time.ts';
import { checkSendAt, programTimeZone } from './scheduled.ts';

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

/** A time "Send later" offers with one tap: its words, and the date and time it fills in. */
interface QuickTime {
  label: string;
  date: string;
  time: string;
}

/** The day after a date (YYYY-MM-DD), as a calendar counts: the clocks changing make no difference. */
function nextDay(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** "Tonight, 7:00 PM" and "Tomorrow morning, 8:00 AM" of the camp's day (US Eastern, whatever the
 * phone's zone: `campDate`, docs/decisions/068-today-is-the-camps-day.md), each only while it is
 * still a time a text may be scheduled for (a minute to 30 days ahead): tonight's goes at 6:59 PM
 * (docs/decisions/076-the-designers-suggestions-per-screen.md). Neither falls in quiet hours. */
export function quickTimes(now: number): QuickTime[] {
  const today = campDate(now);
  const offered: QuickTime[] = [
    { label: 'Tonight, 7:00 PM', date: today, time: '19:00' },
    { label: 'Tomorrow morning, 8:00 AM', date: nextDay(today), time: '08:00' },
  ];
  return offered.filter(({ date, time }) => {
    const sendAt = sendAtOf(date, time);
    return sendAt !== null && 'at' in checkSendAt(sendAt, now);
  });
}
