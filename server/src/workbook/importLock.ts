// One workbook import at a time across every instance on one database (docs/architecture.md "Workbook sync"): on
// PostgreSQL a transaction-scoped advisory lock, so a second instance's import waits for the first
// instead of colliding with it (a false "FAILED" run on a duplicate key); SQLite has one writer.
import { PostgresAdapter, sql, type Transaction } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';

/** A fixed key of the app's own for pg_advisory_xact_lock ("PALS" in ASCII). */
const importLockKey = 0x50414c53;

export function withImportLock<T>(db: Db, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    if (db.getExecutor().adapter instanceof PostgresAdapter)
      await sql`select pg_advisory_xact_lock(${sql.lit(importLockKey)})`.execute(trx);
    return work(trx);
  });
}
