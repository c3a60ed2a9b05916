// The texts page's sends (docs/product.md#admin-pages): each with its tally counted by the database,
// its recipients not delivered, and its whole list only when it went to 3 or fewer; a send to
// thousands lists its recipients when the card is opened (sendRecipients). A page of 50 sends then
// reads a few grouped counts, not every recipient of every send.
import { deliveryTally, settledWords } from '@pals/core/texts/delivery';
import type { Db } from '../db/database.ts';
import { newestFirst, type Page, type Paging } from './inboxQueries.ts';

/** A send's recipients, each with Twilio's latest report, which its own row keeps
 * (docs/decisions/055-a-recipient-row-keeps-its-latest-delivery.md). */
export const recipientRows = (db: Db) => db.selectFrom('text_recipients').selectAll();

type RecipientRow = Awaited<ReturnType<ReturnType<typeof recipientRows>['execute']>>[number];

/** A send's whole list is on its card up to this many recipients. */
const listedUpTo = 3;

export const recipientOf = (r: RecipientRow) => ({
  name: r.name,
  phone: r.phone,
  status: r.status,
  reason: r.reason,
  delivery: r.delivery,
  errorCode: r.delivery_error_code,
  ...(r.settled ? { settled: settledWords(r.settled) } : {}),
});

/** Who scheduled each of these sends that was a scheduled text, and when its words or time were last
 * changed (the send's sender is its last writer: docs/decisions/069-a-scheduled-text-goes-out-under-its-last-writer.md). */
export async function scheduledOrigins(db: Db, sendIds: string[]) {
  const rows =
    sendIds.length === 0
      ? []
      : await db.selectFrom('scheduled_texts').select(['send_id', 'sender_email', 'changed_at']).where('send_id', 'in', sendIds).execute();
  const origins = new Map(rows.map((r) => [r.send_id, { scheduled_by: r.sender_email, changed_at: r.changed_at }]));
  return (id: string) => origins.get(id) ?? { scheduled_by: null, changed_at: null };
}

export async function textsPage(db: Db, program: string | undefined, paging: Paging) {
  const page = await newestFirst(db, 'text_sends', program, paging);
  const ids = page.rows.map((row) => row.id);
  if (ids.length === 0) return { ...page, rows: [] };
  // Read from the index text_recipients_tally alone (send_id, status, delivery).
  const counted = await db
    .selectFrom('text_recipients')
    .select(['send_id', 'status', 'delivery', (eb) => eb.fn.countAll<number>().as('count')])
    .where('send_id', 'in', ids)
    .groupBy(['send_id', 'status', 'delivery'])
    .execute();
  const countsOf = (id: string) => counted.filter((c) => c.send_id === id);
  const total = (id: string) => countsOf(id).reduce((sum, c) => sum + Number(c.count), 0);
  const small = ids.filter((id) => total(id) <= listedUpTo);
  const notDelivered = await recipientRows(db)
    .where('send_id', 'in', ids)
    .where((eb) => eb.or([eb('status', 'in', ['failed', 'unknown']), eb('delivery', 'in', ['undelivered', 'failed', 'canceled'])]))
    .orderBy('send_id')
    .orderBy('position')
    .execute();
  const listed =
    small.length === 0 ? [] : await recipientRows(db).where('send_id', 'in', small).orderBy('send_id').orderBy('position').execute();
  const originOf = await scheduledOrigins(db, ids);
  const rows = page.rows.map((send) => ({
    ...send,
    ...originOf(send.id),
    recipientCount: total(send.id),
    tally: deliveryTally(countsOf(send.id).map((c) => ({ state: { status: c.status, delivery: c.delivery }, count: Number(c.count) }))),
    notDelivered: notDelivered.filter((r) => r.send_id === send.id).map(recipientOf),
    recipients: small.includes(send.id) ? listed.filter((r) => r.send_id === send.id).map(recipientOf) : null,
  }));
  return { ...page, rows } satisfies Page<unknown>;
}

/** Every recipient of one send, in order; none for a send that does not exist. */
export async function sendRecipients(db: Db, sendId: string) {
  return (await recipientRows(db).where('send_id', '=', sendId).orderBy('position').execute()).map(recipientOf);
}
