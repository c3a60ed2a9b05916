// Migration 0009_last_import_index: frozen. Released, so never changed (docs/decisions/035-migrations-are-frozen-files.md); it imports
// nothing but 'kysely', so a later change to the app cannot change what it does.
import type { Kysely } from 'kysely';

/** Every call asks for the last imported sync (lastupdate); a sync every 10 minutes makes ~50,000 runs a year. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('sync_runs_last_import').on('sync_runs').columns(['outcome', 'finished_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('sync_runs_last_import').execute();
}
