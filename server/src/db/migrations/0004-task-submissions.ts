// Migration 0004_task_submissions: frozen. Released, so never changed (docs/decisions/035-migrations-are-frozen-files.md); it imports
// nothing but 'kysely', so a later change to the app cannot change what it does.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('task_submissions')
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('task_submissions_key', ['email', 'key'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('task_submissions').execute();
}
