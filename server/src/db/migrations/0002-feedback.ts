// Migration 0002_feedback: frozen. Released, so never changed (docs/decisions/035-migrations-are-frozen-files.md); it imports
// nothing but 'kysely', so a later change to the app cannot change what it does.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('feedback')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('program', 'text')
    .addColumn('sender_kind', 'text', (c) => c.notNull())
    .addColumn('staff_email', 'text')
    .addColumn('name', 'text')
    .addColumn('message', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('feedback_created').on('feedback').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('feedback').execute();
}
