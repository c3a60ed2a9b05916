// The synced tables: each tab's good rows replace the table whole; a tab that could not be read
// keeps its rows from the last import.
import type { ImportedData } from '@pals/core/importGuard';
import { tabNames, type TabName } from '@pals/core/tabNames';
import type { Workbook } from '@pals/core/workbook';
import { CompiledQuery } from 'kysely';
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

/** Parameters in one insert (SQLite takes up to 32,766 a statement, PostgreSQL 65,535): about 250
 * rows. Larger statements were no faster on SQLite, and the rows waiting for theirs are what a
 * garbage collection finds alive and copies, which grew the server's heap (docs/decisions/058-the-workbook-sync-reads-and-writes-row-by-row.md). */
const parametersPerInsert = 2_000;

/** A table being replaced: `add` takes each row that goes in, and answers a promise when it has
 * written a full statement's worth (await it before adding more); `finish` writes the rest and
 * answers how many rows went in. */
export interface TableRows<T extends SyncedTable> {
  add(row: Workbook[T][number]): Promise<void> | null;
  finish(): Promise<number>;
}

/** Empties a synced table for the rows of its tab; call it inside the import's transaction. Every
 * full statement has the same text, so Kysely builds it once and each batch only brings its values:
 * building each batch's query node by node was about a third of the writing time in a profile of the
 * 100 × sync (0.24 s beside SQLite's 0.5 s). */
export async function replaceTable<T extends SyncedTable>(trx: Db, table: T): Promise<TableRows<T>> {
  await trx.deleteFrom(table).execute();
  const toRow = tableRow[table] as unknown as (row: Workbook[T][number], position: number) => Record<string, unknown>;
  let columns: string[] = [];
  let batchRows = 0;
  let fullInsert: string | null = null;
  let values: unknown[] = [];
  let count = 0;
  const insert = async (rows: number) => {
    const parameters = values;
    values = [];
    const statement = rows === batchRows && fullInsert !== null ? fullInsert : insertText(trx, table, columns, rows);
    if (rows === batchRows) fullInsert = statement;
    await trx.executeQuery(CompiledQuery.raw(statement, parameters));
  };
  return {
    add(row) {
      const stored = toRow(row, count++);
      if (columns.length === 0) {
        columns = Object.keys(stored);
        batchRows = Math.floor(parametersPerInsert / columns.length);
      }
      for (const column of columns) values.push(stored[column]);
      return values.length === batchRows * columns.length ? insert(batchRows) : null;
    },
    async finish() {
      if (values.length > 0) await insert(values.length / columns.length);
      return count;
    },
  };
}

/** The insert of `rows` rows of these columns, as this database writes it (? or $1 placeholders). */
function insertText(trx: Db, table: SyncedTable, columns: string[], rows: number): string {
  const row = Object.fromEntries(columns.map((column) => [column, '']));
  return trx
    .insertInto(table)
    .values(Array<typeof row>(rows).fill(row) as never)
    .compile().sql;
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
