// Migration 0006_texts: frozen. Released, so never changed (docs/decisions/035-migrations-are-frozen-files.md); it imports
// nothing but 'kysely', so a later change to the app cannot change what it does.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('sync_runs')
    .addColumn('warnings', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema
    .createTable('text_sends')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('sender_email', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .addColumn('program', 'text')
    .addColumn('typed_number', 'text')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('answer', 'text')
    .addUniqueConstraint('text_sends_key', ['sender_email', 'idempotency_key'])
    .execute();
  await db.schema
    .createTable('text_recipients')
    .addColumn('send_id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('provider_id', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('text_recipients_key', ['send_id', 'position'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('text_recipients').execute();
  await db.schema.dropTable('text_sends').execute();
  await db.schema.alterTable('sync_runs').dropColumn('warnings').execute();
}
