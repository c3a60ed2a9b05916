// Sends one text to many, exactly once per recipient, through crashes (docs/decisions/022-texts-survive-a-crash-through-the-outbox.md).
// The send, its recipients (each `pending`) and a job row the request itself holds are recorded
// in the transaction that takes the Idempotency-Key (http/idempotency.ts). Each recipient then goes
// `pending` → `handing` at the provider call itself, after its turn at the rate limit (a conditional
// update: only one sender ever takes it) → its outcome. While the work goes on its hold on the job table
// row is renewed (jobs/hold.ts); if the server stops, the hold runs out within 30 s and the job table
// worker of any instance takes the send on (texts/finishSends.ts): recipients never handed over are
// sent, and ones whose hand-over was cut off are settled by asking the provider (texts/settleHandOffs.ts).
// A graceful stop ends a send's hand-overs, records the ones in flight and lets go of the hold at once.
// Opted-out numbers are skipped without calling the provider.
import { randomUUID } from 'node:crypto';
import { api } from '@pals/core/api';
import { keepAnswer } from '../db/idempotency.ts';
import { readStoredJson } from '../db/storedJson.ts';
import type { Db } from '../db/database.ts';
import { databaseNow } from '../db/clock.ts';
import { enqueue, markDone } from '../db/jobs.ts';
import { holdLeaseMs, holdRow } from '../jobs/hold.ts';
import type { KeepClaim } from '../jobs/worker.ts';
import { recordHandedOver } from './deliveries.ts';
import { handOver } from './handOver.ts';
import type { SmsProvider } from './provider.ts';
import { optedOutAmong, optOut } from './optOuts.ts';
import { describeOutcomes, type TextAnswer } from './outcomes.ts';
import { markPaused } from './pauses.ts';
import { checkRecipientsPerHour } from './recipientsPerHour.ts';

export interface Recipient {
  name: string;
  phone: string;
}

export interface TextSend {
  senderEmail: string;
  idempotencyKey: string;
  program: string | null;
  typedNumber: string | null;
  body: string;
  recipients: Recipient[];
  /** "Send a test to me": the sender's own phone. */
  test?: boolean;
  /** When a scheduled text was due (ISO; docs/product.md#scheduled-texts). */
  scheduledFor?: string;
  /** A daily-report reminder (docs/product.md#report-reminders). */
  reminder?: boolean;
}

export interface SendOptions {
  concurrency: number;
  timeoutMs: number;
  attempts: number;
  /** How long Send now (and a repeat of its key) waits for the send's answer before it answers
   * "still being sent" while the send goes on: under the proxy's retry time (docs/deploy.md section 9),
   * so a request that dies with its instance is tried again on another, never answered 502. */
  answerWithinMs: number;
  /** How long a hold on a send lasts unrenewed: past it, the job worker takes the send over.
   * Renewed every third of it while the send goes on; it must exceed one provider call (timeoutMs). */
  leaseMs: number;
  /** Aborted on a graceful stop: a send hands over no more, and lets go of its hold for another. */
  stopping?: AbortSignal;
  /** Sends going on after their request answered "still being sent": a graceful stop waits for them. */
  underWay?: Set<Promise<unknown>>;
}

export const defaultSendOptions: SendOptions = {
  concurrency: 4,
  timeoutMs: 10_000,
  attempts: 2,
  answerWithinMs: 10_000,
  leaseMs: holdLeaseMs,
};

const notTried = 'not tried, as the SMS provider stopped answering';
const optedOutReason = 'opted out';

/** A send as recorded, with the job row its request holds. */
export interface RecordedSend {
  id: string;
  jobId: string;
  claimToken: string;
}

