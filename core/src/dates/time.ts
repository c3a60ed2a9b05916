// docs/product.md#limits: time format MM/DD/YYYY h:mm:ss a, in the reader's local time.
import { monthNames, short, weekdayNames } from './calendarWords.ts';
const two = (n: number) => String(n).padStart(2, '0');

export function formatLocalTime(epochMs: number): string {
  const d = new Date(epochMs);
  const hours = d.getHours();
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const meridiem = hours < 12 ? 'AM' : 'PM';
  return `${two(d.getMonth() + 1)}/${two(d.getDate())}/${d.getFullYear()} ${hour12}:${two(d.getMinutes())}:${two(d.getSeconds())} ${meridiem}`;
}

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD, or null. */
export function parseIsoDate(text: string): string | null {
  const match = isoDate.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? text : null;
}

/** A calendar date written YYYY-MM-DD, as the app shows dates: MM/DD/YYYY (docs/product.md#limits date part). */
export function formatIsoDate(date: string): string {
  const match = isoDate.exec(date);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : date;
}

const clock = (d: Date) => {
  const hours = d.getHours();
  return `${hours % 12 === 0 ? 12 : hours % 12}:${two(d.getMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
};

/** 'Mon, Nov 16' for 2026-11-16 ('Mon, Nov 16, 2026' with its year), the same whatever the phone's
 * time zone. Written from calendarWords.ts's names, as en-US writes it, with no Intl.DateTimeFormat. */
export function weekdayDate(date: string, withYear = false): string {
  const day = new Date(`${date}T00:00:00Z`);
  const text = `${short(weekdayNames[day.getUTCDay()])}, ${short(monthNames[day.getUTCMonth()])} ${day.getUTCDate()}`;
  return withYear ? `${text}, ${day.getUTCFullYear()}` : text;
}

/** docs/offline.md "What is kept on the phone": when an answer kept on the phone was saved, in words, in the reader's local time:
 * 'at 7:41 PM' today, 'yesterday at 7:41 PM', 'Tuesday 7:41 PM' this past week, else 'June 21 7:41 PM'. */
export function savedWhen(savedMs: number, nowMs: number): string {
  const saved = new Date(savedMs);
  const now = new Date(nowMs);
  const dayOf = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  const daysAgo = Math.round((dayOf(now) - dayOf(saved)) / 86_400_000);
  if (daysAgo <= 0) return `at ${clock(saved)}`;
  if (daysAgo === 1) return `yesterday at ${clock(saved)}`;
  if (daysAgo < 7) return `${weekdayNames[saved.getDay()]} ${clock(saved)}`;
  return `${monthNames[saved.getMonth()]} ${saved.getDate()} ${clock(saved)}`;
}

/** 'Nov 26, 12:59 AM' in the reader's local time: an admin's timestamp, short enough not to wrap
 * (docs/decisions/046-admin-today-summary.md); the year only when it is not this year's. */
export function shortLocalTime(epochMs: number, nowMs: number = Date.now()): string {
  const d = new Date(epochMs);
  const year = d.getFullYear() === new Date(nowMs).getFullYear() ? '' : `, ${d.getFullYear()}`;
  return `${short(monthNames[d.getMonth()])} ${d.getDate()}${year}, ${clock(d)}`;
}

/** '10:01 AM' when the time is today on this phone, else shortLocalTime's 'Nov 25, 10:01 AM': a time
 * on a card about today. */
export function todayOrShortTime(epochMs: number, nowMs: number = Date.now()): string {
  const d = new Date(epochMs);
  const now = new Date(nowMs);
  const sameDay = d.getFullYear() === now.getFullYear() && d.getMonth() === now.getMonth() && d.getDate() === now.getDate();
  return sameDay ? clock(d) : shortLocalTime(epochMs, nowMs);
}

/** The camp's time zone, US Eastern: the camp's days (Today, Day N, Overdue) are its calendar dates,
 * whatever the zone a phone is set to (docs/spec-notes.md). */
const campTimeZone = 'America/New_York';

let campCalendar: Intl.DateTimeFormat | undefined;

/** The camp's calendar date, YYYY-MM-DD, at an instant: the day a person at camp means by "today".
 * Read with the browser's own time zone data (Intl), so no time zone library joins the first load. */
export function campDate(instant: number): string {
  campCalendar ??= new Intl.DateTimeFormat('en-US', { timeZone: campTimeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  const parts = campCalendar.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}
