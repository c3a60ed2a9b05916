// Migration 0010_idempotency: frozen. Released, so never changed (docs/decisions/035-migrations-are-frozen-files.md); it imports
// nothing but 'kysely', so a later change to the app cannot change what it does.
import { sql, type Kysely } from 'kysely';

/** Idempotency-Keys of every write kind in one table; the keys of texts sent before it come along,
 * so a retry that spans the upgrade still sends nothing. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('fingerprint', 'text')
    .addColumn('answer', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_key', ['scope', 'key'])
    .execute();
  await sql`insert into idempotency_keys (scope, key, fingerprint, answer, created_at)
    select 'staff:' || sender_email, idempotency_key, null, answer, created_at from text_sends`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').execute();
}
