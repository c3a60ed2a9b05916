// Report days as staff see them: numbered from 1 in words and addresses (/report/1 is "Day 1"),
// from 0 in the calls (docs/product.md#data-report "day (0-based)").
import { reportSections, type ReportSection } from './reports.ts';
import { limits } from './limits.ts';

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
