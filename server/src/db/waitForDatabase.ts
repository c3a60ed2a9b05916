// A server started beside its PostgreSQL (a boot, a deploy, both restarted at once) waits for the
// database to answer instead of failing as a broken migration: it says so in plain words, tries
// again every few seconds, and gives up after two minutes with what to check (then systemd starts
// it again: docs/deploy.md, the systemd unit). A database that answers and refuses (a wrong
// password, no such database) is left to openDatabase, which names its error at once.
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { isPostgresUrl } from './database.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

export interface Patience {
  /** Where each "not answering yet" line goes. */
  tell: (line: string) => void;
  /** How long to go on trying in all. */
  forMs?: number;
  /** The wait between tries. */
  everyMs?: number;
}

/** The database as a person names it: host and database for PostgreSQL (never its password), the
 * file for SQLite. */
export function databaseWhere(url: string): string {
  if (!isPostgresUrl(url)) return url;
  const { host, pathname } = new URL(url);
  return `${host}${pathname}`;
}

/** Resolves once the database answers; throws, naming it, when it has not answered for `forMs`. */
export async function waitForDatabase(url: string, { tell, forMs = 120_000, everyMs = 5_000 }: Patience): Promise<void> {
  if (!isPostgresUrl(url)) return;
  const giveUpAt = Date.now() + forMs;
  for (;;) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (!isDatabaseUnavailable(error)) return;
      if (Date.now() + everyMs > giveUpAt)
        throw new Error(
          `The database at ${databaseWhere(url)} is not answering (tried for ${seconds(forMs)}). Check that PostgreSQL is running and that DATABASE_URL names it.`,
          { cause: error },
        );
      tell(`The database at ${databaseWhere(url)} is not answering yet; trying again in ${seconds(everyMs)}.`);
      await sleep(everyMs);
    }
  }
}

const seconds = (ms: number) => (ms >= 120_000 ? `${Math.round(ms / 60_000)} minutes` : `${Math.round(ms / 1000)} s`);
