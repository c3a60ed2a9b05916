// Scheduled program texts' calls (docs/product.md#scheduled-texts): schedule, list, change, cancel. The
// same permissions as sending now (core/src/people/roles.ts): Program Staff their own program, an
// Administrator any program or a typed number. Create, change and cancel take an Idempotency-Key
// (http/idempotency.ts).
import { api } from '@pals/core/api';
import { toE164 } from '@pals/core/people/phoneNumbers';
import { may } from '@pals/core/people/roles';
import { checkSendAt } from '@pals/core/texts/scheduled';
import { textBody } from '@pals/core/texts/rules';
import type { FastifyInstance } from 'fastify';
import { identityOfPerson, type StaffMember } from '../auth/person.ts';
import type { Db } from '../db/database.ts';
import { findProgram } from '../db/workbookTables.ts';
import { fail, Failure } from '../http/errors.ts';
import { claimOf, once } from '../http/idempotency.ts';
import { serve } from '../http/route.ts';
import { addScheduledText, cancelScheduledText, editScheduledText, scheduledTextsOf, type SeenTexts } from './scheduled.ts';
import { readStoredJson } from '../db/storedJson.ts';
import { checkRoomToWait } from './scheduledWaiting.ts';

type Row = Awaited<ReturnType<typeof scheduledTextsOf>>[number];

function listed(row: Row) {
  const outcome = row.answer ? readStoredJson(api.sendText.answer, row.answer, `text_sends.answer of ${row.id}`).response : null;
  return {
    id: row.id,
    message: row.message,
    body: row.body,
    sendAt: new Date(Number(row.send_at)).toISOString(),
    status: row.status,
    to: row.program ?? row.typed_number ?? '',
    sender: row.full_name ?? row.sender_email,
    changedBy: row.changed_by_email === null ? null : (row.changer_name ?? row.changed_by_email),
    changedAt: row.changed_at,
    note: row.status === 'sent' ? (outcome ?? 'Sending…') : row.note,
    sentAt: row.sent_at,
  };
}

/** A text that stopped waiting between the read and the change: 'scheduled' then means it is going now. */
const stateOf = (status: Row['status']) => (status === 'scheduled' ? 'being sent' : status);

/** What a caller sees: an Administrator every scheduled text, Program Staff their program's. */
function visibleProgram(staff: StaffMember): SeenTexts {
  if (may(identityOfPerson(staff), 'textAnyProgram')) return { every: true };
  return staff.program ? { program: staff.program.name } : { none: true };
}

export function scheduledTextRoutes(app: FastifyInstance, db: Db, now: () => number): void {
  serve(app, db, api.scheduleText, async (call) => {
    const { body, person: staff } = call;
    const claim = claimOf(call, { required: true, missing: 'Scheduling a text needs an Idempotency-Key header.' })!;
    const when = checkSendAt(body.sendAt, now());
    if ('problem' in when) throw fail.badInput(`The time to send it ${when.problem}.`, { sendAt: when.problem });
    let program: string | null = null;
    let typedNumber: string | null = null;
    const anyProgram = may(identityOfPerson(staff), 'textAnyProgram');
    if ('inputNumber' in body || 'selectedProgram' in body) {
      if (!anyProgram) throw fail.notAllowed('Only an Administrator can text another program or a typed number.');
      if ('inputNumber' in body) {
        typedNumber = toE164(body.inputNumber);
        if (!typedNumber) throw fail.badInput(`"${body.inputNumber}" is not a phone number.`, { inputNumber: 'is not a phone number' });
      } else {
        program = (await findProgram(db, body.selectedProgram))?.name ?? null;
        if (!program) throw fail.badInput(`There is no program "${body.selectedProgram}".`, { selectedProgram: 'is not a program' });
      }
    } else {
      program = staff.program?.name ?? null;
      if (!program)
        throw fail.badInput('You have no program to text. An Administrator can choose a program.', { program: 'you have no program' });
    }
    const text = {
      senderEmail: staff.staff.email,
      program,
      typedNumber,
      message: body.message.trim(),
      body: textBody(body.message, program),
      sendAt: when.at,
    };
    return once(db, claim, {
      write: async (trx) => {
        await checkRoomToWait(trx, text, text.senderEmail);
        const row = await addScheduledText(trx, text, now());
        return { id: row.id, sendAt: new Date(row.send_at).toISOString(), status: 'scheduled' as const };
      },
    });
  });

  serve(app, db, api.scheduledTexts, async ({ person: staff }) => {
    return { list: (await scheduledTextsOf(db, visibleProgram(staff))).map(listed) };
  });

  serve(app, db, api.editScheduledText, async (call) => {
    const { body, person: staff } = call;
    const claim = claimOf(call, { required: true, missing: 'Changing a scheduled text needs an Idempotency-Key header.' })!;
    const [found] = await scheduledTextsOf(db, visibleProgram(staff), body.id);
    if (!found) throw fail.badInput('There is no such scheduled text you can see.', { id: 'is not a scheduled text you can see' });
    const when = checkSendAt(body.sendAt, now());
    if ('problem' in when) throw fail.badInput(`The time to send it ${when.problem}.`, { sendAt: when.problem });
    const message = body.message.trim();
    return once(db, claim, {
      write: async (trx) => {
        if (when.at !== Number(found.send_at))
          await checkRoomToWait(trx, { program: found.program, typedNumber: found.typed_number, sendAt: when.at }, null, found.id);
        if (
          !(await editScheduledText(trx, body.id, {
            message,
            body: textBody(message, found.program),
            sendAt: when.at,
            by: staff.staff.email,
            at: now(),
          }))
        )
          throw new Failure(409, 'not_scheduled', `This text can no longer be changed: it is ${stateOf(found.status)}.`);
        const [row] = await scheduledTextsOf(trx, visibleProgram(staff), body.id);
        return listed(row!);
      },
    });
  });

  serve(app, db, api.cancelScheduledText, async (call) => {
    const { body, person: staff } = call;
    const claim = claimOf(call, { required: true, missing: 'Cancelling a scheduled text needs an Idempotency-Key header.' })!;
    const [found] = await scheduledTextsOf(db, visibleProgram(staff), body.id);
    if (!found) throw fail.badInput('There is no such scheduled text you can see.', { id: 'is not a scheduled text you can see' });
    return once(db, claim, {
      write: async (trx) => {
        const who = staff.staff.full_name;
        if (!(await cancelScheduledText(trx, body.id, `cancelled by ${who}`, now())))
          throw new Failure(409, 'not_scheduled', `This text can no longer be cancelled: it is ${stateOf(found.status)}.`);
        const [row] = await scheduledTextsOf(trx, visibleProgram(staff), body.id);
        return listed(row!);
      },
    });
  });
}
