// A program's synced rows, in the workbook's order: its roster and its rooms.
import type { Db } from './database.ts';

/** The roster as staff see it, with each person's room. */
export function rosterOf(db: Db, program: string) {
  return db
    .selectFrom('roster')
    .select(['name', 'title', 'room', 'phone', 'team'])
    .where('program', '=', program)
    .orderBy('position')
    .execute();
}

/** The roster as participants see it: rooms are never read (docs/product.md#calls). */
export function participantRosterOf(db: Db, program: string) {
  return db.selectFrom('roster').select(['name', 'title', 'phone', 'team']).where('program', '=', program).orderBy('position').execute();
}

export async function roomNamesOf(db: Db, program: string): Promise<string[]> {
  const rows = await db.selectFrom('rooms').select('room').where('program', '=', program).orderBy('position').execute();
  return rows.map((row) => row.room);
}

export async function participantsOf(db: Db, program: string) {
  const rows = await db.selectFrom('participants').selectAll().where('program', '=', program).orderBy('position').execute();
  return rows.map((row) => ({
    name: row.name,
    role: row.role ?? '',
    is_lead: row.is_lead === 1,
    is_staff: row.is_staff === 1,
    phones: row.phones ? row.phones.split(';') : [],
  }));
}

export function listHubs(db: Db) {
  return db.selectFrom('hubs').selectAll().orderBy('position').execute();
}
