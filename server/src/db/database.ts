// One Kysely instance over SQLite (a file path, the default) or PostgreSQL (a postgres:// URL).
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import { migrate } from './migrations.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}

/** Where a database is: its URL (or SQLite file) and PostgreSQL schema, for another process to open it. */
export interface DatabasePlace {
  url: string;
  schema?: string | undefined;
}

const places = new WeakMap<Db, DatabasePlace>();

/** Where this database is, for another process to open the same one; null for an in-memory SQLite
 * database, which no other process can open. */
export function placeOf(db: Db): DatabasePlace | null {
  const place = places.get(db);
  return place && place.url !== ':memory:' ? place : null;
}

/** A migrated database; `schema` puts PostgreSQL tables in their own schema (tests use one each).
 * `readOnly`: a second connection to a database the server has migrated, for a process that only
 * reads (a download, docs/decisions/066-a-download-is-made-in-a-process-of-its-own.md). */
export async function openDatabase(url: string, options: { schema?: string | undefined; readOnly?: boolean } = {}): Promise<Db> {
  if (options.schema !== undefined && !/^[a-z0-9_]+$/.test(options.schema)) throw new Error(`bad schema name ${options.schema}`);
  const readOnly = options.readOnly ?? false;
  const sqlite = isPostgresUrl(url) ? null : sqliteDialect(url, readOnly);
  const db = new Kysely<Database>({ dialect: sqlite?.dialect ?? postgresDialect(url, options.schema, readOnly) });
  if (sqlite) sqliteStatements.set(db, sqlite.prepare);
  places.set(db, { url, schema: options.schema });
  if (readOnly) return db;
  try {
    if (options.schema) await sql.raw(`create schema if not exists "${options.schema}"`).execute(db);
    await migrate(db as Kysely<unknown>, options.schema);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return db;
}

function sqliteDialect(path: string, readOnly: boolean) {
  if (path !== ':memory:' && !readOnly) mkdirSync(dirname(path), { recursive: true });
  const database = new SQLite(path, { readonly: readOnly, fileMustExist: readOnly });
  // The server's connection made the file WAL; a reader finds it so.
  if (!readOnly) database.pragma('journal_mode = WAL');
  database.pragma('busy_timeout = 5000');
  const cached = withStatementCache(database);
  return { dialect: new SqliteDialect({ database: cached }), prepare: (text: string) => cached.prepare(text) as SQLite.Statement };
}

/** Each SQLite database's prepared statements (by SQL text), for keysThere. */
const sqliteStatements = new WeakMap<Db, (text: string) => SQLite.Statement>();

/**
 * Which of these keys of a table have a row, in one read: the hottest path (whether sessions are
 * still open, on every call) asks for every request of one turn of the event loop at once
 * (auth/sessions.ts). On SQLite one prepared statement over json_each, so one WAL read lock for
 * all of them, without Kysely's query building and connection queue (a read never waits for a lock
 * in WAL mode; inside a transaction this connection has open it sees that transaction's rows, so use
 * it only for rows no transaction changes). On PostgreSQL one query to the pool with `= any`.
 */
export function keysThere(db: Db, table: 'sessions', column: 'id_hash'): (keys: readonly string[]) => Promise<Set<string>> {
  const prepare = sqliteStatements.get(db);
  if (prepare) {
    const query = sql<{
      key: string;
    }>`select ${sql.ref(column)} as key from ${sql.table(table)} where ${sql.ref(column)} in (select value from json_each(${''}))`;
    const statement = prepare(query.compile(db).sql);
    return async (keys) => new Set((statement.all(JSON.stringify(keys)) as { key: string }[]).map((row) => row.key));
  }
  return async (keys) => {
    const rows = await sql<{
      key: string;
    }>`select ${sql.ref(column)} as key from ${sql.table(table)} where ${sql.ref(column)} = any(${[...keys]})`.execute(db);
    return new Set(rows.rows.map((row) => row.key));
  };
}

/**
 * Kysely prepares every query anew; on a hot call (the roster) preparing costs as much as running.
 * The same SQL text reuses its prepared statement. Nothing here streams (a statement still being
 * iterated could not be reused), and the SQL texts are the app's own, so the cache stays small;
 * it is bounded all the same.
 */
function withStatementCache(database: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => database.close(),
    prepare(text) {
      let statement = statements.get(text);
      if (!statement) {
        if (statements.size >= 1000) statements.clear();
        statement = database.prepare(text);
        statements.set(text, statement);
      }
      return statement;
    },
  };
}

function postgresDialect(url: string, schema: string | undefined, readOnly: boolean) {
  // Dates and counts come back as text, as SQLite gives them.
  pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
  const settings = [schema && `-c search_path="${schema}"`, readOnly && '-c default_transaction_read_only=on'].filter(Boolean).join(' ');
  // A database that stops answering fails a call within seconds instead of hanging it.
  const pool = new pg.Pool({
    connectionString: url,
    max: readOnly ? 1 : 10,
    connectionTimeoutMillis: 3000,
    query_timeout: 10_000,
    ...(settings ? { options: settings } : {}),
  });
  // A connection the server drops (a restart) fails its query and is replaced by the pool; its
  // 'error' event, idle or checked out, must not end the process.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  return new PostgresDialect({ pool });
}

/** Runs `work` in a transaction: the caller's, when `db` already is one, or a new one. */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
