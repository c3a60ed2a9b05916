// Which errors mean "the database did not answer" (a 503 and a retry) and which are the app's own
// fault (a 500): by the driver's code where it gives one.
import { describe, expect, it } from 'vitest';
import { databaseTrouble, isDatabaseUnavailable } from '../src/db/unavailable.ts';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['PostgreSQL restarting (57P01 admin shutdown)', withCode('57P01', 'terminating connection due to administrator command')],
    ['PostgreSQL starting up (57P03)', withCode('57P03', 'the database system is starting up')],
    ['a broken connection (08006)', withCode('08006')],
    ['a connection that never opened (08001)', withCode('08001')],
    ['too many connections (53300)', withCode('53300')],
    ['connection refused', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['connection reset', withCode('ECONNRESET')],
    ['an unknown host', withCode('ENOTFOUND')],
    ['refused on IPv6 and IPv4 together', new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], '')],
    [
      'pg: Client has encountered a connection error and is not queryable',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    ['pg: Connection terminated unexpectedly', new Error('Connection terminated unexpectedly')],
    ['pg: Connection terminated due to connection timeout', new Error('Connection terminated due to connection timeout')],
    ['pg-pool: timeout exceeded when trying to connect', new Error('timeout exceeded when trying to connect')],
    ['pg: Query read timeout', new Error('Query read timeout')],
    ['a closing pool', new Error('Cannot use a pool after calling end on the pool')],
    ['SQLite busy', withCode('SQLITE_BUSY', 'database is locked')],
    ['a wrapped cause', new Error('could not save', { cause: withCode('57P01') })],
  ])('%s is unavailable', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['SQLite disk full', withCode('SQLITE_FULL', 'database or disk is full')],
    ['SQLite read-only', withCode('SQLITE_READONLY', 'attempt to write a readonly database')],
    ['SQLite read-only, its file moved', withCode('SQLITE_READONLY_DBMOVED')],
    ['SQLite I/O error', withCode('SQLITE_IOERR', 'disk I/O error')],
    ['SQLite I/O error on a write', withCode('SQLITE_IOERR_WRITE')],
    ['PostgreSQL disk full (53100)', withCode('53100', 'could not extend file: No space left on device')],
    ['PostgreSQL out of memory (53200)', withCode('53200')],
    ['PostgreSQL I/O error (58030)', withCode('58030')],
    ['PostgreSQL read-only transaction (25006), a standby', withCode('25006', 'cannot execute INSERT in a read-only transaction')],
    ['a wrapped disk full', new Error('could not save', { cause: withCode('53100') })],
  ])('%s cannot write', (_, error) => {
    expect(databaseTrouble(error)).toBe('cannot_write');
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['PostgreSQL admin shutdown (57P01)', withCode('57P01')],
    ['a lost connection (08006)', withCode('08006')],
    ['SQLite busy', withCode('SQLITE_BUSY')],
  ])('%s did not answer', (_, error) => {
    expect(databaseTrouble(error)).toBe('unavailable');
  });

  it.each([
    ['a unique violation (23505)', withCode('23505', 'duplicate key value violates unique constraint')],
    ['a syntax error (42601)', withCode('42601')],
    ['a constraint in SQLite', withCode('SQLITE_CONSTRAINT_PRIMARYKEY')],
    ['a SQLite syntax error', withCode('SQLITE_ERROR')],
    ['a PostgreSQL check violation (23514)', withCode('23514')],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'x')")],
    ['a coded error that only mentions the words', withCode('22P02', 'Connection terminated is not an integer')],
    ['nothing', undefined],
  ])('%s is not', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
