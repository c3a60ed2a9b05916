// The first thing on a staff member's home (docs/decisions/047-staff-home-today-first.md): today's
// daily report and how much of it is sent, and for a Director the tasks overdue or due this week,
// each with the one button that goes there.
import type { api } from '@pals/core/api';
import { dayPath, dayName } from '@pals/core/reports/days';
import { sectionsFor } from '@pals/core/reports/rules';
import type { StaffRole } from '@pals/core/people/roles';
import { isDueSoon, isOverdue } from '@pals/core/tasks/timeline';
import { countLabel, countsWithMissing } from '@pals/core/headcount/rules';
import { todayOrShortTime, weekdayDate } from '@pals/core/dates/time';
import type { z } from 'zod/mini';
import { LinkButton } from '../../ui/LinkButton.tsx';
import { ProgressMark } from '../../ui/ProgressMark.tsx';
import { useNow } from '../../ui/useNow.ts';

type Days = z.infer<typeof api.reportSections.answer>['days'];
type Tasks = z.infer<typeof api.directorTasks.answer>;
type Headcounts = z.infer<typeof api.headcounts.answer>;

interface TodayCardProps {
  role: StaffRole;
  today: string;
  days?: Days | undefined;
  tasks?: Tasks | undefined;
  headcounts?: Headcounts | undefined;
}

export function TodayCard({ role, today, days, tasks, headcounts }: TodayCardProps) {
  if (!days && !tasks && !headcounts) return null;
  return (
    <section className="card today-card" aria-labelledby="today-heading">
      <h2 id="today-heading" className="today-heading">
        Today · {weekdayDate(today)}
      </h2>
      {days && <TodayReport role={role} today={today} days={days} />}
      {headcounts && <TodayHeadcount headcounts={headcounts} />}
      {tasks && <TodayTasks today={today} tasks={tasks} />}
    </section>
  );
}

function TodayReport({ role, today, days }: { role: StaffRole; today: string; days: Days }) {
  const owed = sectionsFor(role);
  const sentOf = (sections: readonly string[]) => owed.filter((section) => sections.includes(section)).length;
  const entry = days.find((candidate) => candidate.date === today);
  if (!entry) {
    const first = days[0];
    const unsent = days.filter((day) => day.date < today && sentOf(day.sections) < owed.length).length;
    const words =
      first === undefined
        ? 'You have no report days.'
        : first.date > today
          ? `No report today. Your report days start ${weekdayDate(first.date)}.`
          : unsent > 0
            ? `No report today. ${unsent === 1 ? '1 past day is' : `${unsent} past days are`} not fully sent.`
            : 'No report today. Every report day is sent.';
    return (
      <div className="today-item">
        <p>
          <strong>Daily Report:</strong> {words}
        </p>
        {first !== undefined && <LinkButton to="/report">Open Daily Report</LinkButton>}
      </div>
    );
  }
  const sent = sentOf(entry.sections);
  const done = sent === owed.length;
  return (
    <div className="today-item">
      <p className="today-line">
        <span>
          <strong>Daily Report</strong> · {dayName(entry.day)}
        </span>{' '}
        {done ? (
          <ProgressMark done words={owed.length > 1 ? 'All sent' : 'Sent'} shown />
        ) : sent > 0 ? (
          <ProgressMark done={false} words={`${sent} of ${owed.length} sent`} shown />
        ) : (
          <span className="today-status">Not sent yet</span>
        )}
      </p>
      <LinkButton look={done ? 'secondary' : 'primary'} to={dayPath(entry.day)}>
        {done ? 'See today’s report' : sent > 0 ? 'Finish today’s report' : 'Fill in today’s report'}
      </LinkButton>
    </div>
  );
}

function TodayTasks({ today, tasks }: { today: string; tasks: Tasks }) {
  const overdue = tasks.tasks.filter((task) => isOverdue(task, tasks.submission, today)).length;
  const soon = tasks.tasks.filter((task) => isDueSoon(task, tasks.submission, today)).length;
  const parts = [overdue > 0 ? `${overdue} overdue` : null, soon > 0 ? `${soon} due in the next 7 days` : null].filter(Boolean);
  return (
    <div className="today-item">
      <p className="today-line">
        <span>
          <strong>Director Tasks</strong>
        </span>{' '}
        {overdue > 0 ? (
          <span className="today-status today-overdue">{parts.join(', ')}</span>
        ) : (
          <span className="today-status">{parts[0] ?? 'Nothing due this week'}</span>
        )}
      </p>
      <LinkButton look={overdue > 0 || soon > 0 ? 'primary' : 'secondary'} to="/tasks">
        {overdue > 0 || soon > 0 ? 'See what is due' : 'Open Director Tasks'}
      </LinkButton>
    </div>
  );
}

/** docs/product.md#screen-headcount "On the home": each standing count with someone missing, latest first. */
function TodayHeadcount({ headcounts }: { headcounts: Headcounts }) {
  const now = useNow();
  const missing = countsWithMissing(headcounts.teams, headcounts.counts, now);
  const words = headcounts.counts.length === 0 ? 'No headcount yet today' : 'Every count today has everyone';
  return (
    <div className="today-item">
      {missing.length === 0 ? (
        <p className="today-line">
          <span>
            <strong>Headcount</strong>
          </span>{' '}
          <span className="today-status">{words}</span>
        </p>
      ) : (
        <>
          <p className="today-line">
            <span>
              <strong>Headcount</strong>
            </span>{' '}
            <span className="today-status today-overdue">Someone is missing</span>
          </p>
          <ul className="today-missing">
            {missing.map((count) => (
              <li key={count.id}>
                {count.missing.length} missing in {countLabel(count.team)} ({count.moment ? `${count.moment}, ` : ''}
                {todayOrShortTime(count.countedAt, now)}): {count.missing.join(', ')}
              </li>
            ))}
          </ul>
        </>
      )}
      <LinkButton look={missing.length > 0 ? 'primary' : 'secondary'} to="/headcount">
        See the counts
      </LinkButton>
    </div>
  );
}
