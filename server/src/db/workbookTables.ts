// The synced tables: each tab's good rows replace the table whole; a tab that could not be read
// keeps its rows from the last import.
import type { ImportedData } from '@pals/core/workbook/importGuard';
import { tabNames, type TabName } from '@pals/core/workbook/tabNames';
import type { Workbook } from '@pals/core/workbook/rows';
import { CompiledQuery, PostgresAdapter, sql } from 'kysely';
import type { Db } from './database.ts';
import type { Database } from './schema.ts';

type SyncedTable = TabName;
const syncedTables = tabNames;
const yes = (value: boolean) => (value ? 1 : 0);

/** Each tab's row as its table stores it; `position` keeps the sheet's order where it matters. */
const tableRow: { [T in SyncedTable]: (row: Workbook[T][number], position: number) => Database[T] } = {
  settings: (s) => ({ key: s.key.toLowerCase(), value: s.value ?? '' }),
  programs: ({ program, ...p }) => ({ name: program, ...p }),
  staff: (s) => s,
  roster: (r, position) => ({ position, ...r }),
  participants: ({ phone, is_lead, is_staff, ...p }, position) => ({
    position,
    ...p,
    is_lead: yes(is_lead),
    is_staff: yes(is_staff),
    phones: phone.join(';'),
  }),
  rooms: (r, position) => ({ position, ...r }),
  hubs: (h, position) => ({ position, ...h }),
  tasks: ({ date, optional, checkboxes, ...t }, position) => ({
    position,
    ...t,
    optional: yes(optional),
    date: date.kind === 'absolute' ? date.date : `${date.amount} ${date.unit}`,
    checkboxes: JSON.stringify(checkboxes),
  }),
};

/** Parameters in one SQLite insert (it takes up to 32,766 a statement): about 250 rows. Larger
 * statements were no faster, and the rows waiting for theirs are what a garbage collection finds
 * alive and copies, which grew the server's heap (docs/decisions/056-the-workbook-sync-reads-and-writes-row-by-row.md). */
const parametersPerInsert = 2_000;

/** Rows in one PostgreSQL insert, which takes them as one JSON value: 500 and 5,000 were no faster. */
const rowsPerPostgresInsert = 2_000;

/** A table being replaced: `add` takes each row that goes in, and answers a promise when it has
 * a full statement's worth (await it before adding more); `finish` writes the rest and answers how
 * many rows went in, once every statement is written. */
export interface TableRows<T extends SyncedTable> {
  add(row: Workbook[T][number]): Promise<void> | null;
  finish(): Promise<number>;
}

/** Empties a synced table for the rows of its tab; call it inside the import's transaction. The
 * rows of the next statement are read and checked while the database writes this one: on
 * PostgreSQL, a server of its own, the two overlap. How a statement carries its rows is each
 * database's fastest (docs/decisions/064-postgresql-takes-a-tabs-rows-as-json.md). */
export async function replaceTable<T extends SyncedTable>(trx: Db, table: T): Promise<TableRows<T>> {
  await trx.deleteFrom(table).execute();
  const toRow = tableRow[table] as unknown as (row: Workbook[T][number], position: number) => Record<string, unknown>;
  const batch = trx.getExecutor().adapter instanceof PostgresAdapter ? jsonBatch(trx, table) : boundBatch(trx, table);
  let count = 0;
  /** The statement being written; a failure surfaces at the next full batch or at `finish`. */
  let writing: Promise<unknown> = Promise.resolve();
  /** Starts writing the batch and answers the statement before it: at most two batches are held. */
  const write = (): Promise<unknown> => {
    const statement = batch.take();
    const before = writing;
    writing = before.then(() => trx.executeQuery(statement));
    // Awaited later; a tab found unreadable meanwhile (its savepoint rolled back) must not leave it unheard.
    writing.catch(() => undefined);
    return before;
  };
  return {
    add(row) {
      return batch.add(toRow(row, count++)) ? write().then(() => undefined) : null;
    },
    async finish() {
      if (!batch.empty()) write();
      await writing;
      return count;
    },
  };
}

/** The rows of one statement: `add` answers true once it holds a full statement's worth, `take`
 * gives the statement and starts the next batch. */
interface Batch {
  add(row: Record<string, unknown>): boolean;
  empty(): boolean;
  take(): CompiledQuery;
}

