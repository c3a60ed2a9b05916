// The job table: rows to send outside, claimed by one instance at a time, retried with backoff.
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Db } from './database.ts';
import { z } from 'zod/mini';
import { delayAfter, type Backoff } from '../retry.ts';
import type { Database, OutboxTable } from './schema.ts';
import { readStoredJson } from './storedJson.ts';

/** What each kind of row carries, checked when the worker reads it back. */
const jobPayloads = {
  /** A feedback for the Feedback Sheet (feedback/feedbackExport.ts). */
  feedback_export: z.object({ time: z.string(), program: z.nullable(z.string()), name: z.nullable(z.string()), message: z.string() }),
  /** A text send to finish if the request carrying it out stopped (texts/finishSends.ts). */
  text_send: z.object({ sendId: z.string() }),
} satisfies Record<OutboxTable['kind'], z.ZodMiniType>;
export type JobPayload<K extends OutboxTable['kind']> = z.infer<(typeof jobPayloads)[K]>;

/** A claimed row's payload, or a StoredDataError naming the row (the worker records it as the row's last error). */
export function payloadOf<K extends OutboxTable['kind']>(row: { id: string; kind: K; payload: string }): JobPayload<K> {
  // TypeScript cannot follow `K` through the table's index; the schema read is the row's own kind's.
  return readStoredJson(jobPayloads[row.kind] as z.ZodMiniType, row.payload, `outbox.payload of ${row.id}`) as JobPayload<K>;
}

/** `claim`: the row starts held by its writer (a text send the request itself carries out), so the
 * worker takes it only once that claim's lease runs out unrenewed (the writer stopped). */
export async function enqueue<K extends OutboxTable['kind']>(
  trx: Transaction<Database> | Db,
  kind: K,
  payload: JobPayload<K>,
  now = Date.now(),
  claim?: { token: string; until: number },
): Promise<string> {
  const id = randomUUID();
  await trx
    .insertInto('outbox')
    .values({
      id,
      kind,
      payload: JSON.stringify(payload),
      created_at: new Date(now).toISOString(),
      attempts: 0,
      next_attempt_at: now,
      claimed_until: claim?.until ?? null,
      claim_token: claim?.token ?? null,
      last_error: null,
      done_at: null,
    })
    .execute();
  return id;
}

/** Claims up to `limit` due rows for `leaseMs` under `token` (the pass's own): an UPDATE … RETURNING
 * of rows nobody holds, so two instances never take the same row (on PostgreSQL the pick skips
 * rows another transaction locks). */
export async function claimDue(db: Db, now: number, leaseMs: number, limit: number, postgres: boolean, token: string = randomUUID()) {
  const due = db
    .selectFrom('outbox')
    .select('id')
    .where('done_at', 'is', null)
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
    .orderBy('created_at')
    .limit(limit);
  return db
    .updateTable('outbox')
    .set({ claimed_until: now + leaseMs, claim_token: token })
    .where('id', 'in', postgres ? due.forUpdate().skipLocked() : due)
    .returningAll()
    .execute();
}

/** Holds the claim `leaseMs` longer; false when the pass no longer holds it (its lease ran out and
 * another pass took the row, which changes the token, or the row is done). */
export async function renewClaim(db: Db, id: string, token: string, now: number, leaseMs: number): Promise<boolean> {
  const renewed = await db
    .updateTable('outbox')
    .set({ claimed_until: now + leaseMs })
    .where('id', '=', id)
    .where('claim_token', '=', token)
    .where('done_at', 'is', null)
    .executeTakeFirst();
  return Number(renewed.numUpdatedRows) === 1;
}

/** Lets go of the claim (a graceful stop): the row is due again at once for whichever pass looks
 * next, on this instance or another; false when this token no longer held it. */
export async function releaseClaim(db: Db, id: string, token: string): Promise<boolean> {
  const released = await db
    .updateTable('outbox')
    .set({ claimed_until: null, claim_token: null })
    .where('id', '=', id)
    .where('claim_token', '=', token)
    .where('done_at', 'is', null)
    .executeTakeFirst();
  return Number(released.numUpdatedRows) === 1;
}

export async function markDone(db: Db, id: string, now = Date.now()): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ done_at: new Date(now).toISOString(), claimed_until: null, claim_token: null, last_error: null })
    .where('id', '=', id)
    .execute();
}

/** The job table's tries: 30 s, 1 min, 2 min, … at most an hour apart. */
export const jobBackoff: Backoff = { firstDelayMs: 30_000, maxDelayMs: 3_600_000 };

/** Another try later, on jobBackoff; only by the pass holding the claim. */
export async function markFailed(db: Db, id: string, token: string, attempts: number, error: string, now = Date.now()): Promise<void> {
  const delay = delayAfter(attempts + 1, jobBackoff);
  await db
    .updateTable('outbox')
    .set({ attempts: attempts + 1, next_attempt_at: now + delay, claimed_until: null, claim_token: null, last_error: error })
    .where('id', '=', id)
    .where('claim_token', '=', token)
    .execute();
}

export async function jobStatus(db: Db): Promise<{ pending: number; lastError: string | null }> {
  const pending = await db
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('kind', '=', 'feedback_export')
    .where('done_at', 'is', null)
    .executeTakeFirstOrThrow();
  const failed = await db
    .selectFrom('outbox')
    .select('last_error')
    .where('kind', '=', 'feedback_export')
    .where('done_at', 'is', null)
    .where('last_error', 'is not', null)
    .orderBy('next_attempt_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return { pending: Number(pending.n), lastError: failed?.last_error ?? null };
}
