// A sync reads the workbook and checks every row: each good row goes in, each row with a problem is
// left out and recorded, and a tab that cannot be read keeps its rows from the last import. A CSV
// folder is read, checked and written a batch of rows at a time (importTabs.ts).
// A sync that would remove most of the staff, programs or roster, or every Administrator, is held
// until an Administrator presses "Import anyway" (docs/decisions/018-a-workbook-sync-imports-row-by-row-and-the-admin.md). It runs at start, every
// SYNC_INTERVAL_MINUTES, and on demand (the admin's Backend Refresh).
import type { WorkbookProblem } from '@pals/core/workbook/problems';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import { withImportLock } from './importLock.ts';
import { forgetLastUpdate, recordSyncRun, type SyncRun } from '../db/syncRuns.ts';
import { claimSlot } from '../db/slotClaims.ts';
import { importedData, rowCounts } from '../db/workbookTables.ts';
import { startCampPasswordChecks } from './campPasswordVerdicts.ts';
import { importWorkbook } from './importTabs.ts';
import { syncReport } from './report.ts';
import { tabsOf, type TabReader, type WorkbookSource } from './source.ts';

export interface WorkbookSync {
  /** A sync now; `anyway` imports even what the mass-change guard would hold. */
  run(anyway?: boolean): Promise<SyncRun>;
  /** The scheduled run for the interval that `now` falls in: only the first instance to claim it runs it. */
  tick(intervalMs: number, now?: number): Promise<SyncRun | null>;
  every(minutes: number): void;
  stop(): void;
}

const sourceProblem = (message: string): WorkbookProblem => ({
  tab: null,
  row: null,
  column: null,
  value: null,
  message,
  fix: 'check that PALS_WORKBOOK names the workbook and that the app can reach it (a Google Sheet must be shared with the service account), then press Backend Refresh',
  effect: 'tab',
});

/** `afterImport` follows each sync that imported: by default the camp passwords it brought are judged
 * in the background, for /admin (docs/decisions/053-camp-passwords-are-judged-after-the-sync-not-on-the-request.md). */
export function workbookSync(
  db: Db,
  source: WorkbookSource,
  log: FastifyBaseLogger,
  afterImport: () => void = () => startCampPasswordChecks(db, log),
): WorkbookSync {
  let running: Promise<SyncRun> | null = null;
  let runningAnyway: Promise<SyncRun> | null = null;
  let timer: NodeJS.Timeout | null = null;

  async function syncOnce(anyway: boolean): Promise<SyncRun> {
    const startedAt = new Date().toISOString();
    const failed = async (message: string) => {
      const run: SyncRun = {
        startedAt,
        finishedAt: new Date().toISOString(),
        outcome: 'failed',
        rowCounts: {},
        problems: [sourceProblem(message)],
        held: null,
      };
      log.error({ source: source.describe }, syncReport(run, source.describe));
      await recordSyncRun(db, run);
      return run;
    };
    // A source that hands its tabs over one at a time is read inside the lock, as its rows are
    // written; any other is read whole first.
    let tabs: TabReader;
    try {
      tabs = source.tabs ? await source.tabs() : tabsOf(await source.read());
    } catch (error) {
      return failed(`could not read ${source.describe}: ${(error as Error).message}`);
    }
    let run: SyncRun;
    try {
      // One import at a time across every instance on this database: the second waits for the first.
      run = await withImportLock(db, async (trx) => {
        const { problems, held } = await importWorkbook(trx, tabs, await importedData(trx), anyway);
        const done: SyncRun = {
          startedAt,
          finishedAt: new Date().toISOString(),
          outcome: held ? 'held' : 'imported',
          rowCounts: await rowCounts(trx),
          problems,
          held,
        };
        await recordSyncRun(trx, done);
        return done;
      });
    } catch (error) {
      return failed(`could not save the workbook to the database: ${(error as Error).message}`);
    }
    forgetLastUpdate(db);
    if (run.outcome === 'imported') afterImport();
    const report = syncReport(run, source.describe);
    // Who would lose access is counted, not named: the Admin page names them to Administrators.
    if (run.outcome === 'held' && run.held)
      log.warn({ held: { reasons: run.held.reasons, tabs: run.held.tabs, losingAccess: run.held.losingAccess.length } }, report);
    else if (reportLevel(run) === 'warn') log.warn({ problems: run.problems.length }, report);
    else log.info({ rowCounts: run.rowCounts }, report);
    return run;
  }

  const sync: WorkbookSync = {
    run(anyway = false) {
      if (anyway) {
        // "Import anyway" runs after a sync under way, never in place of it; presses meanwhile share it.
        runningAnyway ??= (running ?? Promise.resolve())
          .catch(() => undefined)
          .then(() => syncOnce(true))
          .finally(() => {
            runningAnyway = null;
          });
        return runningAnyway;
      }
      // A sync already under way answers everyone who asks meanwhile.
      running ??= syncOnce(false).finally(() => {
        running = null;
      });
      return running;
    },
    async tick(intervalMs, now = Date.now()) {
      return (await claimSlot(db, Math.floor(now / intervalMs), now)) ? sync.run() : null;
    },
    every(minutes) {
      const intervalMs = minutes * 60_000;
      timer = setInterval(() => {
        sync.tick(intervalMs).catch((error: unknown) => log.error({ err: error }, 'workbook sync crashed'));
      }, intervalMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
    },
  };
  return sync;
}

/** The level a run's report is logged at: an error when it failed, a warning when it was held or
 * left something out, else info. */
export function reportLevel(run: Pick<SyncRun, 'outcome' | 'problems'>): 'error' | 'warn' | 'info' {
  if (run.outcome === 'failed') return 'error';
  return run.outcome === 'held' || run.problems.length > 0 ? 'warn' : 'info';
}
