// /admin/tasks: each Director's completion per bucket, as a percent and a mark (✓ at 100 %, … when
// partly done, — before anything; docs/product.md#task-completion), by program, with its CSV.
import { api } from '@pals/core/api';
import type { DayStatus } from '@pals/core/reports/rules';
import { AdminData } from '../shared/AdminData.tsx';
import { AdminPage } from '../shared/AdminPage.tsx';
import { GridMark } from '../shared/GridMark.tsx';
import { loadedEmpty } from '../shared/CsvLink.tsx';
import { InboxFilters } from '../shared/InboxFilters.tsx';
import { useAdminFilters } from '../shared/useAdminFilters.ts';
import { useAdminTasks } from './useAdminTasks.ts';
import './tasks.css';

const statusOf = (completion: number): DayStatus => (completion >= 1 ? 'complete' : completion > 0 ? 'partial' : 'none');

export function DirectorTasksScreen() {
  const { filters, change } = useAdminFilters();
  const directors = useAdminTasks(filters.program);
  return (
    <AdminPage title="Director tasks">
      <InboxFilters
        program={filters.program}
        onProgram={(program) => change({ program })}
        csvPath={api.adminTasksCsv.path}
        csvQuery={{ program: filters.program }}
        empty={loadedEmpty(directors, directors.data?.length)}
      />
      <AdminData query={directors}>
        {(list) =>
          list.length === 0 ? (
            <p className="card admin-empty">No Directors in this program.</p>
          ) : (
            <ul className="director-list">
              {list.map((director) => (
                <li key={director.email} className="card">
                  <h2 className="admin-heading">{director.name}</h2>
                  <p className="admin-muted">{director.program ?? 'No program'}</p>
                  <ul className="bucket-list">
                    {director.buckets.map((bucket) => (
                      <li key={bucket.bucket} className="bucket-line">
                        <span className="bucket-title">{bucket.title}</span>
                        <span className="bucket-percent">{Math.round(bucket.completion * 100)}%</span>
                        <GridMark status={statusOf(bucket.completion)} />
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          )
        }
      </AdminData>
    </AdminPage>
  );
}
