// Sends one text to many: the send and its recipients are recorded first (in the transaction that
// takes its Idempotency-Key, http/idempotency.ts), then every recipient's outcome is stored; sends
// fan out with bounded concurrency and a timeout each. A provider that stops answering stops the
// send, so the sender hears back in about one timeout.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { retrying } from '../retry.ts';
import type { SendOutcome, SmsProvider } from './provider.ts';

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
}

export interface TextAnswer {
  success: boolean;
  response: string;
}

export interface SendOptions {
  concurrency: number;
  timeoutMs: number;
  attempts: number;
  /** How long a repeat waits for the first send of its key to finish. */
  repeatWaitMs: number;
}

export const defaultSendOptions: SendOptions = { concurrency: 4, timeoutMs: 10_000, attempts: 2, repeatWaitMs: 30_000 };

const notTried: SendOutcome = { status: 'failed', reason: 'not tried, as the SMS provider stopped answering', retry: false };

/** A send as recorded, its recipients pending, ready to deliver. */
export interface RecordedSend {
  id: string;
  body: string;
  recipients: Recipient[];
}

/** Records the send and its recipients as pending, in the caller's transaction. */
export async function recordSend(trx: Db, provider: SmsProvider, send: TextSend): Promise<RecordedSend> {
  const id = randomUUID();
  const recipients = oncePerNumber(send.recipients);
  const now = new Date().toISOString();
  await trx
    .insertInto('text_sends')
    .values({ id, sender_email: send.senderEmail, idempotency_key: send.idempotencyKey, created_at: now, finished_at: null, program: send.program, typed_number: send.typedNumber, body: send.body, provider: provider.name, answer: null })
    .execute();
  for (let start = 0; start < recipients.length; start += 200) {
    await trx
      .insertInto('text_recipients')
      .values(recipients.slice(start, start + 200).map((r, i) => ({ send_id: id, position: start + i, name: r.name, phone: r.phone, status: 'pending' as const, reason: null, provider_id: null, updated_at: now })))
      .execute();
  }
  return { id, body: send.body, recipients };
}

/** Sends a recorded send's texts, stores each outcome, and answers what happened. */
export async function deliver(db: Db, provider: SmsProvider, { id, body, recipients }: RecordedSend, options: SendOptions = defaultSendOptions): Promise<TextAnswer> {

  // Once the provider leaves one text unanswered, the sends in flight finish and no more start.
  let providerStopped = false;
  const outcomes = await fanOut(recipients, options.concurrency, async (recipient, position) => {
    const outcome = providerStopped ? notTried : await sendOne(provider, recipient.phone, body, options);
    if (outcome.status === 'failed' && outcome.unanswered) providerStopped = true;
    await db
      .updateTable('text_recipients')
      .set({
        status: outcome.status,
        reason: outcome.status === 'sent' ? null : outcome.reason,
        provider_id: outcome.status === 'sent' ? outcome.providerId : null,
        updated_at: new Date().toISOString(),
      })
      .where('send_id', '=', id)
      .where('position', '=', position)
      .execute();
    return outcome;
  });
  const answer = describeOutcomes(recipients, outcomes);
  await db.updateTable('text_sends').set({ answer: JSON.stringify(answer), finished_at: new Date().toISOString() }).where('id', '=', id).execute();
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

/** A failed send the provider says may be tried again. */
class WorthRetrying extends Error {
  constructor(readonly outcome: SendOutcome) {
    super('the SMS provider may take this text on another try');
  }
}

async function sendOne(provider: SmsProvider, to: string, body: string, options: SendOptions): Promise<SendOutcome> {
  try {
    return await retrying(
      async () => {
        const outcome = await provider.send(to, body, AbortSignal.timeout(options.timeoutMs));
        if (outcome.status === 'failed' && outcome.retry) throw new WorthRetrying(outcome);
        return outcome;
      },
      { tries: options.attempts, firstDelayMs: 250, retryable: (error) => error instanceof WorthRetrying },
    );
  } catch (error) {
    if (error instanceof WorthRetrying) return error.outcome;
    throw error;
  }
}

async function fanOut<T, R>(items: T[], concurrency: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}

const people = (n: number) => `${n} ${n === 1 ? 'person' : 'people'}`;

function describeOutcomes(recipients: Recipient[], outcomes: SendOutcome[]): TextAnswer {
  const sent = outcomes.filter((o) => o.status === 'sent').length;
  const notSent = outcomes.flatMap((o, i) => (o.status === 'sent' ? [] : [`${recipients[i]!.name} (${recipients[i]!.phone}): ${o.status === 'opted_out' ? 'has opted out of texts' : o.reason}`]));
  const failed = outcomes.filter((o) => o.status === 'failed').length;
  const head = notSent.length === 0 ? `Sent to ${people(sent)}.` : `Sent to ${sent} of ${people(recipients.length)}.`;
  const tail = notSent.length === 0 ? '' : ` Not sent: ${notSent.join('; ')}.`;
  return { success: sent > 0 && failed === 0, response: `${head}${tail}` };
}
