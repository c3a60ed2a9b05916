// SPEC §7 reportsections: the person's report days, each with its date and the sections sent.
import { api } from '@pals/core/api';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { call } from '../../api/client.ts';
import { dayOfParam } from '@pals/core/reportDays';

export const reportDaysKey = ['reportSections'] as const;

export function useReportDays() {
  return useQuery({ queryKey: reportDaysKey, queryFn: async () => (await call(api.reportSections)).days });
}

/** The day of the address, with the days: `outside` once the days are known and it is not one of them. */
export function useReportDay() {
  const days = useReportDays();
  const day = dayOfParam(useParams().day);
  const entry = day === null ? undefined : days.data?.[day];
  const outside = day === null || (days.isSuccess && !entry);
  return { days, day: day ?? 0, entry, outside };
}
