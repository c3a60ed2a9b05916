// Migration 0011_hardening: frozen. Released, so never changed (docs/decisions/035-migrations-are-frozen-files.md); it imports
// nothing but 'kysely' (and node:crypto for the seal), so a later change to the app cannot change
// what it does.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';

/** The tables as this migration reads and writes them: frozen here, not the app's schema.ts. */
type Tables = {
  sessions: { id_hash: string; kind: string; program: string | null; password_seal: string | null };
  programs: { name: string; camp_password: string };
};

/**
 * Frozen on purpose: a copy of auth/sessions.ts's passwordSeal as it was when this migration was
 * released. Sessions open at the upgrade are sealed with exactly this; should the app's seal ever
 * change, the app must handle the old seals itself, and this copy must not follow it.
 */
const passwordSeal = (idHash: string, campPassword: string) => createHash('sha256').update(`${idHash}\u0000${campPassword}`).digest('hex');

/** Issue 14: participant sessions sealed with their camp password (item 5; sessions open today are
 * sealed with their program's current password, so nobody is signed out by the upgrade), and the
 * outbox pass that holds a claim (item 14). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('password_seal', 'text').execute();
  await db.schema.alterTable('outbox').addColumn('claim_token', 'text').execute();
  const sessions = db as Kysely<Tables>;
  const open = await sessions
    .selectFrom('sessions')
    .innerJoin('programs', 'programs.name', 'sessions.program')
    .select(['sessions.id_hash', 'programs.camp_password'])
    .where('sessions.kind', '=', 'participant')
    .execute();
  for (const row of open)
    await sessions
      .updateTable('sessions')
      .set({ password_seal: passwordSeal(row.id_hash, row.camp_password) })
      .where('id_hash', '=', row.id_hash)
      .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('outbox').dropColumn('claim_token').execute();
  await db.schema.alterTable('sessions').dropColumn('password_seal').execute();
}
