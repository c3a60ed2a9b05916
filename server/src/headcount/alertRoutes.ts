// Texting Program Staff from a count with someone missing (docs/product.md#screen-headcount "Text
// Program Staff"): the Lead or Head Counselor who counted sends one text about their count to each
// Program Staff person of the program with a phone, once for that count. It is a text like any
// other (texts/shared.ts: recordSend, sendRecorded), so opt-outs, the recipients-per-hour limit (the
// leader is its sender) and the SMS provider apply, and the admin's list of texts shows it.
import { api } from '@pals/core/api';
import { alertedStaff, alertSentWords, alertText, campClock, noOneToAlert } from '@pals/core/headcount/alert';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { listStaff } from '../db/workbookTables.ts';
import { Failure, fail } from '../http/errors.ts';
import { claimOf, once } from '../http/idempotency.ts';
import { serve } from '../http/route.ts';
import { LeaseLost } from '../jobs/worker.ts';
import { defaultSendOptions, optedOutAmong, recordSend, sendRecorded, type SendOptions, type SmsProvider } from '../texts/shared.ts';
import { alertOf, countByKey, entryOf, sentCountOf, takeAlert } from './queries.ts';

const stillSending = 'This text is still being sent. Please wait a moment and check again.';

const alreadySent = (sentAt: string) =>
  new Failure(409, 'already_sent', `Program Staff were already texted about this count, at ${campClock(Date.parse(sentAt))}.`);

/** The program's Program Staff with a phone who have not opted out, by name, and how many have. */
async function recipientsOf(db: Db, program: string) {
  const staff = alertedStaff(await listStaff(db, program));
  const optedOut = await optedOutAmong(
    db,
    staff.map((person) => person.phone),
  );
  return {
    recipients: staff.filter((person) => !optedOut.has(person.phone)).map((person) => ({ name: person.full_name, phone: person.phone })),
    optedOut: staff.filter((person) => optedOut.has(person.phone)).length,
  };
}

export function headcountAlertRoutes(app: FastifyInstance, db: Db, sms: SmsProvider, options: SendOptions = defaultSendOptions): void {
  serve(app, db, api.headcountAlertTo, async ({ person }) => {
    const program = person.program?.name;
    if (!program) throw fail.notAllowed();
    const { recipients, optedOut } = await recipientsOf(db, program);
    return { to: recipients.map((recipient) => recipient.name), optedOut };
  });

  serve(app, db, api.headcountAlert, async (call) => {
    const { body, person } = call;
    const program = person.program?.name;
    if (!program) throw fail.notAllowed();
    const claim = claimOf(call, { required: true, missing: 'This text needs an Idempotency-Key header.' })!;
    return once(
      db,
      claim,
      {
        async write(trx) {
          const row = await countByKey(trx, person.staff.email, body.countKey);
          if (!row)
            throw fail.badInput('This is not a count you saved, so there is nothing to text about.', {
              countKey: 'is not a count you saved',
            });
          if (row.program !== program) throw fail.notAllowed('This count is of another program.');
          const count = entryOf(row);
          if (count.missing.length === 0)
            throw fail.badInput('Everyone was here in this count: there is nothing to text about.', {
              countKey: 'is a count with everyone here',
            });
          const earlier = await alertOf(trx, row.id);
          if (earlier) throw alreadySent(earlier.sent_at);
          const { recipients, optedOut } = await recipientsOf(trx, program);
          if (recipients.length === 0) throw new Failure(409, 'no_one_to_text', noOneToAlert(optedOut));
          const recorded = await recordSend(
            trx,
            sms,
            {
              senderEmail: person.staff.email,
              idempotencyKey: claim.key,
              program,
              typedNumber: null,
              body: alertText(count, person.staff.full_name, program),
              recipients,
            },
            options,
          );
          // Two texts about one count at once: the second waits here for the first, and is refused.
          if (!(await takeAlert(trx, row.id, recorded.id))) throw alreadySent(new Date().toISOString());
          return recorded;
        },
        async finish(recorded) {
          const answer = await sendRecorded(db, sms, recorded, options).catch((error: unknown) => {
            // This request stalled past its hold and the job worker took the send over: it answers.
            if (error instanceof LeaseLost) return null;
            throw error;
          });
          if (!answer) throw new Failure(409, 'in_progress', stillSending);
          const { sent, total } = await sentCountOf(db, recorded.id);
          // Counts only: numbers and names stay out of the log.
          call.request.log.info(`headcount text to Program Staff of ${program} (${total} recipient(s)): ${sent} sent`);
          return sent === total ? { success: true, response: alertSentWords(sent) } : answer;
        },
      },
      { waitMs: options.answerWithinMs, stillWorking: stillSending },
    );
  });
}
