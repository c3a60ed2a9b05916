// /admin/reports: who has sent which daily report, a grid per program, by program and day, with the
// CSV of the answers the filter shows.
import { api } from '@pals/core/api';
import { AdminData } from '../shared/AdminData.tsx';
import { AdminPage } from '../shared/AdminPage.tsx';
import { DayFilter } from './DayFilter.tsx';
import { loadedEmpty } from '../shared/CsvLink.tsx';
import { InboxFilters } from '../shared/InboxFilters.tsx';
import { ReportGrid } from './ReportGrid.tsx';
import { gridGroups } from './reportGridRows.ts';
import { useAdminFilters } from '../shared/useAdminFilters.ts';
import { useAdminReports } from './useAdminReports.ts';
import './reports.css';

export function ReportsScreen() {
  const { filters, change } = useAdminFilters();
  const reports = useAdminReports(filters.program, filters.day);
  return (
    <AdminPage title="Daily reports" wide>
      <InboxFilters
        program={filters.program}
        onProgram={(program) => change({ program })}
        csvPath={api.adminReportsCsv.path}
        csvQuery={{ program: filters.program, day: filters.day }}
        empty={loadedEmpty(reports, reports.data?.length)}
      >
        <DayFilter value={filters.day} onChange={(day) => change({ day })} />
      </InboxFilters>
      <p className="grid-legend">
        <span aria-hidden="true">✓</span> complete · <span aria-hidden="true">…</span> partly done · <span aria-hidden="true">—</span> not
        started. Open a mark to read what was sent.
      </p>
      <AdminData query={reports}>
        {(staff) =>
          staff.length === 0 ? (
            <p className="card admin-empty">No staff in this program.</p>
          ) : (
            gridGroups(staff).map((group) => <ReportGrid key={group.program} group={group} />)
          )
        }
      </AdminData>
    </AdminPage>
  );
}
