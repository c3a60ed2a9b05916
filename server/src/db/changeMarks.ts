// The marks every write to an admin page's tables moves, by the database's own triggers (migration
// 0020, docs/decisions/058-admin-pages-are-kept-until-their-tables-change.md), each the sum of its
// rows (migration 0022, docs/decisions/062-a-change-mark-is-a-sum-of-rows.md).
import DataLoader from 'dataloader';
import type { Db } from './database.ts';
import type { Database } from './schema.ts';

export type ChangeMark = Database['change_marks']['name'];

const markReads = new WeakMap<Db, DataLoader<ChangeMark, string>>();

/** The mark now. Every request of one turn of the event loop is answered by one read (DataLoader, its
 * batch sent once the turn's other requests have come in, at setImmediate, so each read is made after
 * the request that asked for it came in), as the sessions' reads are (auth/sessions.ts): 50 admins'
 * requests at once are one round trip to PostgreSQL, not 50. Nothing is remembered between reads. */
export function changeMark(db: Db, name: ChangeMark): Promise<string> {
  let loader = markReads.get(db);
  if (!loader) {
    loader = new DataLoader<ChangeMark, string>(
      async (names) => {
        // A mark is the sum of its rows (PostgreSQL moves one of 64 a commit, migration 0022).
        const rows = await db
          .selectFrom('change_marks')
          .select((eb) => ['name', eb.fn.sum<number | string>('mark').as('mark')])
          .where('name', 'in', [...new Set(names)])
          .groupBy('name')
          .execute();
        const marks = new Map(rows.map((row) => [row.name, String(row.mark)]));
        return names.map((n) => marks.get(n) ?? new Error(`no change mark ${n}`));
      },
      { cache: false, batchScheduleFn: (send) => setImmediate(send) },
    );
    markReads.set(db, loader);
  }
  return loader.load(name);
}
