// docs/product.md#screen-headcount "Today's counts": a card per team, the team whose latest count is
// oldest first; in each, every counter's latest count, the latest on top: when, by whom, how many of
// how many, who was missing. A team not counted for a while says so, and stands out.
import type { HeadcountEntry } from '@pals/core/headcount/calls';
import { countLabel, hereLine, sinceWords, teamStandings } from '@pals/core/headcount/rules';
import { todayOrShortTime } from '@pals/core/dates/time';
import { loadFailed } from '../../data/useApiQuery.ts';
import { LoadFailed, tryAgain } from '../../ui/LoadFailed.tsx';
import { Loading } from '../../ui/Spinner.tsx';
import { useNow } from '../../ui/useNow.ts';
import { useHeadcounts } from './useHeadcounts.ts';

export function TodaysCounts() {
  const counts = useHeadcounts();
  const now = useNow();
  const standings = counts.data ? teamStandings(counts.data.teams, counts.data.counts, now) : [];
  return (
    <section className="headcount-today" aria-labelledby="headcount-today-heading">
      <h2 id="headcount-today-heading" className="headcount-heading">
        Today’s counts
      </h2>
      {counts.isPending && <Loading />}
      {loadFailed(counts) && <LoadFailed onTryAgain={tryAgain(counts)} />}
      {counts.data && standings.length === 0 && <p className="card">No teams are listed on your program’s roster.</p>}
      {standings.map((standing, index) => (
        <article
          key={standing.team ?? ''}
          className={standing.stale ? 'card headcount-team headcount-team-stale' : 'card headcount-team'}
          aria-labelledby={`headcount-team-${index}`}
        >
          <h3 id={`headcount-team-${index}`} className="headcount-team-name">
            {countLabel(standing.team)}
          </h3>
          {standing.stale && (
            <p className="headcount-stale">
              {standing.counts[0] ? `Not counted for ${sinceWords(standing.counts[0].countedAt, now)}` : 'Not counted yet today'}
            </p>
          )}
          {standing.counts.length > 0 && (
            <ul className="headcount-entries">
              {standing.counts.map((count) => (
                <CountLine key={count.id} count={count} now={now} />
              ))}
            </ul>
          )}
        </article>
      ))}
    </section>
  );
}

function CountLine({ count, now }: { count: HeadcountEntry; now: number }) {
  return (
    <li className="headcount-entry">
      <p className="headcount-entry-when">
        {todayOrShortTime(count.countedAt, now)}
        {count.moment ? ` · ${count.moment}` : ''} · by {count.by}
      </p>
      <p className={count.missing.length > 0 ? 'headcount-entry-here headcount-outcome-missing' : 'headcount-entry-here'}>
        {hereLine(count.present, count.total)}
      </p>
      {count.missing.length > 0 && <p className="headcount-entry-missing">Missing: {count.missing.join(', ')}</p>}
    </li>
  );
}
