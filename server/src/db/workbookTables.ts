// The synced tables: each tab's good rows replace the table whole; a tab that could not be read
// keeps its rows from the last import.
import type { ImportedData } from '@pals/core/importGuard';
import type { TabName, Workbook } from '@pals/core/workbook';
import type { Db } from './database.ts';
import type { Database } from './schema.ts';

type SyncedTable = 'settings' | 'programs' | 'staff' | 'roster' | 'participants' | 'rooms' | 'hubs' | 'tasks';
const syncedTables: SyncedTable[] = ['settings', 'programs', 'staff', 'roster', 'participants', 'rooms', 'hubs', 'tasks'];
const chunkSize = 200;
const yes = (value: boolean) => (value ? 1 : 0);

function rowsOf(workbook: Workbook): { [T in SyncedTable]: Database[T][] } {
  return {
    settings: workbook.settings.map((s) => ({ key: s.key.toLowerCase(), value: s.value ?? '' })),
    programs: workbook.programs.map(({ program, ...p }) => ({ name: program, ...p })),
    staff: workbook.staff,
    roster: workbook.roster.map((r, position) => ({ position, ...r })),
    participants: workbook.participants.map(({ phone, is_lead, is_staff, ...p }, position) => ({
      position,
      ...p,
      is_lead: yes(is_lead),
      is_staff: yes(is_staff),
      phones: phone.join(';'),
    })),
    rooms: workbook.rooms.map((r, position) => ({ position, ...r })),
    hubs: workbook.hubs.map((h, position) => ({ position, ...h })),
    tasks: workbook.tasks.map(({ date, optional, checkboxes, ...t }, position) => ({
      position,
      ...t,
      optional: yes(optional),
      date: date.kind === 'absolute' ? date.date : `${date.amount} ${date.unit}`,
      checkboxes: JSON.stringify(checkboxes),
    })),
  };
}

export type RowCounts = Record<SyncedTable, number>;

/** Replaces every table but the kept ones; call it inside the import's transaction. */
export async function replaceWorkbook(trx: Db, workbook: Workbook, keptTabs: readonly TabName[]): Promise<RowCounts> {
  const rows = rowsOf(workbook);
  for (const table of syncedTables) {
    if (keptTabs.includes(table)) continue;
    await trx.deleteFrom(table).execute();
    const all = rows[table] as Database[SyncedTable][];
    for (let start = 0; start < all.length; start += chunkSize) {
      await trx
        .insertInto(table)
        .values(all.slice(start, start + chunkSize) as never)
        .execute();
    }
  }
  return rowCounts(trx);
}

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
