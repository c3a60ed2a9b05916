// One form of one day (docs/product.md#report-section, and /report/{day} for a Head Counselor):
// loading the saved answers, then the form or docs/product.md#messages failure text.
import { messages } from '@pals/core/messages';
import { reportForms, type ReportSection } from '@pals/core/reports/rules';
import { BackLink } from '../../ui/BackLink.tsx';
import { ScreenTitle } from '../../ui/ScreenTitle.tsx';
import { Loading } from '../../ui/Spinner.tsx';
import { DayLine } from './DayLine.tsx';
import { ReportForm, type Back } from './ReportForm.tsx';
import { useSavedReport } from './useSavedReport.ts';
import { loadFailed, useFormStart } from '../../data/useApiQuery.ts';
import { LoadFailed, tryAgain } from '../../ui/LoadFailed.tsx';

export function ReportFormScreen({
  section,
  day,
  date,
  back,
}: {
  section: ReportSection;
  day: number;
  date: string | undefined;
  back: Back;
}) {
  const form = reportForms[section];
  const saved = useSavedReport(day, section);
  const start = useFormStart(saved, `${day} ${section}`);
  return (
    <div className="report">
      <BackLink to={back.to} name={back.name} />
      <ScreenTitle>{form.title}</ScreenTitle>
      <DayLine day={day} date={date} />
      {start === undefined && !loadFailed(saved) && <Loading />}
      {loadFailed(saved) && <LoadFailed message={messages.reportLoadFailed} onTryAgain={tryAgain(saved)} />}
      {start !== undefined && <ReportForm key={`${day} ${section}`} form={form} day={day} saved={start} back={back} />}
    </div>
  );
}
