// Migration 0028_headcount_alerts: frozen once released (docs/decisions/035-migrations-are-frozen-files.md); it imports
// nothing but 'kysely', so a later change to the app cannot change what it does.
import type { Kysely } from 'kysely';

/** Texting Program Staff from a count with someone missing (docs/product.md#screen-headcount). A
 * count keeps the Idempotency-Key it was sent with (`idempotency_key`; null for a count stored
 * before, or sent without one): the phone names a count by it, as it may not have sent the count
 * yet. `headcount_alerts` has one row per count Program Staff were texted about, keyed by the
 * count's id, so a second text about one count is refused; `send_id` is the text's `text_sends` row,
 * `sent_at` ISO. Same statements on SQLite and PostgreSQL. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('headcounts').addColumn('idempotency_key', 'text').execute();
  await db.schema.createIndex('headcounts_counter_key').unique().on('headcounts').columns(['counter_email', 'idempotency_key']).execute();
  await db.schema
    .createTable('headcount_alerts')
    .addColumn('headcount_id', 'text', (c) => c.primaryKey())
    .addColumn('send_id', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('headcount_alerts').execute();
  await db.schema.dropIndex('headcounts_counter_key').execute();
  await db.schema.alterTable('headcounts').dropColumn('idempotency_key').execute();
}
