// Report days as staff see them: numbered from 1 in words and addresses (/report/1 is "Day 1"),
// from 0 in the calls (SPEC §3 "day (index)").
import { reportSections, type ReportSection } from './reports.ts';
import { limits } from './limits.ts';

const dateFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** "Day 1" for day index 0. */
export const dayName = (day: number) => `Day ${day + 1}`;

/** "Mon, Nov 16" for 2026-11-16, the same everywhere whatever the phone's time zone. */
export const readableDate = (date: string) => dateFormat.format(new Date(`${date}T00:00:00Z`));

export const dayPath = (day: number) => `/report/${day + 1}`;

/** The day index of a /report/{day} address, or null when it names no possible day. */
export function dayOfParam(param: string | undefined): number | null {
  if (!param || !/^\d{1,2}$/.test(param)) return null;
  const day = Number(param) - 1;
  return day >= 0 && day < limits.reportDays ? day : null;
}

export function sectionOfParam(param: string | undefined): ReportSection | null {
  return reportSections.find((section) => section === param) ?? null;
}
