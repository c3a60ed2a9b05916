// The reports grid's shape: a table per program, the day columns any of its people has, and each
// column's date as the program's calendar has it: from the start date most of its people share (the
// program's own, unless a row overrides it), and only for the days those people have. A column past
// that (a person whose own dates run longer) has no date, and each of its cells shows its own.
import { reportDate } from '@pals/core/reports/rules';
import type { ReportStaff } from './useAdminReports.ts';

export interface GridGroup {
  program: string;
  /** People with at least one report day, in the sheet's order. */
  people: ReportStaff[];
  /** People without a report day (no start date): named, not gridded. */
  withoutDays: ReportStaff[];
  /** Each day column with the program's date for it, or null; a cell of another date shows its own. */
  columns: { day: number; date: string | null }[];
}

const noProgram = 'No program';

export function gridGroups(staff: ReportStaff[]): GridGroup[] {
  const byProgram = new Map<string, ReportStaff[]>();
  for (const person of staff) {
    const program = person.program ?? noProgram;
    byProgram.set(program, [...(byProgram.get(program) ?? []), person]);
  }
  return [...byProgram].map(([program, everyone]) => {
    const people = everyone.filter((p) => p.days.length > 0);
    const start = mostCommon(people.map(startOf));
    const programDays = new Set(people.filter((p) => startOf(p) === start).flatMap((p) => p.days.map((d) => d.day)));
    const columns = [...new Set(people.flatMap((p) => p.days.map((d) => d.day)))]
      .sort((a, b) => a - b)
      .map((day) => ({ day, date: start !== undefined && programDays.has(day) ? reportDate(start, day) : null }));
    return { program, people, withoutDays: everyone.filter((p) => p.days.length === 0), columns };
  });
}

/** A person's report day 0, counted back from the first day they have. */
function startOf(person: ReportStaff): string {
  const first = person.days[0]!;
  return reportDate(first.date, -first.day);
}

/** The value most often given; on a tie, the one seen first. */
function mostCommon(values: string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].reduce<[string, number] | undefined>((best, entry) => (best && best[1] >= entry[1] ? best : entry), undefined)?.[0];
}

/** /admin/reports/{email}/{day}: the day counted from 1, as in /report. */
export const personDayPath = (email: string, day: number) => `/admin/reports/${encodeURIComponent(email)}/${day + 1}`;

/** Who of a program has a report day on `date` (the camp's today), and who of them has not sent all of
 * it: the phone's "Not sent today" list, in the sheet's order. */
export function notSentOn(group: GridGroup, date: string) {
  const due = group.people.flatMap((person) => {
    const entry = person.days.find((d) => d.date === date);
    return entry ? [{ person, entry }] : [];
  });
  return { due: due.length, missing: due.filter(({ entry }) => entry.status !== 'complete') };
}
