// Migration 0003_reports: frozen. Released, so never changed (docs/decisions/035-migrations-are-frozen-files.md); it imports
// nothing but 'kysely', so a later change to the app cannot change what it does.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('report_submissions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('program', 'text')
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('section', 'text', (c) => c.notNull())
    .addColumn('answers', 'text', (c) => c.notNull())
    .addColumn('submitted_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('report_submissions_person')
    .on('report_submissions')
    .columns(['email', 'day', 'section', 'submitted_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('report_submissions').execute();
}
