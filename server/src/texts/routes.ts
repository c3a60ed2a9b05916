// Program texts (docs/product.md#calls): the contacts, a text to one's own program, and the Administrator's
// text to any program or a typed number. Each send needs an Idempotency-Key header (http/idempotency.ts).
import { api } from '@pals/core/api';
import { toE164 } from '@pals/core/people/phoneNumbers';
import { may } from '@pals/core/people/roles';
import { textBody } from '@pals/core/texts/rules';
import type { FastifyInstance } from 'fastify';
import { identityOfPerson, type StaffMember } from '../auth/person.ts';
import type { Db } from '../db/database.ts';
import { participantsOf } from '../db/programData.ts';
import { findProgram, listPrograms } from '../db/workbookTables.ts';
import type { SmsProvider } from './provider.ts';
import { defaultSendOptions, recordSend, sendRecorded, type Recipient, type SendOptions } from './sendTexts.ts';
import { optedOutAmong } from './optOuts.ts';
import { contactsOf } from './contacts.ts';
import { sendProgress } from './progress.ts';
import { LeaseLost } from '../jobs/worker.ts';
import { fail } from '../http/errors.ts';
import { claimOf, once, type KeyedCall } from '../http/idempotency.ts';
import { Failure } from '../http/errors.ts';
import { serve } from '../http/route.ts';

const stillSendingWords = 'This text is still being sent. Please wait a moment and check again.';
const stillSending = () => new Failure(409, 'in_progress', stillSendingWords);

/** The send's answer, or undefined when it has none within `answerWithinMs` (the send goes on). */
async function answerWithin<T>(sending: Promise<T>, options: SendOptions): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), options.answerWithinMs)));
  try {
    return await Promise.race([sending, late]);
  } finally {
    clearTimeout(timer);
  }
}

export function textRoutes(app: FastifyInstance, db: Db, sms: SmsProvider, options: SendOptions = defaultSendOptions): void {
  async function send(
    call: KeyedCall,
    staff: StaffMember,
    program: string | null,
    recipients: Recipient[],
    message: string,
    typedNumber: string | null,
    test = false,
  ) {
    const claim = claimOf(call, { required: true, missing: 'This send needs an Idempotency-Key header.' })!;
    if (recipients.length === 0) return { success: false, response: `No one to text: no participant of ${program} has a phone number.` };
    const textSend = {
      senderEmail: staff.staff.email,
      idempotencyKey: claim.key,
      program,
      typedNumber,
      body: textBody(message, program),
      recipients,
      test,
    };
    return once(
      db,
      claim,
      {
        write: (trx) => recordSend(trx, sms, textSend, options),
        async finish(recorded) {
          const sending = sendRecorded(db, sms, recorded, options).catch((error: unknown) => {
            // This request stalled past its hold and the job worker took the send over: it answers.
            if (error instanceof LeaseLost) return null;
            throw error;
          });
          const answer = await answerWithin(sending, options);
          if (answer === undefined) {
            // Still sending: this request answers now and the send goes on (its answer is kept with
            // its key, for the phone's look at its progress or a repeat).
            const underWay = sending.catch((error: unknown) => call.request.log.error({ err: error }, 'text send failed after its answer'));
            options.underWay?.add(underWay);
            void underWay.finally(() => options.underWay?.delete(underWay));
          }
          if (!answer) throw stillSending();
          // Counts only: numbers and the message stay out of the log.
          call.request.log.info(
            `text send to ${program ?? 'a typed number'} (${recipients.length} recipient(s)): ${answer.success ? 'all sent' : 'not all sent'}`,
          );
          return answer;
        },
      },
      // A repeat while the first is still sending waits for its answer as long.
      { waitMs: options.answerWithinMs, stillWorking: stillSendingWords, takesKeysFromBefore0010: true },
    );
  }

  serve(app, db, api.textContacts, async ({ person: staff }) => {
    const programs = may(identityOfPerson(staff), 'textContactsOfEveryProgram')
      ? (await listPrograms(db)).map((p) => p.name)
      : staff.program
        ? [staff.program.name]
        : [];
    const people = [];
    for (const program of programs) {
      for (const p of await participantsOf(db, program))
        if (p.phones.length > 0) people.push({ program, fullname: p.name, phones: p.phones });
    }
    const optedOut = await optedOutAmong(
      db,
      people.flatMap((p) => p.phones),
    );
    const list = people.map(({ phones, ...p }) => ({
      ...p,
      count: phones.length,
      optedOut: phones.filter((phone) => optedOut.has(phone)).length,
    }));
    const anyNumber = may(identityOfPerson(staff), 'textAnyProgram');
    const optedOutNumbers = anyNumber
      ? (await db.selectFrom('text_opt_outs').select('phone').orderBy('phone').execute()).map((r) => r.phone)
      : [];
    return { count: list.reduce((sum, entry) => sum + entry.count, 0), list, optedOutNumbers, myPhone: staff.staff.phone };
  });

  serve(app, db, api.textProgress, async ({ person, query }) => sendProgress(db, person.staff.email, query.key));

  serve(app, db, api.sendTextTest, async (call) => {
    const staff = call.person;
    const phone = staff.staff.phone;
    if (!phone)
      throw fail.badInput('Add your mobile number in the phone column of the staff tab to send yourself a test.', {
        phone: 'you have no phone number in the staff tab',
      });
    // A test reads as the real text would: the sender's own program, or the chosen one for an Administrator.
    let program = staff.program?.name ?? null;
    if (may(identityOfPerson(staff), 'textAnyProgram')) {
      program = call.body.program === null ? null : ((await findProgram(db, call.body.program))?.name ?? null);
      if (call.body.program !== null && program === null)
        throw fail.badInput(`There is no program "${call.body.program}".`, { program: 'is not a program' });
    } else if (program === null)
      throw fail.badInput('You have no program to text. An Administrator can choose a program.', { program: 'you have no program' });
    return send(call, staff, program, [{ name: `${staff.staff.full_name} (test)`, phone }], call.body.message, phone, true);
  });

  serve(app, db, api.sendText, async (call) => {
    const staff = call.person;
    const program = staff.program?.name;
    if (!program)
      throw fail.badInput('You have no program to text. An Administrator can choose a program.', { program: 'you have no program' });
    return send(call, staff, program, await contactsOf(db, program), call.body.message, null);
  });

  serve(app, db, api.sendTextAdmin, async (call) => {
    const { body, person: staff } = call;
    if ('inputNumber' in body) {
      const phone = toE164(body.inputNumber);
      if (!phone) throw fail.badInput(`"${body.inputNumber}" is not a phone number.`, { inputNumber: 'is not a phone number' });
      return send(call, staff, null, [{ name: 'the typed number', phone }], body.message, phone);
    }
    const program = await findProgram(db, body.selectedProgram);
    if (!program) throw fail.badInput(`There is no program "${body.selectedProgram}".`, { selectedProgram: 'is not a program' });
    return send(call, staff, program.name, await contactsOf(db, program.name), body.message, null);
  });
}
