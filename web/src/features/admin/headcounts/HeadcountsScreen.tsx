// /admin/headcounts (docs/product.md#admin-pages): every program's headcounts of a camp day (today
// unless the address names another, ?date=YYYY-MM-DD), by program, oldest first, with who was
// missing; the program filter narrows the list and the CSV, which has every count ever stored.
import { api } from '@pals/core/api';
import { parseIsoDate, todayOrShortTime, weekdayDate } from '@pals/core/dates/time';
import { countLabel, hereLine } from '@pals/core/headcount/rules';
import { keepPreviousData } from '@tanstack/react-query';
import { useId } from 'react';
import { useApiQuery } from '../../../data/useApiQuery.ts';
import { useSearchParams } from '../../../ui/router.tsx';
import { useNow, useToday } from '../../../ui/useNow.ts';
import { AdminData } from '../shared/AdminData.tsx';
import { AdminPage } from '../shared/AdminPage.tsx';
import { InboxFilters } from '../shared/InboxFilters.tsx';
import './headcounts.css';

export function HeadcountsScreen() {
  const [params, setParams] = useSearchParams();
  const today = useToday();
  const now = useNow();
  const dateId = useId();
  const date = parseIsoDate(params.get('date') ?? '') ?? today;
  const program = params.get('program') || undefined;
  const counts = useApiQuery(api.adminHeadcounts, { date }, { select: (answer) => answer.counts, placeholderData: keepPreviousData });
  const change = (next: { date?: string; program?: string | undefined }) => {
    const merged = { date, program, ...next };
    const search = new URLSearchParams();
    if (merged.date !== today) search.set('date', merged.date);
    if (merged.program) search.set('program', merged.program);
    setParams(search);
  };
  return (
    <AdminPage title="Headcounts">
      <InboxFilters
        program={program}
        all={false}
        onProgram={({ program: chosen }) => change({ program: chosen })}
        csvPath={api.adminHeadcountsCsv.path}
        csvQuery={{ program }}
      >
        <div className="admin-filter">
          <label className="field-label" htmlFor={dateId}>
            Day
          </label>
          <input
            id={dateId}
            type="date"
            className="text-input"
            value={date}
            onChange={(event) => change({ date: parseIsoDate(event.target.value) ?? today })}
          />
        </div>
      </InboxFilters>
      <AdminData query={counts}>
        {(all) => {
          const shown = all.filter((count) => !program || count.program === program);
          const programs = [...new Set(shown.map((count) => count.program))];
          if (shown.length === 0) return <p className="card admin-empty">No headcounts on {weekdayDate(date, true)}.</p>;
          return programs.map((name, index) => (
            <section key={name} className="card headcount-day" aria-labelledby={`headcounts-${index}`}>
              <h2 id={`headcounts-${index}`} className="admin-heading">
                {name}
              </h2>
              <ul className="headcount-day-list">
                {shown
                  .filter((count) => count.program === name)
                  .map((count) => (
                    <li key={count.id} className="headcount-day-count">
                      <p>
                        <strong>{countLabel(count.team)}</strong>
                        {count.moment ? ` · ${count.moment}` : ''} · {todayOrShortTime(count.countedAt, now)} · by {count.by}
                      </p>
                      <p className={count.missing.length > 0 ? 'headcount-day-missing' : undefined}>
                        {hereLine(count.present, count.total)}
                        {count.missing.length > 0 ? `. Missing: ${count.missing.join(', ')}` : ''}
                      </p>
                    </li>
                  ))}
              </ul>
            </section>
          ));
        }}
      </AdminData>
    </AdminPage>
  );
}
