// One program on /admin/reports: its name, who has not sent today's report (the camp's today) with
// each person's day a tap away, then its grid of every day. Alone on the page, the list is open on a
// phone, above the grid, and folded on a laptop, whose grid shows the same; the grid is open.
// Among several programs both are folded under a line that says what is inside, so the page lists
// every program within a few screens (docs/decisions/074-admin-pages-open-on-the-programs-running-today.md).
import { dayName } from '@pals/core/reports/days';
import { useId, useState, type ReactNode } from 'react';
import { Link } from '../../../ui/router.tsx';
import { statusWords } from '../shared/GridMark.tsx';
import { laptopWide } from '../shared/laptopWide.ts';
import { ReportGrid } from './ReportGrid.tsx';
import { notSentOn, personDayPath, type GridGroup } from './reportGridRows.ts';

export function ReportGroup({ group, today, alone }: { group: GridGroup; today: string; alone: boolean }) {
  const headingId = useId();
  const { program, people, withoutDays } = group;
  return (
    <section className="report-grid" aria-labelledby={headingId}>
      <h2 id={headingId} className="admin-heading">
        {program}
      </h2>
      <NotSentToday group={group} today={today} alone={alone} />
      {people.length > 0 && (
        <Fold open={alone} summary="All days" className="grid-fold">
          <ReportGrid group={group} />
        </Fold>
      )}
      {withoutDays.length > 0 && (
        <p className="admin-muted">
          No report days (no start date in the sheet): {withoutDays.map((p) => `${p.name} (${p.role})`).join(', ')}
        </p>
      )}
    </section>
  );
}

function NotSentToday({ group, today, alone }: { group: GridGroup; today: string; alone: boolean }) {
  const { due, missing } = notSentOn(group, today);
  // Decided once, as the list first shows: a tap to fold or unfold is the admin's from then on.
  const [open] = useState(() => alone && !laptopWide());
  if (due === 0) return null;
  if (missing.length === 0) return <p className="report-today">Today’s reports: all {due} sent.</p>;
  return (
    <Fold open={open} summary={`Not sent today: ${missing.length} of ${due}`} className="not-sent-today">
      <ul className="not-sent-list" aria-label={`${group.program}: not sent today`}>
        {missing.map(({ person, entry }) => (
          <li key={person.email}>
            <Link className="button button-menu not-sent-person" to={personDayPath(person.email, entry.day)}>
              <span className="not-sent-name">
                {person.name} <span className="not-sent-role">{person.role}</span>
              </span>
              <span className="not-sent-status">
                {dayName(entry.day)}: {statusWords[entry.status]}
                {entry.reminded ? ', reminded' : ''}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Fold>
  );
}

function Fold({ open, summary, className, children }: { open: boolean; summary: string; className: string; children: ReactNode }) {
  const [initially] = useState(open);
  return (
    <details className={`report-fold ${className}`} open={initially}>
      <summary className="report-fold-summary">{summary}</summary>
      <div className="report-fold-body">{children}</div>
    </details>
  );
}
