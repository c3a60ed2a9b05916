// Migration 0021_camp_password_verdicts: frozen once released (docs/decisions/035-migrations-are-frozen-files.md); it imports
// nothing but 'kysely', so a later change to the app cannot change what it does.
import type { Kysely } from 'kysely';

/** Each program's camp password verdict, kept with the SHA-256 of the password it judged
 * (docs/decisions/062-camp-password-verdicts-are-kept-in-the-database.md): a server that starts, or
 * another instance, reads the verdicts instead of judging every password again. `reason` is null
 * when the password is not easy to guess. Same statements on SQLite and PostgreSQL. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('camp_password_verdicts')
    .addColumn('program', 'text', (c) => c.primaryKey())
    .addColumn('password_sha256', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('suggestion', 'text')
    .addColumn('judged_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('camp_password_verdicts').execute();
}
