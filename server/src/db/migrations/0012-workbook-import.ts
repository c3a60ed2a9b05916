// Migration 0012_workbook_import: frozen. Released, so never changed (docs/decisions/035-migrations-are-frozen-files.md); it imports
// nothing but 'kysely', so a later change to the app cannot change what it does.
import type { Kysely } from 'kysely';

/** Issue 15: a sync records each problem (tab, row, column, the cell's value, what to write instead)
 * and, when the mass-change guard holds it, what would have changed. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('sync_runs')
    .addColumn('problems', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema.alterTable('sync_runs').addColumn('held', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sync_runs').dropColumn('held').execute();
  await db.schema.alterTable('sync_runs').dropColumn('problems').execute();
}
