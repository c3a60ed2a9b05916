// docs/product.md#report-section submit: submitting for at least 1 second (docs/product.md#limits), then succeeded or failed; on
// success the day's sections and the saved answers are asked for again (reports/onPhone.ts), so the
// section shows as done. Offline it waits on the phone (docs/offline.md "What people write offline: writes that wait").
import { api } from '@pals/core/api';
import type { ReportSection } from '@pals/core/reports/rules';
import { useApiMutation } from '../../data/useApiMutation.ts';

export function useSubmitReport(day: number, section: ReportSection) {
  const submit = useApiMutation(api.submitReport);
  return Object.assign(submit, { sendAnswers: (fields: Record<string, string>) => submit.send({ ...fields, report: section, day }) });
}
