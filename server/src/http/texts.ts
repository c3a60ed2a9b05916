// Program texts (SPEC §7): the contacts, a text to one's own program, and the Administrator's
// text to any program or a typed number. Each send needs an Idempotency-Key header.
import { api } from '@pals/core/api';
import { toE164 } from '@pals/core/phoneNumbers';
import { textBody } from '@pals/core/texts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Person } from '../auth/person.ts';
import type { Db } from '../db/database.ts';
import { participantsOf } from '../db/programData.ts';
import { findProgram, listPrograms } from '../db/workbookTables.ts';
import type { SmsProvider } from '../sms/provider.ts';
import { SendInProgress, sendTexts, type Recipient, type SendOptions } from '../sms/sendTexts.ts';
import { Failure, fail } from './errors.ts';
import { serve } from './route.ts';

type Staff = Extract<Person, { kind: 'staff' }>;

function staffOf(person: Person | null): Staff {
  if (person?.kind !== 'staff') throw fail.notAllowed();
  return person;
}

function idempotencyKey(request: FastifyRequest): string {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string' || key.trim() === '' || key.length > 200)
    throw fail.badInput('This send needs an Idempotency-Key header of at most 200 characters.', { 'Idempotency-Key': 'is required' });
  return key.trim();
}

async function contactsOf(db: Db, program: string): Promise<Recipient[]> {
  return (await participantsOf(db, program)).flatMap((p) => p.phones.map((phone) => ({ name: p.name, phone })));
}

export function textRoutes(app: FastifyInstance, db: Db, sms: SmsProvider, options?: SendOptions): void {
  async function send(request: FastifyRequest, staff: Staff, program: string | null, recipients: Recipient[], message: string, typedNumber: string | null) {
    const key = idempotencyKey(request);
    if (recipients.length === 0) return { success: false, response: `No one to text: no participant of ${program} has a phone number.` };
    try {
      const answer = await sendTexts(db, sms, { senderEmail: staff.staff.email, idempotencyKey: key, program, typedNumber, body: textBody(message, program), recipients }, options);
      // Counts only: numbers and the message stay out of the log.
      request.log.info(`text send to ${program ?? 'a typed number'} (${recipients.length} recipient(s)): ${answer.success ? 'all sent' : 'not all sent'}`);
      return answer;
    } catch (error) {
      if (error instanceof SendInProgress) throw new Failure(409, 'in_progress', 'This text is still being sent. Please wait a moment and check again.');
      throw error;
    }
  }

  serve(app, db, api.textContacts, async ({ person }) => {
    const staff = staffOf(person);
    const programs = staff.staff.staff_role === 'Administrator' ? (await listPrograms(db)).map((p) => p.name) : staff.program ? [staff.program.name] : [];
    const list = [];
    for (const program of programs) {
      for (const p of await participantsOf(db, program)) if (p.phones.length > 0) list.push({ program, fullname: p.name, count: p.phones.length });
    }
    return { count: list.reduce((sum, entry) => sum + entry.count, 0), list };
  });

  serve(app, db, api.sendText, async ({ body, person, request }) => {
    const staff = staffOf(person);
    const program = staff.program?.name;
    if (!program) throw fail.badInput('You have no program to text. An Administrator can choose a program.', { program: 'you have no program' });
    return send(request, staff, program, await contactsOf(db, program), body.message, null);
  });

  serve(app, db, api.sendTextAdmin, async ({ body, person, request }) => {
    const staff = staffOf(person);
    if ('inputNumber' in body) {
      const phone = toE164(body.inputNumber);
      if (!phone) throw fail.badInput(`"${body.inputNumber}" is not a phone number.`, { inputNumber: 'is not a phone number' });
      return send(request, staff, null, [{ name: 'the typed number', phone }], body.message, phone);
    }
    const program = await findProgram(db, body.selectedProgram);
    if (!program) throw fail.badInput(`There is no program "${body.selectedProgram}".`, { selectedProgram: 'is not a program' });
    return send(request, staff, program.name, await contactsOf(db, program.name), body.message, null);
  });
}
