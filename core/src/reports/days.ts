// Report days as staff see them: numbered from 1 in words and addresses (/report/1 is "Day 1"),
// from 0 in the calls (docs/product.md#data-report "day (0-based)").
import { dayStatus, reportSections, sectionsFor, type ReportSection } from './rules.ts';
import type { StaffRole } from '../people/roles.ts';
import { limits } from '../limits.ts';

/** "Day 1" for day index 0. */
export const dayName = (day: number) => `Day ${day + 1}`;

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

export interface DayProgress {
  status: 'complete' | 'partial' | 'missed';
  /** Written beside the day's mark, so the mark never speaks by colour or shape alone. */
  words: string;
}

/** docs/product.md#report-days: what a day's row says of its sections: "All sent" ("Sent" for the one
 * form of a Head Counselor), "2 of 4 sent", or "Nothing sent" once the day is over with none sent;
 * null for today or a day to come with nothing sent yet. `today` is the camp's date, YYYY-MM-DD. */
export function dayProgress(sent: readonly string[], role: StaffRole, date: string, today: string): DayProgress | null {
  const owed = sectionsFor(role);
  const status = dayStatus(sent, role);
  if (status === 'complete') return { status, words: owed.length > 1 ? 'All sent' : 'Sent' };
  if (status === 'partial') return { status, words: `${owed.filter((section) => sent.includes(section)).length} of ${owed.length} sent` };
  return date < today ? { status: 'missed', words: 'Nothing sent' } : null;
}

/** docs/product.md#report-section: where a person goes once `current` is sent: the next of the day's
 * sections not yet sent (after this one, then from the top), or null once every one is in. */
export function nextSection(sent: readonly string[], role: StaffRole, current: ReportSection): ReportSection | null {
  const owed = sectionsFor(role);
  const at = owed.indexOf(current);
  const order = [...owed.slice(at + 1), ...owed.slice(0, Math.max(at, 0))];
  return order.find((section) => section !== current && !sent.includes(section)) ?? null;
}
