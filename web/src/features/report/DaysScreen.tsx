// docs/product.md#report-days: one button per report day, dated from the start date, with a check mark on a
// complete day and an ellipsis on a partial one (docs/product.md#states, core dayStatus).
import { messages } from '@pals/core/messages';
import { dayStatus } from '@pals/core/reports';
import type { StaffRole } from '@pals/core/roles';
import { Link } from '../../ui/router.tsx';
import { BackLink } from '../../ui/BackLink.tsx';
import { ScreenTitle } from '../../ui/ScreenTitle.tsx';
import { Loading } from '../../ui/Spinner.tsx';
import { dayName, dayPath } from '@pals/core/reportDays';
import { weekdayDate } from '@pals/core/time';
import { ProgressMark } from '../../ui/ProgressMark.tsx';
import { useReportDays } from './useReportDays.ts';
import { loadFailed } from '../../data/useApiQuery.ts';
import { LoadFailed, tryAgain } from '../../ui/LoadFailed.tsx';

export function DaysScreen({ role }: { role: StaffRole }) {
  const days = useReportDays();
  return (
    <div className="report">
      <BackLink to="/" name="Back to home" />
      <ScreenTitle>Daily Report</ScreenTitle>
      {days.isPending && <Loading />}
      {loadFailed(days) && <LoadFailed message={messages.reportLoadFailed} onTryAgain={tryAgain(days)} />}
      {days.data !== undefined && days.data.length === 0 && (
        <p className="card">There are no report days for you. Report days run from your start date to your end date in the camp’s sheet.</p>
      )}
      {days.data !== undefined && days.data.length > 0 && (
        <nav aria-label="Report days">
          <ul className="menu">
            {days.data.map(({ day, date, sections }) => {
              const status = dayStatus(sections, role);
              return (
                <li key={day}>
                  <Link className="button button-menu report-choice" to={dayPath(day)}>
                    <span>
                      {dayName(day)} · {weekdayDate(date)}
                    </span>
                    {status === 'complete' && <ProgressMark done words="complete" />}
                    {status === 'partial' && <ProgressMark done={false} words="partly done" />}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      )}
    </div>
  );
}
