// The first thing on /admin (docs/decisions/046-admin-today-summary.md): is everything all right
// today? The last Google Sheets sync and its problems, today's daily reports sent against those due,
// the texts sent today and how they went, and the replies that came in, each leading to its page.
import { api } from '@pals/core/api';
import type { AdminToday, SyncStatus } from '@pals/core/admin/calls';
import { easternInstant } from '@pals/core/tasks/easternTime';
import { campDate, todayOrShortTime } from '@pals/core/dates/time';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useApiQuery } from '../../../data/useApiQuery.ts';
import { Link } from '../../../ui/router.tsx';
import { useNow } from '../../../ui/useNow.ts';
import './todaySummary.css';

/** The camp's day, whatever the admin's phone's zone: its date and the instant it began (midnight US Eastern). */
function useAdminDay() {
  const date = campDate(useNow());
  return { date, since: easternInstant(date, 0) };
}

/** Today's counts, asked for with the config: the screen shows both at once, so nothing moves. */
export function useAdminToday() {
  return useApiQuery(api.adminToday, useAdminDay());
}

type Today = UseQueryResult<AdminToday>;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function TodaySummary({ sync, today }: { sync: SyncStatus; today: Today }) {
  const data = today.data;
  return (
    <section className="card admin-today" aria-labelledby="admin-today-heading">
      <h2 id="admin-today-heading" className="admin-heading">
        Today
      </h2>
      <dl className="admin-today-facts">
        <Fact label="Google Sheets sync" alert={sync.lastRun?.outcome === 'failed' || (sync.lastRun?.problems.length ?? 0) > 0}>
          {syncWords(sync)}
        </Fact>
        <Fact label="Daily reports" to="/admin/reports">
          {data === undefined
            ? '…'
            : data.reports.due === 0
              ? 'None due today'
              : `${data.reports.complete} of ${data.reports.due} sent${data.reports.partial > 0 ? `, ${data.reports.partial} partly` : ''}`}
        </Fact>
        <Fact label="Texts" to="/admin/texts" alert={(data?.texts.failed ?? 0) > 0}>
          {data === undefined
            ? '…'
            : [
                `${data.texts.sent} sent`,
                ...(data.texts.failed > 0 ? [`${data.texts.failed} failed`] : []),
                ...(data.texts.waiting > 0 ? [`${data.texts.waiting} waiting`] : []),
              ].join(', ')}
        </Fact>
        <Fact label="Replies" to="/admin/replies">
          {data === undefined ? '…' : data.replies === 0 ? 'None today' : `${plural(data.replies, 'reply', 'replies')} today`}
        </Fact>
      </dl>
      {today.isError && <p className="admin-muted">Today’s counts did not load.</p>}
    </section>
  );
}

function syncWords(sync: SyncStatus): string {
  const run = sync.lastRun;
  if (!run) return 'Not run yet';
  const when = todayOrShortTime(run.finishedAt);
  if (run.outcome === 'failed') return `Failed at ${when}`;
  if (run.outcome === 'held') return `Held at ${when}`;
  return run.problems.length === 0 ? `${when}, no problems` : `${when}, ${plural(run.problems.length, 'problem', 'problems')}`;
}

function Fact({ label, to, alert = false, children }: { label: string; to?: string; alert?: boolean; children: ReactNode }) {
  return (
    <div className={`admin-today-fact${alert ? ' admin-today-alert' : ''}`}>
      <dt>
        {to ? (
          <Link className="tap-link" to={to}>
            {label}
          </Link>
        ) : (
          label
        )}
      </dt>
      <dd>{children}</dd>
    </div>
  );
}
