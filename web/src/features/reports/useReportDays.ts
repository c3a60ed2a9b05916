// docs/product.md#calls reportsections: the person's report days, each with its date and the sections sent.
import { api } from '@pals/core/api';
import { useParams } from '../../ui/router.tsx';
import { dayOfParam } from '@pals/core/reports/days';
import { useApiQuery } from '../../data/useApiQuery.ts';

export function useReportDays() {
  return useApiQuery(api.reportSections, undefined, { select: (answer) => answer.days });
}

/** The day of the address, with the days: `outside` once the days are known and it is not one of them. */
export function useReportDay() {
  const days = useReportDays();
  const day = dayOfParam(useParams().day);
  const entry = day === null ? undefined : days.data?.[day];
  const outside = day === null || (days.isSuccess && !entry);
  return { days, day: day ?? 0, entry, outside };
}
