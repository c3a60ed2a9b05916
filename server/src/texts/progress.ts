// How far a send has got (docs/product.md#texts), for the sender's screen while Send now waits: the
// numbers it goes to, how many have an outcome, its answer once finished, and when it paused because
// the server sending it stopped and when it went on (texts/pauses.ts). Only the sender's own
// sends: the key is looked up with the sender's email.
import { api } from '@pals/core/api';
import { sql } from 'kysely';
import type { z } from 'zod/mini';
import type { Db } from '../db/database.ts';
import { readStoredJson } from '../db/storedJson.ts';
import { sendNotesOf } from './pauses.ts';

export async function sendProgress(db: Db, senderEmail: string, key: string): Promise<z.infer<typeof api.textProgress.answer>> {
  const send = await db
    .selectFrom('text_sends')
    .select(['id', 'answer', 'paused_at', 'resumed_at', 'finished_at'])
    .where('sender_email', '=', senderEmail)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  if (!send) return { total: 0, done: 0, answer: null };
  const counts = await db
    .selectFrom('text_recipients')
    .select([
      (eb) => eb.fn.countAll<number>().as('total'),
      sql<number>`sum(case when status in ('pending', 'handing') then 0 else 1 end)`.as('done'),
    ])
    .where('send_id', '=', send.id)
    .executeTakeFirstOrThrow();
  const { paused } = (await sendNotesOf(db, [send])).get(send.id) ?? {};
  return {
    ...(paused ? { paused } : {}),
    total: Number(counts.total),
    done: Number(counts.done ?? 0),
    answer: send.answer ? readStoredJson(api.sendText.answer, send.answer, `text_sends.answer of ${send.id}`) : null,
  };
}
