// How many texts wait already where a new one would go (docs/deploy.md "Texts"): the person's own, the
// program's or number's, and those within an hour of its time. Refused with the limit's words
// (core/src/texts/scheduled.ts), as 422: the caller's answer until a text goes or is cancelled.
import { waitingLimitsOf, waitingProblem, type Waiting } from '@pals/core/texts/scheduled';
import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { readSettings } from '../db/workbookTables.ts';
import { Failure } from '../http/errors.ts';

export interface WaitingPlace {
  program: string | null;
  typedNumber: string | null;
  sendAt: number;
}

const hourMs = 3_600_000;
/** A key of the app's own for pg_advisory_xact_lock ("WAIT" in ASCII): two schedules at once count
 * one after the other, so a burst cannot all see room for itself (SQLite has one writer). */
const waitingLockKey = 0x57414954;

async function waitingNear(db: Db, place: WaitingPlace, person: string | null, except: string | null): Promise<Waiting> {
  const waiting = db.selectFrom('scheduled_texts').where('status', '=', 'scheduled');
  const count = async (query: typeof waiting) => {
    const narrowed = except === null ? query : query.where('id', '!=', except);
    return Number((await narrowed.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  };
  const same =
    place.program !== null ? waiting.where('program', '=', place.program) : waiting.where('typed_number', '=', place.typedNumber ?? '');
  return {
    byPerson: person === null ? null : await count(waiting.where('sender_email', '=', person)),
    toSame: except === null ? await count(same) : 0,
    nearItsTime: await count(same.where('send_at', '>', place.sendAt - hourMs).where('send_at', '<', place.sendAt + hourMs)),
  };
}

/** In the write's transaction, whose end frees the lock: throws the refusal when `place` has no room for one more text by `person` (null: a change, which
 * keeps its text's place and its author's count, and is checked for its time only; `except` is the text changed). */
export async function checkRoomToWait(trx: Db, place: WaitingPlace, person: string | null, except: string | null = null): Promise<void> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter)
    await sql`select pg_advisory_xact_lock(${sql.lit(waitingLockKey)})`.execute(trx);
  const limits = waitingLimitsOf(await readSettings(trx));
  const problem = waitingProblem(await waitingNear(trx, place, person, except), limits, place.program);
  if (problem) throw new Failure(422, 'too_many_waiting', problem, { sendAt: 'too many texts waiting' });
}
