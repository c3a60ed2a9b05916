// /admin/reports: who has sent which daily report, a grid per program, by program and day, with the
// CSV of the answers the filter shows. It opens on the programs running today, each its own grid, or
// asks for a program when none runs today; 'All programs' lists every one, ten at a time
// (docs/decisions/074-admin-pages-open-on-the-programs-running-today.md).
import { api } from '@pals/core/api';
import { weekdayDate } from '@pals/core/dates/time';
import { useToday } from '../../../ui/useNow.ts';
import { AdminData } from '../shared/AdminData.tsx';
import { AdminPage } from '../shared/AdminPage.tsx';
import { DayFilter } from './DayFilter.tsx';
import { loadedEmpty } from '../shared/CsvLink.tsx';
import { InboxFilters } from '../shared/InboxFilters.tsx';
import { TenAtATime } from '../shared/TenAtATime.tsx';
import { ReportGroup } from './ReportGroup.tsx';
import { gridGroups } from './reportGridRows.ts';
import { useAdminConfig } from '../shared/useAdminConfig.ts';
import { useAdminFilters } from '../shared/useAdminFilters.ts';
import { useProgramOrder, useShownPrograms, type ShownPrograms } from '../shared/useShownPrograms.ts';
import { useAdminReports } from './useAdminReports.ts';
import './reports.css';

/** Beside the dimmed Download CSV while the page shows several programs, or none yet. */
const csvOfOneOrAll = 'Choose a program, or All programs, to download its CSV.';

export function ReportsScreen() {
  const { filters, change } = useAdminFilters();
  const shown = useShownPrograms(filters);
  const programs = shown.kind === 'one' || shown.kind === 'today' ? shown.programs : [];
  // The CSV is of one program or of all: the one shown, or every one.
  const csvProgram = programs.length === 1 ? programs[0] : undefined;
  const oneFile = shown.kind === 'all' || programs.length === 1;
  const reports = useAdminReports(csvProgram, filters.day, oneFile);
  return (
    <AdminPage title="Daily reports" wide>
      <InboxFilters
        program={filters.program}
        all={filters.all}
        opensOnToday
        onProgram={(choice) => change(choice)}
        csvPath={api.adminReportsCsv.path}
        csvQuery={{ program: csvProgram, day: filters.day }}
        empty={loadedEmpty(reports, reports.data?.length)}
        csvUnavailable={oneFile ? undefined : csvOfOneOrAll}
      >
        <DayFilter value={filters.day} onChange={(day) => change({ day })} />
      </InboxFilters>
      <p className="grid-legend">
        <span aria-hidden="true">✓</span> complete · <span aria-hidden="true">…</span> partly done · <span aria-hidden="true">—</span> not
        started. Open a mark to read what was sent.
      </p>
      <ShownReports shown={shown} day={filters.day} />
    </AdminPage>
  );
}

function ShownReports({ shown, day }: { shown: ShownPrograms; day: number | undefined }) {
  const config = useAdminConfig();
  const today = useToday();
  switch (shown.kind) {
    case 'unknown':
      return <AdminData query={config}>{() => null}</AdminData>;
    case 'choose':
      return <p className="card admin-empty">No program runs today, {weekdayDate(today)}. Choose one above, or All programs.</p>;
    case 'all':
      return <EveryProgram day={day} today={today} />;
    default:
      return shown.programs.map((program) => (
        <OneProgram key={program} program={program} day={day} today={today} alone={shown.programs.length === 1} />
      ));
  }
}

function OneProgram({ program, day, today, alone }: { program: string; day: number | undefined; today: string; alone: boolean }) {
  const reports = useAdminReports(program, day);
  return (
    <AdminData query={reports}>
      {(staff) => {
        const group = gridGroups(staff)[0];
        return group ? (
          <ReportGroup group={group} today={today} alone={alone} />
        ) : (
          <p className="card admin-empty">No staff in {program}.</p>
        );
      }}
    </AdminData>
  );
}

function EveryProgram({ day, today }: { day: number | undefined; today: string }) {
  const reports = useAdminReports(undefined, day);
  const place = useProgramOrder();
  return (
    <AdminData query={reports}>
      {(staff) =>
        staff.length === 0 ? (
          <p className="card admin-empty">No staff in the sheet.</p>
        ) : (
          <TenAtATime items={gridGroups(staff).sort((a, b) => place(a.program) - place(b.program))}>
            {(groups) => groups.map((group) => <ReportGroup key={group.program} group={group} today={today} alone={false} />)}
          </TenAtATime>
        )
      }
    </AdminData>
  );
}
