// Migration 0005_notes: frozen. Released, so never changed (docs/decisions/035-migrations-are-frozen-files.md); it imports
// nothing but 'kysely', so a later change to the app cannot change what it does.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('notes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('author_email', 'text', (c) => c.notNull())
    .addColumn('program', 'text', (c) => c.notNull())
    .addColumn('participant', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('notes_program').on('notes').columns(['program', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('notes').execute();
}
