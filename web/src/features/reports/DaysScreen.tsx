// docs/product.md#report-days: one button per report day, dated from the start date, with a check mark on a
// complete day, an ellipsis on a partial one and a dash on a past day with nothing sent
// (docs/product.md#states, core dayProgress), each written out as a status ("… 2 of 4 sent",
// "— Nothing sent"); today's day is marked "Today" in words.
import { messages } from '@pals/core/messages';
import type { StaffRole } from '@pals/core/people/roles';
import { Link } from '../../ui/router.tsx';
import { BackLink } from '../../ui/BackLink.tsx';
import { ScreenTitle } from '../../ui/ScreenTitle.tsx';
import { Loading } from '../../ui/Spinner.tsx';
import { dayName, dayPath, dayProgress, type DayProgress } from '@pals/core/reports/days';
import { weekdayDate } from '@pals/core/dates/time';
import { ProgressMark } from '../../ui/ProgressMark.tsx';
import { useToday } from '../../ui/useNow.ts';
import { useReportDays } from './useReportDays.ts';
import { loadFailed } from '../../data/useApiQuery.ts';
import { LoadFailed, tryAgain } from '../../ui/LoadFailed.tsx';

export function DaysScreen({ role }: { role: StaffRole }) {
  const days = useReportDays();
  const today = useToday();
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
              const progress = dayProgress(sections, role, date, today);
              const isToday = date === today;
              return (
                <li key={day}>
                  <Link
                    className={`button button-menu report-choice${isToday ? ' report-today' : ''}`}
                    to={dayPath(day)}
                    aria-current={isToday ? 'date' : undefined}
                  >
                    <span className="report-day-words">
                      <span className="report-day-name no-wrap">{dayName(day)}</span>
                      <span className="visually-hidden"> · </span>
                      <span className="report-day-date no-wrap">{weekdayDate(date)}</span>{' '}
                      {isToday && <span className="tag report-day-tag">Today</span>}
                    </span>{' '}
                    {progress && <DayMark progress={progress} />}
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

function DayMark({ progress }: { progress: DayProgress }) {
  if (progress.status !== 'missed') return <ProgressMark done={progress.status === 'complete'} words={progress.words} shown />;
  return (
    <span className="progress-mark progress-mark-shown report-missed">
      <span aria-hidden="true">—</span>
      <span>{progress.words}</span>
    </span>
  );
}
