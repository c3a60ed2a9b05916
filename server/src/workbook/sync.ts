// A sync reads the whole workbook, validates every row, and imports all of it or nothing.
// It runs at start, every SYNC_INTERVAL_MINUTES, and on demand (the admin's Backend Refresh).
import { describeError, validateWorkbook } from '@pals/core/workbook';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import { recordSyncRun, type SyncRun } from '../db/syncRuns.ts';
import { replaceWorkbook } from '../db/workbookTables.ts';
import type { WorkbookSource } from './source.ts';

export interface WorkbookSync {
  run(): Promise<SyncRun>;
  /** The scheduled run for the interval that `now` falls in: only the first instance to claim it runs it. */
  tick(intervalMs: number, now?: number): Promise<SyncRun | null>;
  every(minutes: number): void;
  stop(): void;
}

export function workbookSync(db: Db, source: WorkbookSource, log: FastifyBaseLogger): WorkbookSync {
  let running: Promise<SyncRun> | null = null;
  let timer: NodeJS.Timeout | null = null;

  async function syncOnce(): Promise<SyncRun> {
    const startedAt = new Date().toISOString();
    const finish = async (outcome: SyncRun['outcome'], rowCounts: SyncRun['rowCounts'], errors: SyncRun['errors'], warnings: SyncRun['warnings'] = []) => {
      const run = { startedAt, finishedAt: new Date().toISOString(), outcome, rowCounts, errors, warnings };
      await recordSyncRun(db, run);
      return run;
    };
    let raw;
    try {
      raw = await source.read();
    } catch (error) {
      const message = `could not read ${source.describe}: ${(error as Error).message}`;
      log.error({ source: source.describe }, `workbook sync failed; keeping the previous data. ${message}`);
      return finish('failed', {}, [{ tab: null, row: null, column: null, message }]);
    }
    const result = validateWorkbook(raw);
    if (!result.ok) {
      const lines = result.errors.map(describeError);
      log.error({ errors: lines }, `workbook sync failed with ${lines.length} error(s); keeping the previous data. First: ${lines[0]}`);
      return finish('failed', {}, result.errors);
    }
    let rowCounts;
    try {
      rowCounts = await replaceWorkbook(db, result.workbook);
    } catch (error) {
      const message = `could not save the workbook to the database: ${(error as Error).message}`;
      log.error(`workbook sync failed; keeping the previous data. ${message}`);
      return finish('failed', {}, [{ tab: null, row: null, column: null, message }]);
    }
    if (result.warnings.length > 0) log.warn({ warnings: result.warnings.map(describeError) }, `workbook imported with ${result.warnings.length} warning(s)`);
    else log.info({ rowCounts }, 'workbook imported');
    return finish('imported', rowCounts, [], result.warnings);
  }

  const sync: WorkbookSync = {
    run() {
      // A sync already under way answers everyone who asks meanwhile.
      running ??= syncOnce().finally(() => {
        running = null;
      });
      return running;
    },
    async tick(intervalMs, now = Date.now()) {
      const slot = Math.floor(now / intervalMs);
      const claimed = await db
        .insertInto('sync_claims')
        .values({ slot, claimed_at: new Date(now).toISOString() })
        .onConflict((oc) => oc.column('slot').doNothing())
        .returning('slot')
        .executeTakeFirst();
      return claimed ? sync.run() : null;
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
