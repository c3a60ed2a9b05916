// Migration 0026_headcounts: frozen once released (docs/decisions/035-migrations-are-frozen-files.md); it imports
// nothing but 'kysely', so a later change to the app cannot change what it does.
import type { Kysely } from 'kysely';

/** Headcounts (docs/product.md#screen-headcount): one row per count a leader finished, append-only.
 * `team` is null for a count of everyone; `listed` and `missing` are JSON arrays of names as the
 * phone showed them; `counted_at` is when the count was finished on the phone, `camp_date` its camp
 * day (US Eastern), `received_at` when the server stored it; times ISO. Same statements on SQLite and
 * PostgreSQL. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('headcounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('program', 'text', (c) => c.notNull())
    .addColumn('team', 'text')
    .addColumn('moment', 'text', (c) => c.notNull())
    .addColumn('counter_email', 'text', (c) => c.notNull())
    .addColumn('counter_name', 'text', (c) => c.notNull())
    .addColumn('counted_at', 'text', (c) => c.notNull())
    .addColumn('camp_date', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addColumn('present_count', 'integer', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('listed', 'text', (c) => c.notNull())
    .addColumn('missing', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('headcounts_program_day').on('headcounts').columns(['program', 'camp_date', 'counted_at']).execute();
  await db.schema.createIndex('headcounts_day').on('headcounts').columns(['camp_date', 'counted_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('headcounts').execute();
}
