// A fresh database for each test: a SQLite file of its own (a file, not memory, as the server's is:
// a CSV download's own process opens it too), or a PostgreSQL schema of its own.
// Migrating a new PostgreSQL schema is most of a PostgreSQL test's time, so a test file migrates
// one schema once: when a test is done with it, every table is emptied (as migrating leaves them: the
// change marks migrating writes stay, and only ever count up) and the next test of the file gets it. The file's schemas are dropped when it ends.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll } from 'vitest';
import { isPostgresUrl, openDatabase, type Db } from '../src/db/database.ts';

export interface TestDatabase {
  db: Db;
  /** The PostgreSQL schema, for a second connection to the same data. */
  schema: string | undefined;
  /** Done with it: its connections end, and its schema goes to the next test. */
  release(): Promise<void>;
}

const emptied: string[] = [];
const made = new Map<string, string>();

export async function testDatabase(url: string): Promise<TestDatabase> {
  if (!isPostgresUrl(url)) {
    const folder = url === ':memory:' ? await mkdtemp(join(tmpdir(), 'pals-test-')) : null;
    const db = await openDatabase(folder ? join(folder, 'test.db') : url);
    return {
      db,
      schema: undefined,
      async release() {
        await db.destroy();
        if (folder) await rm(folder, { recursive: true, force: true });
      },
    };
  }
  const schema = emptied.pop() ?? `test_${randomBytes(6).toString('hex')}`;
  made.set(schema, url);
  const db = await openDatabase(url, { schema });
  return {
    db,
    schema,
    async release() {
      try {
        await emptyTables(db, schema);
        emptied.push(schema);
      } catch {
        // Left as the test left it (a test that broke its connections): not given to another test.
      } finally {
        await db.destroy();
      }
    },
  };
}

async function emptyTables(db: Db, schema: string): Promise<void> {
  const { rows } = await sql<{
    name: string;
  }>`select tablename as name from pg_tables where schemaname = ${schema} and tablename not like 'kysely\\_%' and tablename <> 'change_marks'`.execute(
    db,
  );
  if (rows.length) await sql.raw(rows.map(({ name }) => `delete from "${schema}"."${name}";`).join(' ')).execute(db);
}

afterAll(async () => {
  for (const url of new Set(made.values())) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      for (const [schema, madeOn] of made) if (madeOn === url) await client.query(`drop schema if exists "${schema}" cascade`);
    } finally {
      await client.end();
    }
  }
});
