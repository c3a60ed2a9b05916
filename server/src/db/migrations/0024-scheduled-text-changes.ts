// Migration 0024_scheduled_text_changes: frozen once released (docs/decisions/035-migrations-are-frozen-files.md); it imports
// nothing but 'kysely', so a later change to the app cannot change what it does.
import type { Kysely } from 'kysely';

/** Who last changed a scheduled text's words or time, and when (docs/decisions/071-a-scheduled-text-goes-out-under-its-last-writer.md):
 * null while no one has. Same statements on SQLite and PostgreSQL. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('scheduled_texts').addColumn('changed_by_email', 'text').execute();
  await db.schema.alterTable('scheduled_texts').addColumn('changed_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('scheduled_texts').dropColumn('changed_at').execute();
  await db.schema.alterTable('scheduled_texts').dropColumn('changed_by_email').execute();
}
