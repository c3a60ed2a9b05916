// Migration 0027_anonymous_feedback: frozen once released (docs/decisions/035-migrations-are-frozen-files.md); it imports
// nothing but 'kysely', so a later change to the app cannot change what it does.
import type { Kysely } from 'kysely';

/** Anonymous means anonymous: feedback sent with the name left empty keeps no email of the staff
 * member who sent it. Until now it kept one; this removes it from the rows already stored. Same
 * statement on SQLite and PostgreSQL. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.updateTable('feedback').set({ staff_email: null }).where('name', 'is', null).execute();
}

/** The emails it removed are gone: nothing to put back. */
export async function down(): Promise<void> {}
