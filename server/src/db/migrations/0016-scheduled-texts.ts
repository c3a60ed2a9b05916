// Migration 0016_scheduled_texts: frozen. Released, so never changed (docs/decisions/035-migrations-are-frozen-files.md); it imports
// nothing but 'kysely', so a later change to the app cannot change what it does.
import type { Kysely } from 'kysely';

/** Scheduled program texts (docs/product.md#scheduled-texts): each waits in the database until its
 * time; the send it became is a text_sends row like any other, which records when it was due. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('scheduled_texts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('sender_email', 'text', (c) => c.notNull())
    .addColumn('program', 'text')
    .addColumn('typed_number', 'text')
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('send_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('send_id', 'text')
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema.createIndex('scheduled_texts_due').on('scheduled_texts').columns(['status', 'send_at']).execute();
  await db.schema.alterTable('text_sends').addColumn('scheduled_for', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('text_sends').dropColumn('scheduled_for').execute();
  await db.schema.dropTable('scheduled_texts').execute();
}