/** Records the send, its recipients as pending, and the request's hold on it, in the caller's transaction. */
export async function recordSend(
  trx: Db,
  provider: SmsProvider,
  send: TextSend,
  options: SendOptions = defaultSendOptions,
  now = Date.now(),
): Promise<RecordedSend> {
  const id = randomUUID();
  const recipients = oncePerNumber(send.recipients);
  // Recipients per person per hour: a test to oneself and a reminder have limits of their own.
  if (!send.test && !send.reminder) await checkRecipientsPerHour(trx, send.senderEmail, recipients.length, now);
  const at = new Date(now).toISOString();
  await trx
    .insertInto('text_sends')
    .values({
      id,
      sender_email: send.senderEmail,
      idempotency_key: send.idempotencyKey,
      created_at: at,
      finished_at: null,
      program: send.program,
      typed_number: send.typedNumber,
      body: send.body,
      provider: provider.name,
      answer: null,
      test: send.test ? 1 : 0,
      scheduled_for: send.scheduledFor ?? null,
      reminder: send.reminder ? 1 : 0,
    })
    .execute();
  for (let start = 0; start < recipients.length; start += 200) {
    await trx
      .insertInto('text_recipients')
      .values(
        recipients.slice(start, start + 200).map((r, i) => ({
          send_id: id,
          position: start + i,
          name: r.name,
          phone: r.phone,
          status: 'pending' as const,
          reason: null,
          provider_id: null,
          handed_at: null,
          updated_at: at,
        })),
      )
      .execute();
  }
  const claimToken = randomUUID();
  // The hold runs on the database's clock, as every instance's job worker reads it.
  const until = (await databaseNow(trx)) + options.leaseMs;
  const jobId = await enqueue(trx, 'text_send', { sendId: id }, now, { token: claimToken, until });
  return { id, jobId, claimToken };
}

/** The request's own run of its send (or the scheduled runner's): hands every recipient over, then
 * answers; null when it stopped part way for a graceful stop (its hold released, another instance
 * takes it on) or lost its hold (LeaseLost, thrown). */
export async function sendRecorded(
  db: Db,
  provider: SmsProvider,
  recorded: RecordedSend,
  options: SendOptions = defaultSendOptions,
): Promise<TextAnswer | null> {
  // Checked at most every quarter lease: one write per few hand-overs, not one per recipient.
  const hold = holdRow(db, recorded.jobId, recorded.claimToken, options.leaseMs, { checkAfterMs: options.leaseMs / 4 });
  let answer: TextAnswer | null;
  try {
    answer = await deliver(db, provider, recorded.id, options, () => hold.keep());
  } finally {
    hold.end();
  }
  if (answer) await markDone(db, recorded.jobId);
  else if (options.stopping?.aborted) {
    await markPaused(db, recorded.id);
    await hold.release();
  }
  return answer;
}

/** Hands over every recipient still pending (skipping opted-out numbers), stores each outcome, and
 * finishes the send. Safe to run twice at once: a recipient is handed over by one run only. On a
 * graceful stop (options.stopping) it hands over no more, waits for the hand-overs in flight to be
 * recorded, and answers null. */
