// Which errors mean "the database did not answer" (a 503 and a retry) and which are the app's own
// fault (a 500): by the driver's code where it gives one (issue 14 item 10).
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../src/db/unavailable.ts';

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
    ['a unique violation (23505)', withCode('23505', 'duplicate key value violates unique constraint')],
    ['a syntax error (42601)', withCode('42601')],
    ['a constraint in SQLite', withCode('SQLITE_CONSTRAINT_PRIMARYKEY')],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'x')")],
    ['a coded error that only mentions the words', withCode('22P02', 'Connection terminated is not an integer')],
    ['nothing', undefined],
  ])('%s is not', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
