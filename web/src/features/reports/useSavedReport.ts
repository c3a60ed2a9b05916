// docs/product.md#report-section (the form opens filled with the latest saved answers): the person's last answers for a day and section.
import { api } from '@pals/core/api';
import type { ReportSection } from '@pals/core/reports/rules';
import { useApiQuery } from '../../data/useApiQuery.ts';

export function useSavedReport(day: number, section: ReportSection) {
  return useApiQuery(api.staffReport, { day, report: section });
}
