// The inboxes' CSV downloads, read a batch at a time in the inbox's own order (newest first, then
// id), each batch after the last one's row (keyset), so a download of a million rows holds one batch
// (docs/decisions/050-csv-downloads-stream-in-batches.md).
import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { recipientRows, scheduledOrigins } from './textSends.ts';

const batchSize = 1000;

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

type Newest = 'feedback' | 'notes' | 'text_sends';

/** A table's rows of one program or all, newest first, in batches. */
export async function* newestFirstBatches<T extends Newest>(
  db: Db,
  table: T,
  program: string | undefined,
  size = batchSize,
): AsyncGenerator<Selectable<Database[T]>[]> {
  let last: { created_at: string; id: string } | null = null;
  for (;;) {
    let query = db.selectFrom(table as Newest).selectAll();
    if (program) query = query.where('program', '=', program);
    if (last) {
      const { created_at, id } = last;
      query = query.where((eb) =>
        eb.or([eb('created_at', '<', created_at), eb.and([eb('created_at', '=', created_at), eb('id', '>', id)])]),
      );
    }
    const rows = (await query.orderBy('created_at', 'desc').orderBy('id').limit(size).execute()) as Selectable<Database[T]>[];
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    last = rows.at(-1) as unknown as { created_at: string; id: string };
  }
}

/** How many sends the texts CSV reads at a time: 40 sends of 50 recipients are 2,000 lines. With 200
 * (10,000 lines a batch) a 100 × download grew the server's RSS by 51–76 MB, V8 growing its heap for
 * each batch's strings (docs/performance.md "Scale"). */
const sendsAtOnce = 40;

/** Program texts with each recipient's outcome and delivery, newest first, in batches of sends. */
export async function* textBatches(db: Db, program: string | undefined) {
  for await (const sends of newestFirstBatches(db, 'text_sends', program, sendsAtOnce)) {
    const recipients = await recipientRows(db)
      .where(
        'send_id',
        'in',
        sends.map((s) => s.id),
      )
      .orderBy('send_id')
      .orderBy('position')
      .execute();
    const bySend = groupBy(recipients, (r) => r.send_id);
    const originOf = await scheduledOrigins(
      db,
      sends.map((s) => s.id),
    );
    yield sends.map((send) => ({ ...send, ...originOf(send.id), recipients: bySend.get(send.id) ?? [] }));
  }
}

/** Replies to the camp's number, newest first, in batches, each with every program it matched. */
export async function* replyBatches(db: Db, program: string | undefined) {
  let last: { received_at: string; message_sid: string } | null = null;
  for (;;) {
    let query = db.selectFrom('text_replies').selectAll();
    if (program)
      query = query.where('message_sid', 'in', db.selectFrom('text_reply_programs').select('message_sid').where('program', '=', program));
    if (last) {
      const { received_at, message_sid } = last;
      query = query.where((eb) =>
        eb.or([eb('received_at', '<', received_at), eb.and([eb('received_at', '=', received_at), eb('message_sid', '>', message_sid)])]),
      );
    }
    const rows = await query.orderBy('received_at', 'desc').orderBy('message_sid').limit(batchSize).execute();
    if (rows.length === 0) return;
    const matched = await db
      .selectFrom('text_reply_programs')
      .selectAll()
      .where(
        'message_sid',
        'in',
        rows.map((r) => r.message_sid),
      )
      .orderBy('program')
      .execute();
    const programs = groupBy(matched, (m) => m.message_sid);
    yield rows.map((row) => ({ ...row, programs: (programs.get(row.message_sid) ?? []).map((m) => m.program) }));
    if (rows.length < batchSize) return;
    last = rows.at(-1)!;
  }
}
