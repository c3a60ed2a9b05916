// The reports grid's call: every staff member's report days with the sections sent and the day's
// status; and one report's answers beside their questions.
import { api } from '@pals/core/api';
import type { ReportSection } from '@pals/core/reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../api/client.ts';
import { adminKey, filterQuery } from './adminKeys.ts';

export type ReportStaff = Awaited<ReturnType<typeof fetchReports>>[number];

const fetchReports = async (program: string | undefined, day: number | undefined) => (await call(api.adminReports, undefined, { query: filterQuery({ program, day }) })).staff;

export function useAdminReports(program: string | undefined, day: number | undefined) {
  return useQuery({ queryKey: [...adminKey, 'reports', program ?? '', day ?? 'all'], queryFn: () => fetchReports(program, day), placeholderData: keepPreviousData });
}

/** One person's report day, for the pages under the grid. */
export function usePersonDay(email: string, day: number) {
  const reports = useAdminReports(undefined, day);
  const person = reports.data?.find((staff) => staff.email === email);
  return { reports, person, entry: person?.days.find((d) => d.day === day) };
}

export function useAdminReport(email: string, day: number, report: ReportSection) {
  return useQuery({ queryKey: [...adminKey, 'report', email, day, report], queryFn: () => call(api.adminReport, undefined, { query: { email, day, report } }) });
}
