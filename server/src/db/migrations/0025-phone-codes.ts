// Migration 0025_phone_codes: frozen once released (docs/decisions/035-migrations-are-frozen-files.md); it imports
// nothing but 'kysely', so a later change to the app cannot change what it does.
import type { Kysely } from 'kysely';

/** "Let a phone in" codes (docs/decisions/072-a-staff-code-lets-a-phone-in.md): each kept by its SHA-256
 * only, with the program it signs in to, who made it and when, until when it works (ISO), and when it
 * was used (null: not yet). Same statements on SQLite and PostgreSQL. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('phone_codes')
    .addColumn('code_sha256', 'text', (c) => c.primaryKey())
    .addColumn('program', 'text', (c) => c.notNull())
    .addColumn('made_by', 'text', (c) => c.notNull())
    .addColumn('made_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('phone_codes').execute();
}
