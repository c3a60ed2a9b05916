// /admin/tasks: each Director's completion per bucket, as a percent and a mark (✓ at 100 %, … when
// partly done, — before anything; docs/product.md#task-completion), by program, with its CSV. It opens
// on the Directors of the programs running today, or asks for a program when none runs today; among
// more than two Directors each one's buckets fold under a line that counts them
// (docs/decisions/074-admin-pages-open-on-the-programs-running-today.md).
import { api } from '@pals/core/api';
import { weekdayDate } from '@pals/core/dates/time';
import type { DayStatus } from '@pals/core/reports/rules';
import { useToday } from '../../../ui/useNow.ts';
import { AdminData } from '../shared/AdminData.tsx';
import { AdminPage } from '../shared/AdminPage.tsx';
import { GridMark } from '../shared/GridMark.tsx';
import { loadedEmpty } from '../shared/CsvLink.tsx';
import { InboxFilters } from '../shared/InboxFilters.tsx';
import { TenAtATime } from '../shared/TenAtATime.tsx';
import { useAdminConfig } from '../shared/useAdminConfig.ts';
import { useAdminFilters } from '../shared/useAdminFilters.ts';
import { useProgramOrder, useShownPrograms } from '../shared/useShownPrograms.ts';
import { useAdminTasks } from './useAdminTasks.ts';
import './tasks.css';

const statusOf = (completion: number): DayStatus => (completion >= 1 ? 'complete' : completion > 0 ? 'partial' : 'none');

/** More Directors than this (today's several programs, or all), and each one's buckets fold under a line. */
const foldedFrom = 2;

type Bucket = { bucket: string; title: string; completion: number };

/** "2 of 10 complete, 8 partly done": a Director's buckets at a glance. */
function bucketsWords(buckets: Bucket[]): string {
  const complete = buckets.filter((b) => statusOf(b.completion) === 'complete').length;
  const partial = buckets.filter((b) => statusOf(b.completion) === 'partial').length;
  return `${complete} of ${buckets.length} complete${partial > 0 ? `, ${partial} partly done` : ''}`;
}

function Buckets({ buckets }: { buckets: Bucket[] }) {
  return (
    <ul className="bucket-list">
      {buckets.map((bucket) => (
        <li key={bucket.bucket} className="bucket-line">
          <span className="bucket-title">{bucket.title}</span>
          <span className="bucket-percent">{Math.round(bucket.completion * 100)}%</span>
          <GridMark status={statusOf(bucket.completion)} />
        </li>
      ))}
    </ul>
  );
}

export function DirectorTasksScreen() {
  const { filters, change } = useAdminFilters();
  const shown = useShownPrograms(filters);
  const config = useAdminConfig();
  const today = useToday();
  const place = useProgramOrder();
  const programs = shown.kind === 'one' || shown.kind === 'today' ? shown.programs : [];
  // One program's Directors are asked for by name; today's several, and all, from every program's.
  const asked = programs.length === 1 ? programs[0] : undefined;
  const directors = useAdminTasks(asked, shown.kind !== 'choose' && shown.kind !== 'unknown');
  const oneFile = shown.kind === 'all' || programs.length === 1;
  const listed = (list: NonNullable<typeof directors.data>) =>
    (programs.length > 1 ? list.filter((d) => d.program !== null && programs.includes(d.program)) : list)
      .map((director, index) => ({ director, index }))
      .sort((a, b) => place(a.director.program) - place(b.director.program) || a.index - b.index)
      .map(({ director }) => director);
  return (
    <AdminPage title="Director tasks">
      <InboxFilters
        program={filters.program}
        all={filters.all}
        opensOnToday
        onProgram={(choice) => change(choice)}
        csvPath={api.adminTasksCsv.path}
        csvQuery={{ program: asked }}
        empty={loadedEmpty(directors, directors.data?.length)}
        csvUnavailable={oneFile ? undefined : 'Choose a program, or All programs, to download its CSV.'}
      />
      {shown.kind === 'unknown' ? (
        <AdminData query={config}>{() => null}</AdminData>
      ) : shown.kind === 'choose' ? (
        <p className="card admin-empty">No program runs today, {weekdayDate(today)}. Choose one above, or All programs.</p>
      ) : (
        <AdminData query={directors}>
          {(list) =>
            listed(list).length === 0 ? (
              <p className="card admin-empty">No Directors in this program.</p>
            ) : (
              <TenAtATime key={asked ?? shown.kind} items={listed(list)}>
                {(directorsShown) => (
                  <ul className="director-list">
                    {directorsShown.map((director) => (
                      <li key={director.email} className="card">
                        <h2 className="admin-heading">{director.name}</h2>
                        <p className="admin-muted">{director.program ?? 'No program'}</p>
                        {listed(list).length > foldedFrom ? (
                          <details className="director-fold">
                            <summary className="director-fold-summary">{bucketsWords(director.buckets)}</summary>
                            <Buckets buckets={director.buckets} />
                          </details>
                        ) : (
                          <Buckets buckets={director.buckets} />
                        )}
                      </li>
                    ))}
                  </ul>
                )}
              </TenAtATime>
            )
          }
        </AdminData>
      )}
    </AdminPage>
  );
}
