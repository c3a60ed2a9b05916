// Headcounts: append-only records of the counts leaders finished; nothing edits or deletes one. And
// the one text to Program Staff a count may have.
import { randomUUID } from 'node:crypto';
import type { HeadcountEntry } from '@pals/core/headcount/calls';
import { z } from 'zod/mini';
import type { Db } from '../db/database.ts';
import type { HeadcountTable } from '../db/schema.ts';
import { readStoredJson } from '../db/storedJson.ts';

export async function addHeadcount(db: Db, count: Omit<HeadcountTable, 'id' | 'received_at'>, now = new Date()): Promise<void> {
  await db
    .insertInto('headcounts')
    .values({ id: randomUUID(), received_at: now.toISOString(), ...count })
    .execute();
}

const names = z.array(z.string());

/** A count of `counterEmail`'s by the Idempotency-Key it was sent with. */
export function countByKey(db: Db, counterEmail: string, key: string) {
  return db
    .selectFrom('headcounts')
    .selectAll()
    .where('counter_email', '=', counterEmail)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/** When Program Staff were texted about a count, if they were. */
export function alertOf(db: Db, headcountId: string) {
  return db.selectFrom('headcount_alerts').selectAll().where('headcount_id', '=', headcountId).executeTakeFirst();
}

/** Takes a count's one text, in the transaction that records the text: false when it was taken. */
export async function takeAlert(db: Db, headcountId: string, sendId: string, now = new Date()): Promise<boolean> {
  const taken = await db
    .insertInto('headcount_alerts')
    .values({ headcount_id: headcountId, send_id: sendId, sent_at: now.toISOString() })
    .onConflict((oc) => oc.column('headcount_id').doNothing())
    .executeTakeFirst();
  return Number(taken.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** How many numbers a text went to (the provider took it), of how many it was for. */
export async function sentCountOf(db: Db, sendId: string): Promise<{ sent: number; total: number }> {
  const rows = await db.selectFrom('text_recipients').select('status').where('send_id', '=', sendId).execute();
  return { sent: rows.filter((row) => row.status === 'sent').length, total: rows.length };
}

/** A stored count as the calls read it back. */
export function entryOf(row: HeadcountTable): HeadcountEntry {
  return {
    id: row.id,
    team: row.team,
    moment: row.moment,
    countedAt: Date.parse(row.counted_at),
    by: row.counter_name,
    byEmail: row.counter_email,
    present: row.present_count,
    total: row.total,
    missing: readStoredJson(names, row.missing, `headcounts.missing of ${row.id}`),
  };
}

/** A program's counts on a camp day, oldest first. */
export function headcountsOf(db: Db, program: string, campDate: string) {
  return db
    .selectFrom('headcounts')
    .selectAll()
    .where('program', '=', program)
    .where('camp_date', '=', campDate)
    .orderBy('counted_at')
    .orderBy('id')
    .execute();
}

/** Every program's counts on a camp day, by program, then oldest first. */
export function headcountsOfDay(db: Db, campDate: string) {
  return db
    .selectFrom('headcounts')
    .selectAll()
    .where('camp_date', '=', campDate)
    .orderBy('program')
    .orderBy('counted_at')
    .orderBy('id')
    .execute();
}

/** One program's counts or all, newest first, in batches (keyset), for the CSV. */
export async function* headcountBatches(db: Db, program: string | undefined, size = 1000): AsyncGenerator<HeadcountTable[]> {
  let last: { counted_at: string; id: string } | null = null;
  for (;;) {
    let query = db.selectFrom('headcounts').selectAll();
    if (program) query = query.where('program', '=', program);
    if (last) {
      const { counted_at, id } = last;
      query = query.where((eb) =>
        eb.or([eb('counted_at', '<', counted_at), eb.and([eb('counted_at', '=', counted_at), eb('id', '>', id)])]),
      );
    }
    const rows = await query.orderBy('counted_at', 'desc').orderBy('id').limit(size).execute();
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    last = rows.at(-1)!;
  }
}
