// Migration 0007_shared_state: frozen. Released, so never changed (docs/decisions/035-migrations-are-frozen-files.md); it imports
// nothing but 'kysely', so a later change to the app cannot change what it does.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('sync_claims')
    .addColumn('slot', 'bigint', (c) => c.primaryKey())
    .addColumn('claimed_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sync_claims').execute();
  await db.schema.dropTable('rate_limits').execute();
}
