// What participants and staff sent, for the Administrator: newest first, by program, a page at a time.
import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';

const pageSize = 50;

export interface Page<T> {
  rows: T[];
  page: number;
  pages: number;
  total: number;
}

/** A 1-based page (the CSV downloads read in batches: inboxExports.ts). */
export type Paging = { page: number };

type InboxTable = 'feedback' | 'notes' | 'text_sends';

/** A table's rows, newest first, of one program or all, a page at a time. */
export async function newestFirst<T extends InboxTable>(
  db: Db,
  table: T,
  program: string | undefined,
  paging: Paging,
): Promise<Page<Selectable<Database[T]>>> {
  const base = () => {
    const query = db.selectFrom(table as InboxTable);
    return program ? query.where('program', '=', program) : query;
  };
  const total = Number(
    (
      await base()
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  // The page's ids first, from the index alone (the offset skips index entries, not rows), then
  // those 50 rows (docs/decisions/049-admin-inboxes-page-over-an-index-in-their-order.md).
  const ids = base()
    .select('id')
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(pageSize)
    .offset((paging.page - 1) * pageSize);
  const rows = await db
    .selectFrom(table as InboxTable)
    .selectAll()
    .where('id', 'in', ids)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return { rows: rows as Selectable<Database[T]>[], page: paging.page, pages: Math.max(1, Math.ceil(total / pageSize)), total };
}

export const feedbackPage = (db: Db, program: string | undefined, paging: Paging) => newestFirst(db, 'feedback', program, paging);
export const notesPage = (db: Db, program: string | undefined, paging: Paging) => newestFirst(db, 'notes', program, paging);

/** Texts people sent to the camp's number (docs/product.md#texts), newest first, under every program their
 * number matched (a number two people of two programs share is listed under both), with those programs. */
export async function repliesPage(
  db: Db,
  program: string | undefined,
  paging: Paging,
): Promise<Page<Selectable<Database['text_replies']> & { programs: string[] }>> {
  const base = () => {
    const query = db.selectFrom('text_replies');
    return program
      ? query.where('message_sid', 'in', db.selectFrom('text_reply_programs').select('message_sid').where('program', '=', program))
      : query;
  };
  const total = Number(
    (
      await base()
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  const ordered = base().selectAll().orderBy('received_at', 'desc').orderBy('message_sid');
  const rows = await ordered
    .limit(pageSize)
    .offset((paging.page - 1) * pageSize)
    .execute();
  const sids = rows.map((row) => row.message_sid);
  const matched =
    sids.length === 0
      ? []
      : await db.selectFrom('text_reply_programs').selectAll().where('message_sid', 'in', sids).orderBy('program').execute();
  const withPrograms = rows.map((row) => ({
    ...row,
    programs: matched.filter((m) => m.message_sid === row.message_sid).map((m) => m.program),
  }));
  return { rows: withPrograms, page: paging.page, pages: Math.max(1, Math.ceil(total / pageSize)), total };
}
