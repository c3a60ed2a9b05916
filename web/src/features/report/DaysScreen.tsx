// docs/product.md#report-days: one button per report day, dated from the start date, with a check mark on a
// complete day and an ellipsis on a partial one (docs/product.md#states, core dayStatus), written out as a
// status ("… 2 of 4 sent"); today's day is marked "Today" in words.
import { messages } from '@pals/core/messages';
import { dayStatus, sectionsFor } from '@pals/core/reports';
import type { StaffRole } from '@pals/core/roles';
import { Link } from '../../ui/router.tsx';
import { BackLink } from '../../ui/BackLink.tsx';
import { ScreenTitle } from '../../ui/ScreenTitle.tsx';
import { Loading } from '../../ui/Spinner.tsx';
import { dayName, dayPath } from '@pals/core/reportDays';
import { weekdayDate } from '@pals/core/time';
import { ProgressMark } from '../../ui/ProgressMark.tsx';
import { useToday } from '../../ui/useNow.ts';
import { useReportDays } from './useReportDays.ts';
import { loadFailed } from '../../data/useApiQuery.ts';
import { LoadFailed, tryAgain } from '../../ui/LoadFailed.tsx';

export function DaysScreen({ role }: { role: StaffRole }) {
  const days = useReportDays();
  const today = useToday();
  const owed = sectionsFor(role);
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
          <ul className="menu report-days">
            {days.data.map(({ day, date, sections }) => {
              const status = dayStatus(sections, role);
              const isToday = date === today;
              return (
                <li key={day}>
                  <Link
                    className={`button button-menu report-choice${isToday ? ' report-today' : ''}`}
                    to={dayPath(day)}
                    aria-current={isToday ? 'date' : undefined}
                  >
                    <span className="report-day-words">
                      <span>
                        {dayName(day)} · {weekdayDate(date)}
                      </span>{' '}
                      {isToday && <span className="tag">Today</span>}
                    </span>{' '}
                    {status === 'complete' && <ProgressMark done words={owed.length > 1 ? 'All sent' : 'Sent'} shown />}
                    {status === 'partial' && (
                      <ProgressMark
                        done={false}
                        words={`${owed.filter((section) => sections.includes(section)).length} of ${owed.length} sent`}
                        shown
                      />
                    )}
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