/** SQLite: a multi-row insert binding each value. Every full statement has the same text, so Kysely
 * builds it once and each batch only brings its values: building each batch's query node by node was
 * about a third of the writing time in a profile of the 100 × sync (0.24 s beside SQLite's 0.5 s). */
function boundBatch(trx: Db, table: SyncedTable): Batch {
  let columns: string[] = [];
  let batchRows = 0;
  let fullInsert: string | null = null;
  let values: unknown[] = [];
  return {
    add(row) {
      if (columns.length === 0) {
        columns = Object.keys(row);
        batchRows = Math.floor(parametersPerInsert / columns.length);
      }
      for (const column of columns) values.push(row[column]);
      return values.length === batchRows * columns.length;
    },
    empty: () => values.length === 0,
    take() {
      const rows = values.length / columns.length;
      const statement = rows === batchRows && fullInsert !== null ? fullInsert : insertText(trx, table, columns, rows);
      if (rows === batchRows) fullInsert = statement;
      const parameters = values;
      values = [];
      return CompiledQuery.raw(statement, parameters);
    },
  };
}

/** The insert of `rows` rows of these columns, as SQLite writes it. */
function insertText(trx: Db, table: SyncedTable, columns: string[], rows: number): string {
  const row = Object.fromEntries(columns.map((column) => [column, '']));
  return trx
    .insertInto(table)
    .values(Array<typeof row>(rows).fill(row) as never)
    .compile().sql;
}

/** PostgreSQL: the batch as one JSON value, made into the table's rows by the database
 * (`json_populate_recordset`). Thousands of bound values made each statement slow to parse and
 * plan: the 100 × sync waited about 2.2 s for its inserts that way, and took 1.4–1.9 s whole this way
 * on a quiet machine. */
function jsonBatch(trx: Db, table: SyncedTable): Batch {
  let rows: Record<string, unknown>[] = [];
  return {
    add(row) {
      rows.push(row);
      return rows.length === rowsPerPostgresInsert;
    },
    empty: () => rows.length === 0,
    take() {
      const columns = sql.join(Object.keys(rows[0]!).map((column) => sql.ref(column)));
      const json = wellFormedJson(rows);
      rows = [];
      return sql`insert into ${sql.table(table)} (${columns}) select ${columns} from json_populate_recordset(null::${sql.table(table)}, ${json})`.compile(
        trx,
      );
    },
  };
}

/** JSON.stringify writes a lone UTF-16 surrogate (a broken character a sheet can hold) as an escape
 * PostgreSQL refuses; as a bound value it became U+FFFD, the replacement character, and still does. */
function wellFormedJson(rows: Record<string, unknown>[]): string {
  return JSON.stringify(rows).replace(/(?<!\\)((?:\\\\)*)\\ud[89a-f][0-9a-f]{2}/gi, '$1\\ufffd');
}

export type RowCounts = Record<SyncedTable, number>;

export async function rowCounts(db: Db): Promise<RowCounts> {
  const counts = await Promise.all(
    syncedTables.map(async (table) =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ),
  );
  return Object.fromEntries(syncedTables.map((table, i) => [table, counts[i]])) as RowCounts;
}

/** What the last import left: what the mass-change guard compares a sync with. */
export async function importedData(db: Db): Promise<ImportedData & { programs: string[] }> {
  const counts = await rowCounts(db);
  const staff = await db.selectFrom('staff').select(['email', 'full_name', 'staff_role']).orderBy('full_name').execute();
  const programs = await db.selectFrom('programs').select('name').orderBy('name').execute();
  return {
    counts: { staff: counts.staff, programs: counts.programs, roster: counts.roster },
    staff,
    programs: programs.map((p) => p.name),
  };
}

export function findStaff(db: Db, email: string) {
  return db.selectFrom('staff').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
}

export function findProgram(db: Db, name: string) {
  return db.selectFrom('programs').selectAll().where('name', '=', name).executeTakeFirst();
}

export function listPrograms(db: Db) {
  return db.selectFrom('programs').selectAll().orderBy('name').execute();
}

/** Every staff member, or one program's, by name. */
export function listStaff(db: Db, program?: string) {
  const staff = db.selectFrom('staff').selectAll();
  return (program === undefined ? staff : staff.where('program', '=', program)).orderBy('full_name').execute();
}

export async function readSettings(db: Db): Promise<Map<string, string>> {
  const rows = await db.selectFrom('settings').selectAll().execute();
  return new Map(rows.map((row) => [row.key, row.value]));
}
