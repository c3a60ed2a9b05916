// Recipients one person texts in an hour (core/src/texts/recipientsPerHour.ts, docs/deploy.md "Limits on texts"):
// checked in the transaction that records a send, now or a scheduled text going out. Tests to oneself and
// report reminders do not count. Refused as 429 (422 when the one text alone is over the limit).
import { recipientsPerHourOf, recipientsProblem, recipientsWindowMs } from '@pals/core/texts/recipientsPerHour';
import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { readSettings } from '../db/workbookTables.ts';
import { Failure } from '../http/errors.ts';

/** A key of the app's own for pg_advisory_xact_lock ("RCPT" in ASCII): two sends at once count one
 * after the other, so a burst cannot all see room for itself (SQLite has one writer). */
const recipientsLockKey = 0x52435054;

export class TooManyRecipients extends Failure {
  constructor(
    status: number,
    message: string,
    /** The limit it met. */
    readonly max: number,
  ) {
    super(status, 'too_many_recipients', message);
  }
}

/** Throws the refusal when `senderEmail` sending to `recipients` at `now` would pass the limit. */
export async function checkRecipientsPerHour(trx: Db, senderEmail: string, recipients: number, now: number): Promise<void> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter)
    await sql`select pg_advisory_xact_lock(${sql.lit(recipientsLockKey)})`.execute(trx);
  const max = recipientsPerHourOf(await readSettings(trx));
  const recent = await trx
    .selectFrom('text_sends')
    .innerJoin('text_recipients', 'text_recipients.send_id', 'text_sends.id')
    .where('text_sends.sender_email', '=', senderEmail)
    .where('text_sends.test', '=', 0)
    .where('text_sends.reminder', '=', 0)
    .where('text_sends.created_at', '>', new Date(now - recipientsWindowMs).toISOString())
    .groupBy(['text_sends.id', 'text_sends.created_at'])
    .select((eb) => ['text_sends.created_at', eb.fn.countAll().as('n')])
    .execute();
  const problem = recipientsProblem(
    recipients,
    recent.map((send) => ({ at: Date.parse(send.created_at), recipients: Number(send.n) })),
    max,
    now,
  );
  if (problem) throw new TooManyRecipients(recipients > max ? 422 : 429, problem, max);
}
