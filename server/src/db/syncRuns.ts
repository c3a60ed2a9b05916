// The record of every workbook sync: when, how it ended, how many rows each tab has, every problem
// and, when the mass-change guard held it, what would have changed.
import { randomUUID } from 'node:crypto';
import { workbookProblem } from '@pals/core/workbook/problemShape';
import { heldChangeShape } from '@pals/core/workbook/importGuard';
import type { HeldChange } from '@pals/core/workbook/importGuard';
import { tabNames } from '@pals/core/workbook/tabNames';
import type { WorkbookProblem } from '@pals/core/workbook/problems';
import { z } from 'zod/mini';
import type { Db } from './database.ts';
import { readStoredJson } from './storedJson.ts';
import type { RowCounts } from './workbookTables.ts';

export interface SyncRun {
  startedAt: string;
  finishedAt: string;
  /** imported: the good rows went in; held: the guard kept the data as it was; failed: nothing could be read or saved. */
  outcome: 'imported' | 'held' | 'failed';
  /** The rows each tab has after the run. */
  rowCounts: Partial<RowCounts>;
  problems: WorkbookProblem[];
  held: HeldChange | null;
}

export async function recordSyncRun(db: Db, run: SyncRun): Promise<void> {
  await db
    .insertInto('sync_runs')
    .values({
      id: randomUUID(),
      started_at: run.startedAt,
      finished_at: run.finishedAt,
      outcome: run.outcome,
      row_counts: JSON.stringify(run.rowCounts),
      errors: '[]',
      warnings: '[]',
      problems: JSON.stringify(run.problems),
      held: run.held ? JSON.stringify(run.held) : null,
    })
    .execute();
}

/** The last import time changed: this server reads it again at once. */
export function forgetLastUpdate(db: Db): void {
  recentImports.delete(db);
}

const rowCountsJson = z.partialRecord(z.enum(tabNames), z.number());
const problemsJson = z.array(workbookProblem);

export async function latestSyncRuns(db: Db, count: number): Promise<SyncRun[]> {
  const rows = await db.selectFrom('sync_runs').selectAll().orderBy('started_at', 'desc').limit(count).execute();
  return rows.map((row) => ({
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    outcome: row.outcome,
    rowCounts: readStoredJson(rowCountsJson, row.row_counts, `sync_runs.row_counts of the run at ${row.started_at}`),
    problems: readStoredJson(problemsJson, row.problems, `sync_runs.problems of the run at ${row.started_at}`),
    held: row.held === null ? null : readStoredJson(heldChangeShape, row.held, `sync_runs.held of the run at ${row.started_at}`),
  }));
}

/** How long this server trusts the last import time it read: an import here is seen at once, an
 * import by another instance (several share one PostgreSQL) within this time. */
const lastUpdateMaxAgeMs = 1000;
const recentImports = new WeakMap<Db, { lastupdate: Promise<number | null>; readAt: number }>();

/** The time of the last good import, in epoch milliseconds, or null before the first. Every call
 * asks for it (it keys the cached roster and people), so it is read at most once a second. */
export function lastUpdate(db: Db): Promise<number | null> {
  const known = recentImports.get(db);
  if (known && Date.now() - known.readAt < lastUpdateMaxAgeMs) return known.lastupdate;
  const lastupdate = readLastUpdate(db);
  recentImports.set(db, { lastupdate, readAt: Date.now() });
  // A failed read is not remembered: the next call asks the database again.
  lastupdate.catch(() => recentImports.delete(db));
  return lastupdate;
}

async function readLastUpdate(db: Db): Promise<number | null> {
  const row = await db
    .selectFrom('sync_runs')
    .select('finished_at')
    .where('outcome', '=', 'imported')
    .orderBy('finished_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? Date.parse(row.finished_at) : null;
}
