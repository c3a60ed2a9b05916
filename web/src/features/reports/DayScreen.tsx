// docs/product.md#report-day: the four sections of the day, each marked done once sent; for a Head
// Counselor the day's single form. A day that is not one of the person's goes back to /report.
import { messages } from '@pals/core/messages';
import { dayFormFor, reportForms, sectionsFor } from '@pals/core/reports/rules';
import type { StaffRole } from '@pals/core/people/roles';
import { Link, Navigate } from '../../ui/router.tsx';
import { BackLink } from '../../ui/BackLink.tsx';
import { ScreenTitle } from '../../ui/ScreenTitle.tsx';
import { Loading } from '../../ui/Spinner.tsx';
import { DayLine } from './DayLine.tsx';
import { ReportFormScreen } from './ReportFormScreen.tsx';
import { dayName, dayPath } from '@pals/core/reports/days';
import { ProgressMark } from '../../ui/ProgressMark.tsx';
import { useReportDay } from './useReportDays.ts';
import { loadFailed } from '../../data/useApiQuery.ts';
import { LoadFailed, tryAgain } from '../../ui/LoadFailed.tsx';

const backToDays = { to: '/report', name: 'Back to days' };

export function DayScreen({ role }: { role: StaffRole }) {
  const { days, day, entry, outside } = useReportDay();
  if (outside) return <Navigate to="/report" />;
  const dayForm = dayFormFor(role);
  if (dayForm) return <ReportFormScreen section={dayForm} day={day} date={entry?.date} back={backToDays} />;

  return (
    <div className="report">
      <BackLink {...backToDays} />
      <ScreenTitle>{dayName(day)}</ScreenTitle>
      <DayLine day={day} date={entry?.date} withName={false} />
      {days.isPending && <Loading />}
      {loadFailed(days) && <LoadFailed message={messages.reportLoadFailed} onTryAgain={tryAgain(days)} />}
      {entry && (
        <nav aria-label="Report sections">
          <ul className="menu">
            {sectionsFor(role).map((section) => (
              <li key={section}>
                <Link className="button button-menu report-choice" to={`${dayPath(day)}/${section}`}>
                  <span>{reportForms[section].title}</span>
                  {entry.sections.includes(section) && <ProgressMark done words="done" />}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
