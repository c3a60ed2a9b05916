// Migration 0013_texts_delivery: frozen. Released, so never changed (docs/decisions/035-migrations-are-frozen-files.md); it imports
// nothing but 'kysely', so a later change to the app cannot change what it does.
import type { Kysely } from 'kysely';

/** Issue 16: each recipient's hand-off (waiting, handed to the provider, then its outcome) and
 * delivery as Twilio reports it; replies and opt-outs; a staff member's own phone for a test text. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('text_recipients').addColumn('handed_at', 'text').execute();
  await db.schema.createIndex('text_recipients_provider_id').on('text_recipients').column('provider_id').execute();
  await db.schema
    .alterTable('text_sends')
    .addColumn('test', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('text_sends_unfinished').on('text_sends').column('finished_at').execute();
  await db.schema
    .createTable('text_deliveries')
    .addColumn('message_sid', 'text', (c) => c.primaryKey())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('rank', 'integer', (c) => c.notNull())
    .addColumn('error_code', 'integer')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('text_replies')
    .addColumn('message_sid', 'text', (c) => c.primaryKey())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addColumn('from_phone', 'text', (c) => c.notNull())
    .addColumn('who', 'text')
    .addColumn('program', 'text')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('keyword', 'text')
    .execute();
  await db.schema.createIndex('text_replies_received').on('text_replies').columns(['received_at']).execute();
  await db.schema
    .createTable('text_opt_outs')
    .addColumn('phone', 'text', (c) => c.primaryKey())
    .addColumn('since', 'text', (c) => c.notNull())
    .addColumn('keyword', 'text', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('staff').addColumn('phone', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('staff').dropColumn('phone').execute();
  await db.schema.dropTable('text_opt_outs').execute();
  await db.schema.dropTable('text_replies').execute();
  await db.schema.dropTable('text_deliveries').execute();
  await db.schema.dropIndex('text_sends_unfinished').execute();
  await db.schema.alterTable('text_sends').dropColumn('test').execute();
  await db.schema.dropIndex('text_recipients_provider_id').execute();
  await db.schema.alterTable('text_recipients').dropColumn('handed_at').execute();
}
