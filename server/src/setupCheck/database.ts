// The database: it answers, its tables are this version's (db/migrations.ts), and its clock agrees
// with this server's (db/clock.ts: scheduled texts and holds go by the database's clock).
import { existsSync } from 'node:fs';
import type { SetupLine } from '@pals/core/setupCheck/calls';
import { sql } from 'kysely';
import { databaseNow } from '../db/clock.ts';
import { isPostgresUrl, type Db } from '../db/database.ts';
import { migrations } from '../db/migrations.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';

/** The database as a person names it: host and database for PostgreSQL (never its password), the file for SQLite. */
function databaseName(url: string): string {
  if (!isPostgresUrl(url)) return `SQLite ${url}`;
  const { host, pathname } = new URL(url);
  return `PostgreSQL ${host}${pathname}`;
}

const where = (url: string) => (isPostgresUrl(url) ? databaseName(url).slice('PostgreSQL '.length) : url);

/** The server's own database, or a way to open one (the script opens it read-only: it migrates nothing). */
export type DatabaseAccess = { db: Db } | { open: () => Promise<Db> };

/** Did the database answer: the line, and the database to read the clock from when it did. */
export async function databaseLine(
  url: string,
  access: DatabaseAccess,
): Promise<{ line: SetupLine; db: Db | null; close: () => Promise<void> }> {
  const check = 'Database';
  const none = async () => {};
  if (!isPostgresUrl(url) && url !== ':memory:' && !existsSync(url))
    return {
      line: {
        state: 'problem',
        check,
        found: `There is no SQLite database at ${url} yet.`,
        todo: 'Start the server once (npm start): it makes the file and its tables. If the file is elsewhere, set DATABASE_URL to its path.',
      },
      db: null,
      close: none,
    };
  let db: Db;
  try {
    db = 'db' in access ? access.db : await access.open();
  } catch (error) {
    return { line: refused(url, error), db: null, close: none };
  }
  const close = 'db' in access ? none : () => db.destroy();
  let names: string[];
  try {
    names = (await sql<{ name: string }>`select name from kysely_migration`.execute(db)).rows.map((row) => row.name);
  } catch (error) {
    if (isDatabaseUnavailable(error)) return { line: refused(url, error), db: null, close };
    // Answered, but without the migrations' table: a database no server has started on.
    names = [];
  }
  const known = Object.keys(migrations);
  const missing = known.filter((name) => !names.includes(name));
  const unknown = names.filter((name) => !known.includes(name));
  const line: SetupLine =
    unknown.length > 0
      ? {
          state: 'problem',
          check,
          found: `The database at ${where(url)} has ${count(unknown.length, 'migration')} this version does not know (${unknown.join(', ')}): a newer version of the app has used it.`,
          todo: 'Run that newer version (docs/deploy.md section 7, Upgrading), or restore a backup made before it (section 6).',
        }
      : missing.length > 0
        ? {
            state: 'problem',
            check,
            found:
              missing.length === known.length
                ? `The database at ${where(url)} answers, but has none of this version's tables yet.`
                : `The database at ${where(url)} answers, but ${missing.length} of this version's ${known.length} migrations have not run (${missing.join(', ')}).`,
            todo: 'Start the server (npm start): it makes the tables at start.',
          }
        : {
            state: 'ok',
            check,
            found: `${databaseName(url)} answers, and its tables are this version's (${count(known.length, 'migration')}).`,
            todo: null,
          };
  return { line, db, close };
}

function refused(url: string, error: unknown): SetupLine {
  if (isDatabaseUnavailable(error))
    return {
      state: 'problem',
      check: 'Database',
      found: `The database at ${where(url)} is not answering.`,
      todo: isPostgresUrl(url)
        ? 'Check that PostgreSQL is running (systemctl status postgresql) and that DATABASE_URL names its host and port.'
        : 'Another program holds the SQLite file: wait a minute and check again.',
    };
  return {
    state: 'problem',
    check: 'Database',
    found: `The database at ${where(url)} refused the connection (${(error as Error).message}).`,
    todo: isPostgresUrl(url)
      ? 'Check the user, password and database name in DATABASE_URL (docs/deploy.md section 4).'
      : 'Check that the server may read and write the file DATABASE_URL names.',
  };
}

/** More apart than this and a scheduled text could go early or late by as much. */
const clockToleranceMs = 5_000;

export async function clockLine(db: Db | null, now: () => number): Promise<SetupLine> {
  const check = 'Clock';
  if (!db) return { state: 'not checked', check, found: 'The database did not answer, so its clock could not be read.', todo: null };
  const before = now();
  const theirs = await databaseNow(db);
  const ours = (before + now()) / 2;
  const apart = Math.round((ours - theirs) / 1000);
  if (Math.abs(ours - theirs) <= clockToleranceMs)
    return { state: 'ok', check, found: "This server's clock and the database's agree to within a few seconds.", todo: null };
  return {
    state: 'problem',
    check,
    found: `This server's clock is ${Math.abs(apart)} s ${apart > 0 ? 'ahead of' : 'behind'} the database's: scheduled texts go by the database's.`,
    todo: 'Turn on NTP on this server and on the database\'s: timedatectl set-ntp true, then timedatectl timesync-status (docs/deploy.md section 5, "Keep the hosts\' clocks in step").',
  };
}

const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
