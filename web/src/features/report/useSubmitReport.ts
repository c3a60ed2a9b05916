// SPEC §4 report submit: submitting for at least 1 second (SPEC §9), then succeeded or failed; on
// success the day's sections and the saved answers are asked for again, so the section shows as done.
import { api } from '@pals/core/api';
import { limits } from '@pals/core/limits';
import type { ReportSection } from '@pals/core/reports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/client.ts';
import { atLeast } from '../../ui/atLeast.ts';
import { reportDaysKey } from './useReportDays.ts';
import { savedReportKey } from './useSavedReport.ts';

export function useSubmitReport(day: number, section: ReportSection) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: Record<string, string>) => atLeast(limits.minimumSpinnerMs, call(api.submitReport, { ...fields, report: section, day })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: reportDaysKey });
      void queryClient.invalidateQueries({ queryKey: savedReportKey(day, section) });
    },
  });
}
