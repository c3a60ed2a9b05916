// Scheduled program texts in the database (docs/product.md#scheduled-texts). Every change of a
// scheduled text's status is a conditional update from `scheduled`, so of two servers (or a server
// and a person cancelling) exactly one makes it; the one that turns a text `sent` records its send
// in the same transaction, and from there it is a text like one sent now (texts/sendTexts.ts).
import { randomUUID } from 'node:crypto';
import { may } from '@pals/core/people/roles';
import { scheduleLimits } from '@pals/core/texts/scheduled';
import { identityOfPerson, personOf } from '../auth/person.ts';
import type { Db } from '../db/database.ts';
import type { ScheduledTextTable } from '../db/textTables.ts';
import { contactsOf } from './contacts.ts';
import type { SmsProvider } from './provider.ts';
import { TooManyRecipients } from './recipientsPerHour.ts';
import { recordSend, type RecordedSend, type Recipient, type SendOptions } from './sendTexts.ts';

export interface NewScheduledText {
  senderEmail: string;
  program: string | null;
  typedNumber: string | null;
  message: string;
  body: string;
  sendAt: number;
}

export async function addScheduledText(trx: Db, text: NewScheduledText, now: number): Promise<ScheduledTextTable> {
  const row: ScheduledTextTable = {
    id: randomUUID(),
    sender_email: text.senderEmail,
    program: text.program,
    typed_number: text.typedNumber,
    message: text.message,
    body: text.body,
    send_at: text.sendAt,
    created_at: new Date(now).toISOString(),
    status: 'scheduled',
    note: null,
    send_id: null,
    finished_at: null,
    changed_by_email: null,
    changed_at: null,
  };
  await trx.insertInto('scheduled_texts').values(row).execute();
  return row;
}

/** Which scheduled texts a person sees: every one (an Administrator), one program's, or none (staff
 * with no program in the staff tab). */
export type SeenTexts = { every: true } | { program: string } | { none: true };

/** The scheduled texts `seen`, newest time first; with `id`, that one only. */
export async function scheduledTextsOf(db: Db, seen: SeenTexts, id?: string) {
  if ('none' in seen) return [];
  let query = db
    .selectFrom('scheduled_texts')
    .leftJoin('staff', 'staff.email', 'scheduled_texts.sender_email')
    .leftJoin('staff as changer', 'changer.email', 'scheduled_texts.changed_by_email')
    .leftJoin('text_sends', 'text_sends.id', 'scheduled_texts.send_id')
    .select([
      'scheduled_texts.id',
      'scheduled_texts.program',
      'scheduled_texts.typed_number',
      'scheduled_texts.message',
      'scheduled_texts.body',
      'scheduled_texts.send_at',
      'scheduled_texts.status',
      'scheduled_texts.note',
      'scheduled_texts.sender_email',
      'staff.full_name',
      'scheduled_texts.changed_by_email',
      'scheduled_texts.changed_at',
      'changer.full_name as changer_name',
      'text_sends.answer',
      'text_sends.finished_at as sent_at',
    ]);
  if ('program' in seen) query = query.where('scheduled_texts.program', '=', seen.program);
  if (id !== undefined) query = query.where('scheduled_texts.id', '=', id);
  return query.orderBy('scheduled_texts.send_at', 'desc').limit(200).execute();
}

/** Changes a text still waiting: its words, as they go out, and its time, recording who changed it and
 * when; false when it is no longer waiting (sent, missed or cancelled meanwhile). */
export async function editScheduledText(
  db: Db,
  id: string,
  change: { message: string; body: string; sendAt: number; by: string; at: number },
): Promise<boolean> {
  const done = await db
    .updateTable('scheduled_texts')
    .set({
      message: change.message,
      body: change.body,
      send_at: change.sendAt,
      changed_by_email: change.by,
      changed_at: new Date(change.at).toISOString(),
    })
    .where('id', '=', id)
    .where('status', '=', 'scheduled')
    .executeTakeFirst();
  return Number(done.numUpdatedRows) === 1;
}

