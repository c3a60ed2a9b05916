// Exactly once (docs/architecture.md "Exactly once"): a write made with an Idempotency-Key stores
// the key with its record in one transaction, and a repeat of the key gets the first answer and
// stores nothing. The one way every keyed call (core/api.ts `idempotent: true`) does it.
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import stringify from 'safe-stable-stringify';
import { z } from 'zod/mini';
import type { Person } from '../auth/person.ts';
import { sessionToken } from '../auth/cookies.ts';
import { inTransaction, type Db } from '../db/database.ts';
import { findKey, keepAnswer, takeKey, type KeyClaim } from '../db/idempotency.ts';
import { readStoredJson } from '../db/storedJson.ts';
import { Failure, fail } from './errors.ts';

const idempotencyHeader = 'Idempotency-Key';
/** A UUID is 36 characters; 100 leaves room for any client's scheme and none for abuse. */
const goodKey = /^[A-Za-z0-9._~:/+=-]{1,100}$/;

/** What the key needs from a call: who asks, what they ask, and where. */
export interface KeyedCall {
  request: FastifyRequest;
  person: Person | null;
  body: unknown;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Whose key: a staff member's across sessions (a reload or new sign-in still repeats), a
 * participant's only within the session, since a camp password is shared by the whole program. */
function scopeOf(call: KeyedCall): string {
  if (call.person?.kind === 'staff') return `staff:${call.person.staff.email}`;
  return `session:${sha256(`idempotency\u0000${sessionToken(call.request) ?? ''}`)}`;
}

/** The call's key, checked: null without the header (older tabs), 400 naming the header when it is
 * malformed, or missing where `required`. */
export function claimOf(call: KeyedCall, options: { required?: boolean; missing?: string } = {}): KeyClaim | null {
  const key = call.request.headers['idempotency-key'];
  if (key === undefined && !options.required) return null;
  if (key === undefined)
    throw fail.badInput(options.missing ?? `This call needs an ${idempotencyHeader} header.`, { [idempotencyHeader]: 'is required' });
  if (typeof key !== 'string' || !goodKey.test(key))
    throw fail.badInput(`The ${idempotencyHeader} header must be 1 to 100 letters, digits or - _ . : ~ / + = characters.`, {
      [idempotencyHeader]: 'must be 1 to 100 letters, digits or - _ . : ~ / + =',
    });
  const { method, routeOptions } = call.request;
  return { scope: scopeOf(call), key, fingerprint: sha256(`${method} ${routeOptions.url ?? ''}\u0000${stringify(call.body ?? null)}`) };
}

export interface OnceOptions {
  /** How long a repeat waits for a first request still at work (only texts answer after the commit). */
  waitMs?: number;
  /** The 409 message when it is still at work after that. */
  stillWorking?: string;
  /** A key recorded before 0010 (no fingerprint) is a text's: only a text repeats it. */
  takesKeysFromBefore0010?: boolean;
}

/** The answer already given for this key, 422 for a different body, or null for a new key. */
async function earlierAnswer(db: Db, claim: KeyClaim, options: OnceOptions): Promise<{ answer: unknown } | null> {
  const until = Date.now() + (options.waitMs ?? 0);
  for (;;) {
    const row = await findKey(db, claim);
    if (!row) return null;
    if (row.fingerprint === null ? !options.takesKeysFromBefore0010 : row.fingerprint !== claim.fingerprint)
      throw new Failure(422, 'idempotency_key_reused', `This ${idempotencyHeader} was already used for a different submission.`, {
        [idempotencyHeader]: 'was already used for a different submission',
      });
    // Any JSON: the answer goes out through the call's answer schema (http/route.ts), which checks it.
    if (row.answer !== null) return { answer: readStoredJson(z.unknown(), row.answer, `idempotency_keys.answer of the key ${claim.key}`) };
    if (Date.now() >= until)
      throw new Failure(409, 'in_progress', options.stillWorking ?? 'This is still being saved. Please wait a moment and check again.');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

class KeyTaken extends Error {}

/**
 * Makes one keyed write. `write` checks and stores in one transaction with the key (its reads go
 * through the transaction it is given); its result is the answer, unless `finish` works on after
 * the commit (a text's sends) and gives the answer. A refused write stores nothing, key included,
 * so its repeat is judged afresh. Without a key (`claim` null) the write simply runs.
 */
export async function once<W, A = W>(
  db: Db,
  claim: KeyClaim | null,
  steps: { write: (trx: Db) => Promise<W>; finish?: (written: W) => Promise<A> },
  options: OnceOptions = {},
): Promise<A> {
  const finish = steps.finish ?? (async (written: W) => written as unknown as A);
  if (!claim) return finish(await inTransaction(db, steps.write));
  // The key is the transaction's first statement, not a look before it: a new key (nearly every
  // write) costs no read of its own, and a key already stored is refused by the insert before the
  // write runs, so a repeat is answered from the key as before (docs/performance.md "Scale").
  let written: W;
  try {
    written = await db.transaction().execute(async (trx) => {
      if (!(await takeKey(trx, claim))) throw new KeyTaken();
      const result = await steps.write(trx);
      if (!steps.finish) await keepAnswer(trx, claim, result);
      return result;
    });
  } catch (error) {
    if (!(error instanceof KeyTaken)) throw error;
    // A repeat, or the same key arrived twice at once and the other request stored first: answer as it did.
    const earlier = await earlierAnswer(db, claim, { ...options, waitMs: options.waitMs ?? 5000 });
    if (earlier) return earlier.answer as A;
    throw error;
  }
  if (!steps.finish) return written as unknown as A;
  const answer = await finish(written);
  await keepAnswer(db, claim, answer);
  return answer;
}
