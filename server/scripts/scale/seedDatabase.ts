// Fills a database with the scale workbook and its history: the workbook through the app's own
// sync (as PALS_WORKBOOK would serve it), then every program's records in bulk, a transaction per
// batch of programs, many rows to a statement.
import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../../src/db/database.ts';
import type { Database } from '../../src/db/schema.ts';
import { csvFolderSource } from '../../src/workbook/csvFolder.ts';
import { workbookSync } from '../../src/workbook/sync.ts';
import { programHistory } from './history.ts';
import { programCount, scaleWorkbook, writeWorkbook } from './workbook.ts';

/** Below SQLite's 32,766 and PostgreSQL's 65,535 parameters a statement. */
const parametersPerStatement = 30_000;

type Log = (line: string) => void;

export async function seedScale(
  db: Db,
  options: { scale: number; seed: number; folder: string; demoFolder: string; log?: Log },
): Promise<Record<string, number>> {
  const log = options.log ?? (() => {});
  const owned = ['feedback', 'notes', 'report_submissions', 'text_sends', 'text_replies', 'task_submissions'] as const;
  for (const table of owned) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    if (Number(row.n) > 0)
      throw new Error(`The database already has ${table}; seed an empty database (a new file, or a new PostgreSQL database).`);
  }
  const demo = await csvFolderSource(options.demoFolder).read();
  const workbook = scaleWorkbook(options.scale, options.seed, demo);
  await writeWorkbook(options.folder, workbook);
  log(`workbook written to ${options.folder}`);
  const quiet = { info() {}, warn() {}, error() {} };
  const run = await workbookSync(db, csvFolderSource(options.folder), quiet as never).run();
  if (run.outcome !== 'imported') throw new Error(`the scale workbook did not import: ${JSON.stringify(run.problems.slice(0, 3))}`);
  log('workbook synced');
  const tasks = workbook.tasks!.rows.map((row) => ({
    bucket: row[0],
    type: row[1],
    name: row[2],
    checkboxes: row[11] ?? '',
  })) as Parameters<typeof programHistory>[2];
  const counts: Record<string, number> = {};
  // A seed that stops half way is seeded again into a new database: on SQLite, no wait for the disk at each commit.
  if (!isPostgres(db)) await sql`pragma synchronous = off`.execute(db);
  const programs = programCount(options.scale);
  const batch = 10;
  for (let first = 0; first < programs; first += batch) {
    await db.transaction().execute(async (trx) => {
      for (let p = first; p < Math.min(programs, first + batch); p++) {
        const history = programHistory(p, options.seed, tasks);
        for (const [table, rows] of Object.entries(history) as [keyof Database, Record<string, unknown>[]][]) {
          await insertMany(trx, table, rows);
          counts[table] = (counts[table] ?? 0) + rows.length;
        }
      }
    });
    if ((first / batch) % 10 === 9) log(`${first + batch} of ${programs} programs`);
  }
  await sql`analyze`.execute(db);
  return counts;
}

async function insertMany(db: Db, table: keyof Database, rows: Record<string, unknown>[]): Promise<void> {
  if (rows.length === 0) return;
  const size = Math.floor(parametersPerStatement / Object.keys(rows[0]!).length);
  for (let i = 0; i < rows.length; i += size)
    await db
      .insertInto(table)
      .values(rows.slice(i, i + size) as never)
      .execute();
}

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;