export async function deliver(
  db: Db,
  provider: SmsProvider,
  sendId: string,
  options: SendOptions,
  keepClaim: KeepClaim,
): Promise<TextAnswer | null> {
  const send = await db.selectFrom('text_sends').select(['body']).where('id', '=', sendId).executeTakeFirstOrThrow();
  const pending = await db
    .selectFrom('text_recipients')
    .select(['position', 'phone'])
    .where('send_id', '=', sendId)
    .where('status', '=', 'pending')
    .orderBy('position')
    .execute();
  const optedOut = await optedOutAmong(
    db,
    pending.map((r) => r.phone),
  );
  const recipient = (position: number) => db.updateTable('text_recipients').where('send_id', '=', sendId).where('position', '=', position);
  // A recipient Twilio took is recorded by recordHandedOver (texts/deliveries.ts), with its message SID.
  const settle = (position: number, from: 'pending' | 'handing', values: { status: 'failed' | 'opted_out'; reason: string }) =>
    recipient(position)
      .set({ ...values, provider_id: null, updated_at: new Date().toISOString() })
      .where('status', '=', from)
      .execute();
  const stopping = () => options.stopping?.aborted === true;

  // Once the provider leaves one text unanswered, the sends in flight finish and no more start.
  let providerStopped = false;
  await fanOut(pending, provider.pace?.inFlight ?? options.concurrency, async ({ position, phone }) => {
    if (optedOut.has(phone)) return settle(position, 'pending', { status: 'opted_out', reason: optedOutReason });
    if (providerStopped) return settle(position, 'pending', { status: 'failed', reason: notTried });
    if (stopping()) return;
    const outcome = await handOver(provider, phone, send.body, options, {
      async taking() {
        // Its turn came: handed over from here, unless the server is stopping (then it waits for another).
        if (stopping()) return false;
        await keepClaim();
        const now = new Date().toISOString();
        const taken = await recipient(position)
          .set({ status: 'handing', handed_at: now, updated_at: now })
          .where('status', '=', 'pending')
          .executeTakeFirst();
        return Number(taken.numUpdatedRows) === 1;
      },
      async notTaken() {
        await recipient(position)
          .set({ status: 'pending', updated_at: new Date().toISOString() })
          .where('status', '=', 'handing')
          .execute();
      },
    });
    if (!outcome) return;
    if (outcome.status === 'failed' && outcome.unanswered) providerStopped = true;
    if (outcome.status === 'opted_out') await optOut(db, phone, 'twilio 21610');
    if (outcome.status === 'sent') await recordHandedOver(db, sendId, position, outcome.providerId);
    else await settle(position, 'handing', { status: outcome.status, reason: outcome.reason });
  });
  return finishSend(db, sendId);
}

/** Once no recipient is waiting or being handed over: stores the send's answer (the first one
 * stored stays) and gives it to its Idempotency-Key, so a repeat gets it. Null while unfinished. */
async function finishSend(db: Db, sendId: string): Promise<TextAnswer | null> {
  const recipients = await db
    .selectFrom('text_recipients')
    .select(['name', 'phone', 'status', 'reason'])
    .where('send_id', '=', sendId)
    .orderBy('position')
    .execute();
  if (recipients.some((r) => r.status === 'pending' || r.status === 'handing')) return null;
  await db
    .updateTable('text_sends')
    .set({ answer: JSON.stringify(describeOutcomes(recipients)), finished_at: new Date().toISOString() })
    .where('id', '=', sendId)
    .where('finished_at', 'is', null)
    .execute();
  const send = await db
    .selectFrom('text_sends')
    .select(['answer', 'sender_email', 'idempotency_key'])
    .where('id', '=', sendId)
    .executeTakeFirstOrThrow();
  const answer = readStoredJson(api.sendText.answer, send.answer ?? '', `text_sends.answer of ${sendId}`);
  await keepAnswer(db, { scope: `staff:${send.sender_email}`, key: send.idempotency_key, fingerprint: '' }, answer);
  return answer;
}

/** A number shared by several participants (a parent's phone, say) gets the text once. */
function oncePerNumber(recipients: Recipient[]): Recipient[] {
  const byPhone = new Map<string, Recipient>();
  for (const r of recipients) {
    const seen = byPhone.get(r.phone);
    byPhone.set(r.phone, seen ? { phone: r.phone, name: `${seen.name} / ${r.name}` } : r);
  }
  return [...byPhone.values()];
}

/** Runs `work` on every item, `concurrency` at a time; a failure ends the fan-out only once every
 * worker has ended, so no hand-over is still in flight when the caller learns of it. */
async function fanOut<T>(items: T[], concurrency: number, work: (item: T) => Promise<unknown>): Promise<void> {
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length)
      await work(items[next++]!).catch((error: unknown) => {
        failed = true;
        throw error;
      });
  };
  const ended = await Promise.allSettled(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  const failure = ended.find((e) => e.status === 'rejected');
  if (failure) throw failure.reason;
}
