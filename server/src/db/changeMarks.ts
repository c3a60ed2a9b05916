// The marks every write to an admin inbox's tables moves, by the database's own triggers (migration
// 0020, docs/decisions/060-admin-pages-are-kept-until-their-tables-change.md).
import type { Db } from './database.ts';
import type { Database } from './schema.ts';

export type ChangeMark = Database['change_marks']['name'];

/** The inbox's mark now: one row read by its key. */
export async function changeMark(db: Db, name: ChangeMark): Promise<string> {
  const row = await db.selectFrom('change_marks').select('mark').where('name', '=', name).executeTakeFirstOrThrow();
  return String(row.mark);
}
