// Idempotency-Keys and the first answer given for each (docs/architecture.md "Exactly once").
import type { Db } from './database.ts';

/** One person's key for one write: scope says whose, fingerprint what was asked. */
export interface KeyClaim {
  scope: string;
  key: string;
  fingerprint: string;
}

export function findKey(db: Db, claim: KeyClaim) {
  return db
    .selectFrom('idempotency_keys')
    .select(['fingerprint', 'answer'])
    .where('scope', '=', claim.scope)
    .where('key', '=', claim.key)
    .executeTakeFirst();
}

/** Takes the key inside the write's transaction; false when another request holds it. On
 * PostgreSQL a second transaction inserting the same key waits here until the first one ends. */
export async function takeKey(trx: Db, claim: KeyClaim, now = new Date()): Promise<boolean> {
  const result = await trx
    .insertInto('idempotency_keys')
    .values({ scope: claim.scope, key: claim.key, fingerprint: claim.fingerprint, answer: null, created_at: now.toISOString() })
    .onConflict((oc) => oc.columns(['scope', 'key']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function keepAnswer(db: Db, claim: KeyClaim, answer: unknown): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ answer: JSON.stringify(answer) })
    .where('scope', '=', claim.scope)
    .where('key', '=', claim.key)
    .execute();
}
