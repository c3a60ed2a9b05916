// The database's clock (docs/deploy.md "Several instances"): what every instance reads "now" from
// for what must agree across instances (a scheduled text's "due", a reminder's minute, how long a
// hold on background work lasts), so one instance whose own clock runs fast sends nothing early and
// takes over no live work. PostgreSQL's clock_timestamp() (the server's time, not the transaction's
// start); SQLite's own clock (julianday('now'), the one host's: SQLite serves one instance).
import { PostgresAdapter, sql } from 'kysely';
import type { Db } from './database.ts';

/** Epoch milliseconds by the database's clock. */
export async function databaseNow(db: Db): Promise<number> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const { rows } = await (
    postgres
      ? sql<{ ms: string | number }>`select floor(extract(epoch from clock_timestamp()) * 1000) as ms`
      : sql<{ ms: string | number }>`select cast(round((julianday('now') - 2440587.5) * 86400000) as integer) as ms`
  ).execute(db);
  return Number(rows[0]!.ms);
}
