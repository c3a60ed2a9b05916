// The reports grid's shape: a table per program (its people share its dates), the day columns any of
// them has, and each column's date when all of them share it.
import type { ReportStaff } from './useAdminReports.ts';

export interface GridGroup {
  program: string;
  /** People with at least one report day, in the sheet's order. */
  people: ReportStaff[];
  /** People without a report day (no start date): named, not gridded. */
  withoutDays: ReportStaff[];
  /** Each day column with the date most of its people have; a cell of another date shows its own. */
  columns: { day: number; date: string }[];
}

export const noProgram = 'No program';

export function gridGroups(staff: ReportStaff[]): GridGroup[] {
  const byProgram = new Map<string, ReportStaff[]>();
  for (const person of staff) {
    const program = person.program ?? noProgram;
    byProgram.set(program, [...(byProgram.get(program) ?? []), person]);
  }
  return [...byProgram].map(([program, everyone]) => {
    const people = everyone.filter((p) => p.days.length > 0);
    const dates = new Map<number, Map<string, number>>();
    for (const { day, date } of people.flatMap((p) => p.days)) {
      const counts = dates.get(day) ?? new Map<string, number>();
      dates.set(day, counts.set(date, (counts.get(date) ?? 0) + 1));
    }
    const columns = [...dates]
      .sort(([a], [b]) => a - b)
      .map(([day, counts]) => ({ day, date: [...counts].sort(([, a], [, b]) => b - a)[0]![0] }));
    return { program, people, withoutDays: everyone.filter((p) => p.days.length === 0), columns };
  });
}

/** /admin/reports/{email}/{day}: the day counted from 1, as in /report. */
export const personDayPath = (email: string, day: number) => `/admin/reports/${encodeURIComponent(email)}/${day + 1}`;
