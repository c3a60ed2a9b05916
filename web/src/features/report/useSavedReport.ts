// SPEC §4 "Saved answers are prefilled on load": the person's last answers for a day and section.
import { api } from '@pals/core/api';
import type { ReportSection } from '@pals/core/reports';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/client.ts';

export const savedReportKey = (day: number, section: ReportSection) => ['staffReport', day, section] as const;

export function useSavedReport(day: number, section: ReportSection) {
  return useQuery({
    queryKey: savedReportKey(day, section),
    queryFn: () => call(api.staffReport, undefined, { query: { day, report: section } }),
  });
}
