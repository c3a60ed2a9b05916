// The reports grid's call: every staff member's report days with the sections sent and the day's
// status; and one report's answers beside their questions.
import { api } from '@pals/core/api';
import type { ReportSection } from '@pals/core/reports/rules';
import { keepPreviousData } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { useApiQuery } from '../../../data/useApiQuery.ts';
import { filterQuery } from '../shared/adminKeys.ts';

export type ReportStaff = z.infer<typeof api.adminReports.answer>['staff'][number];

export function useAdminReports(program: string | undefined, day: number | undefined, enabled = true) {
  return useApiQuery(api.adminReports, filterQuery({ program, day }), {
    select: (answer) => answer.staff,
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** One person's report day, for the pages under the grid. */
export function usePersonDay(email: string, day: number) {
  const reports = useAdminReports(undefined, day);
  const person = reports.data?.find((staff) => staff.email === email);
  return { reports, person, entry: person?.days.find((d) => d.day === day) };
}

export function useAdminReport(email: string, day: number, report: ReportSection) {
  return useApiQuery(api.adminReport, { email, day, report });
}
