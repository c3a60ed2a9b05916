// The synced tables: a whole workbook goes in at once, in one transaction, or not at all.
import type { Workbook } from '@pals/core/workbook';
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

export async function replaceWorkbook(db: Db, workbook: Workbook): Promise<RowCounts> {
  const rows = rowsOf(workbook);
  await db.transaction().execute(async (trx) => {
    for (const table of syncedTables) {
      await trx.deleteFrom(table).execute();
      const all = rows[table] as Database[SyncedTable][];
      for (let start = 0; start < all.length; start += chunkSize) {
        await trx.insertInto(table).values(all.slice(start, start + chunkSize) as never).execute();
      }
    }
  });
  return Object.fromEntries(syncedTables.map((table) => [table, rows[table].length])) as RowCounts;
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

export function listStaff(db: Db) {
  return db.selectFrom('staff').selectAll().orderBy('full_name').execute();
}

export async function readSettings(db: Db): Promise<Map<string, string>> {
  const rows = await db.selectFrom('settings').selectAll().execute();
  return new Map(rows.map((row) => [row.key, row.value]));
}
