// The last sheet update (docs/decisions/018-a-workbook-sync-imports-row-by-row-and-the-admin.md): a failed or held one first and loud; then how it went, when,
// the rows each tab has, and every problem.
import type { SyncStatus } from '@pals/core/admin/calls';
import { ConfigLink, ConfigSection } from './ConfigSection.tsx';
import { HeldImport } from './HeldImport.tsx';
import { WholeTime } from '../shared/WholeTime.tsx';
import { SheetProblems } from './SheetProblems.tsx';

const outcomeWords = {
  imported: 'Imported',
  held: 'Held: nothing was imported',
  failed: 'Failed: the app keeps the data from before',
} as const;

export function SyncAlert({ sync }: { sync: SyncStatus }) {
  const run = sync.lastRun;
  if (run?.held) return <HeldImport held={run.held} />;
  if (run?.outcome !== 'failed') return null;
  return (
    <div className="notice notice-failure sync-failed" role="alert">
      <div className="sync-failed-text">
        <p>The last sync of the sheet failed. The app keeps using the data from before.</p>
        <SheetProblems problems={run.problems} sheetLink={sync.sheetLink} />
      </div>
    </div>
  );
}

export function SyncStatusSection({ sync }: { sync: SyncStatus }) {
  const run = sync.lastRun;
  return (
    <ConfigSection
      name="Sync"
      pairs={[
        { label: 'Source', value: sync.sheetLink ? <ConfigLink url={sync.sheetLink} /> : sync.source },
        { label: 'Last update', value: sync.lastUpdate === null ? null : <WholeTime at={sync.lastUpdate} /> },
        { label: 'Last sync', value: run ? <WholeTime at={run.finishedAt} /> : 'Not run yet' },
        ...(run ? [{ label: 'Outcome', value: outcomeWords[run.outcome] }] : []),
        ...(run?.rowCounts ?? []).map(({ tab, rows }) => ({ label: `The ${tab} tab`, value: rows === 1 ? '1 row' : `${rows} rows` })),
      ]}
    >
      {run &&
        run.outcome !== 'failed' &&
        (run.problems.length > 0 ? (
          <SheetProblems problems={run.problems} sheetLink={sync.sheetLink} />
        ) : (
          <p className="admin-muted">No problems.</p>
        ))}
    </ConfigSection>
  );
}
