// Migration 0023_send_pauses: frozen once released (docs/decisions/035-migrations-are-frozen-files.md); it imports
// nothing but 'kysely', so a later change to the app cannot change what it does.
import type { Kysely } from 'kysely';

/** A send keeps when it last paused because the server sending it stopped, and when another server
 * took it on again (ISO times; null: never paused), so the sender's progress and /admin say so. A
 * recipient keeps how a hand-over cut off by a stop was settled by asking the provider: `found`
 * (the provider had it: sent), `resent` (it had not: handed over again) or `unasked` (the provider
 * could not be asked: unknown). Null for every recipient whose hand-over was not cut off. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('text_sends').addColumn('paused_at', 'text').execute();
  await db.schema.alterTable('text_sends').addColumn('resumed_at', 'text').execute();
  await db.schema.alterTable('text_recipients').addColumn('settled', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('text_recipients').dropColumn('settled').execute();
  await db.schema.alterTable('text_sends').dropColumn('resumed_at').execute();
  await db.schema.alterTable('text_sends').dropColumn('paused_at').execute();
}
