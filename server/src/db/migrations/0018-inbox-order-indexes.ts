// Migration 0018_inbox_order_indexes: frozen once released (docs/decisions/035-migrations-are-frozen-files.md); it imports
// nothing but 'kysely', so a later change to the app cannot change what it does.
import { sql, type Kysely } from 'kysely';

/** The admin inboxes list newest first (time descending, then id), of one program or all
 * (docs/decisions/051-admin-inboxes-page-over-an-index-in-their-order.md): an index in exactly that
 * order lets a page, first or deep, and the count of a program's rows read the index alone, not sort
 * the whole table. Same statements on SQLite and PostgreSQL. */
const indexes = [
  ['feedback_program_newest', 'feedback (program, created_at desc, id)'],
  ['feedback_newest', 'feedback (created_at desc, id)'],
  ['notes_program_newest', 'notes (program, created_at desc, id)'],
  ['notes_newest', 'notes (created_at desc, id)'],
  ['text_sends_program_newest', 'text_sends (program, created_at desc, id)'],
  ['text_sends_newest', 'text_sends (created_at desc, id)'],
  ['text_replies_newest', 'text_replies (received_at desc, message_sid)'],
  // The reports and tasks grids, and the reports download, list staff by name (of one program or all).
  ['staff_program', 'staff (program, full_name, email)'],
  ['staff_by_name', 'staff (full_name, email)'],
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, on] of indexes) await sql.raw(`create index ${name} on ${on}`).execute(db);
  // Superseded: the new indexes begin with the same columns.
  await db.schema.dropIndex('feedback_created').execute();
  await db.schema.dropIndex('notes_program').execute();
  await db.schema.dropIndex('text_replies_received').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [name] of indexes) await db.schema.dropIndex(name).execute();
  await db.schema.createIndex('feedback_created').on('feedback').column('created_at').execute();
  await db.schema.createIndex('notes_program').on('notes').columns(['program', 'created_at']).execute();
  await db.schema.createIndex('text_replies_received').on('text_replies').columns(['received_at']).execute();
}