/** Cancels a text still waiting; false when it is no longer (sent, missed or cancelled already). */
export async function cancelScheduledText(db: Db, id: string, note: string, now: number): Promise<boolean> {
  const done = await db
    .updateTable('scheduled_texts')
    .set({ status: 'cancelled', note, finished_at: new Date(now).toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'scheduled')
    .executeTakeFirst();
  return Number(done.numUpdatedRows) === 1;
}

const missedNote = 'missed — not sent: the server could not send it within an hour of its time';

/** Texts whose time passed over an hour ago (the server was down): missed, never sent late. */
export async function markMissed(db: Db, now: number): Promise<number> {
  const done = await db
    .updateTable('scheduled_texts')
    .set({ status: 'missed', note: missedNote, finished_at: new Date(now).toISOString() })
    .where('status', '=', 'scheduled')
    .where('send_at', '<', now - scheduleLimits.missedAfterMs)
    .executeTakeFirst();
  return Number(done.numUpdatedRows);
}

/** The one a scheduled text goes out under: whoever last wrote its words. */
const lastWriterOf = (text: { sender_email: string; changed_by_email: string | null }) => text.changed_by_email ?? text.sender_email;

/** After an import: a text whose sender (its last writer) may no longer text its program (role or
 * program changed, or they left the staff tab) is cancelled, saying why (docs/product.md#scheduled-texts). */
export async function cancelForLostSenders(db: Db, now: number): Promise<number> {
  const waiting = await db
    .selectFrom('scheduled_texts')
    .select(['id', 'sender_email', 'changed_by_email', 'program'])
    .where('status', '=', 'scheduled')
    .execute();
  let cancelled = 0;
  for (const text of waiting) {
    const sender = lastWriterOf(text);
    const person = await personOf(db, { kind: 'staff', email: sender });
    const who = identityOfPerson(person);
    const mayStill =
      may(who, 'textAnyProgram') ||
      (may(who, 'text') && text.program !== null && person?.kind === 'staff' && person.program?.name === text.program);
    if (mayStill) continue;
    const reason = person
      ? `cancelled: ${person.kind === 'staff' ? person.staff.full_name : sender} can no longer text ${text.program ?? 'a typed number'} after the workbook import`
      : `cancelled: ${sender} is no longer in the staff tab after the workbook import`;
    if (await cancelScheduledText(db, text.id, reason, now)) cancelled += 1;
  }
  return cancelled;
}

/** Texts due at `now` and under an hour late, oldest first. */
export function dueScheduledTexts(db: Db, now: number, limit = 20) {
  return db
    .selectFrom('scheduled_texts')
    .selectAll()
    .where('status', '=', 'scheduled')
    .where('send_at', '<=', now)
    .where('send_at', '>=', now - scheduleLimits.missedAfterMs)
    .orderBy('send_at')
    .limit(limit)
    .execute();
}

/** Takes a due text and records its send, in one transaction: null when another server (or a
 * cancel) took it first, or when its program has no one with a phone (then it is cancelled saying so). */
export async function takeDueText(
  db: Db,
  sms: SmsProvider,
  text: ScheduledTextTable,
  options: SendOptions,
  now: number,
): Promise<RecordedSend | null> {
  try {
    return await takeDueTextNow(db, sms, text, options, now);
  } catch (error) {
    // Its last writer has texted the most people one person may in the hour: it does not go, and says why.
    if (!(error instanceof TooManyRecipients)) throw error;
    const note = `cancelled: it would have gone past the ${error.max.toLocaleString('en-US')} people an hour one person may text`;
    await cancelScheduledText(db, text.id, note, now);
    return null;
  }
}

function takeDueTextNow(
  db: Db,
  sms: SmsProvider,
  text: ScheduledTextTable,
  options: SendOptions,
  now: number,
): Promise<RecordedSend | null> {
  return db.transaction().execute(async (trx) => {
    const at = new Date(now).toISOString();
    const taken = await trx
      .updateTable('scheduled_texts')
      .set({ status: 'sent', finished_at: at })
      .where('id', '=', text.id)
      .where('status', '=', 'scheduled')
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) return null;
    const recipients: Recipient[] = text.program
      ? await contactsOf(trx, text.program)
      : [{ name: 'the typed number', phone: text.typed_number ?? '' }];
    if (recipients.length === 0 || recipients.some((r) => r.phone === '')) {
      await trx
        .updateTable('scheduled_texts')
        .set({ status: 'cancelled', note: `cancelled: no participant of ${text.program} has a phone number` })
        .where('id', '=', text.id)
        .execute();
      return null;
    }
    const recorded = await recordSend(
      trx,
      sms,
      {
        senderEmail: lastWriterOf(text),
        idempotencyKey: `scheduled:${text.id}`,
        program: text.program,
        typedNumber: text.typed_number,
        body: text.body,
        recipients,
        scheduledFor: new Date(Number(text.send_at)).toISOString(),
      },
      options,
    );
    await trx.updateTable('scheduled_texts').set({ send_id: recorded.id }).where('id', '=', text.id).execute();
    return recorded;
  });
}
