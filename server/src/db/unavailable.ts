// Whether an error means the database did not answer (restarting, unreachable, cut off, busy), so a
// call is worth a 503 and a retry rather than a 500 (docs/security.md "Outages and background work"). By the driver's error code
// where it gives one; by pg's own words only for the errors it throws without a code.
import { unreachableCodes } from '../errorCodes.ts';

/** PostgreSQL SQLSTATEs: class 08 (connection exception), 57P01–57P05 (the server is shutting down,
 * restarting or not yet taking connections), 53300 (too many connections), 58030 (I/O error). */
const postgresCodes = /^(08[0-9A-Z]{3}|57P0[1-5]|53300|58030)$/;

/** SQLite: another writer holds the file longer than busy_timeout. */
const sqliteCodes = new Set(['SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT', 'SQLITE_BUSY_TIMEOUT', 'SQLITE_LOCKED']);

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

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string' && (postgresCodes.test(code) || unreachableCodes.has(code) || sqliteCodes.has(code))) return true;
  if (typeof message === 'string' && typeof code !== 'string' && codelessPg.some((words) => message.startsWith(words))) return true;
  // Node wraps a failed connect to several addresses (IPv6 and IPv4) in an AggregateError.
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}
