// Whether an error means the database did not answer (restarting, unreachable, cut off, busy) or
// could not write (its disk full, read-only, failing), so a call is worth a 503 and a retry rather
// than a 500 (docs/security.md "Outages and background work"). By the driver's error code where it
// gives one; by pg's own words only for the errors it throws without a code.
import { unreachableCodes } from '../errorCodes.ts';

/** PostgreSQL SQLSTATEs: class 08 (connection exception), 57P01–57P05 (the server is shutting down,
 * restarting or not yet taking connections), 53300 (too many connections). */
const postgresCodes = /^(08[0-9A-Z]{3}|57P0[1-5]|53300)$/;

/** PostgreSQL cannot write: 53100 disk full, 53200 out of memory, 58030 I/O error, 25006 a read-only
 * transaction (a standby before its promotion, or a database set read-only). */
const postgresWriteCodes = /^(53100|53200|58030|25006)$/;

/** SQLite: another writer holds the file longer than busy_timeout. */
const sqliteCodes = new Set(['SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT', 'SQLITE_BUSY_TIMEOUT', 'SQLITE_LOCKED']);

/** SQLite cannot write: the disk (or max_page_count) full, the file read-only, an I/O error (each
 * with its extended codes: SQLITE_READONLY_DBMOVED, SQLITE_IOERR_WRITE, …), out of memory. */
const sqliteWriteCodes = /^SQLITE_(FULL|READONLY|IOERR|NOMEM)(_[A-Z_]+)?$/;

/** What kind of trouble: the database did not answer, or it could not write; null for neither. */
export type DatabaseTrouble = 'unavailable' | 'cannot_write';

/** What pg and pg-pool throw without a code: a connection that broke (and every query tried on it
 * afterwards, such as a transaction's rollback), a pool that could not connect in time, a query
 * the server did not answer, a pool being closed at shutdown. */
const codelessPg = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Cannot use a pool after calling end on the pool',
];

export function databaseTrouble(error: unknown, depth = 0): DatabaseTrouble | null {
  if (!error || typeof error !== 'object' || depth > 4) return null;
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string' && (postgresWriteCodes.test(code) || sqliteWriteCodes.test(code))) return 'cannot_write';
  if (typeof code === 'string' && (postgresCodes.test(code) || unreachableCodes.has(code) || sqliteCodes.has(code))) return 'unavailable';
  if (typeof message === 'string' && typeof code !== 'string' && codelessPg.some((words) => message.startsWith(words)))
    return 'unavailable';
  // Node wraps a failed connect to several addresses (IPv6 and IPv4) in an AggregateError.
  const inner = Array.isArray(errors) ? errors.map((e) => databaseTrouble(e, depth + 1)).find((t) => t !== null) : undefined;
  return inner ?? databaseTrouble(cause, depth + 1);
}

export function isDatabaseUnavailable(error: unknown): boolean {
  return databaseTrouble(error) !== null;
}
