// Twilio's delivery reports and the recipients they are about (docs/decisions/055-a-recipient-row-keeps-its-latest-delivery.md).
// A report is kept in text_deliveries by message SID, a later status only replacing an earlier one
// (core's deliveryRank), and copied onto the recipient whose provider_id is that SID, in the same
// transaction, so the admin's texts page reads text_recipients alone. The report can come before the
// app has recorded Twilio's answer (the hand-over's provider_id): then the report waits in
// text_deliveries, and the recipient takes it when its provider_id is written. Both writes hold the
// message's lock on PostgreSQL, so neither misses the other; SQLite runs one write at a time.
import { deliveryRank } from '@pals/core/texts/delivery';
import { PostgresAdapter, sql, type ExpressionBuilder } from 'kysely';
import { inTransaction, type Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';

interface DeliveryReport {
  sid: string;
  status: string;
  errorCode: number | null;
}

/** A key of the app's own for the two-key pg_advisory_xact_lock ("TEXT" in ASCII); the second key is the SID's hash. */
const messageLockKey = 0x54455854;

/** Runs `work` in a transaction (the caller's, or a new one) that holds message `sid`'s lock until
 * it ends (PostgreSQL; SQLite has one writer). */
function withMessageLock<T>(db: Db, sid: string, work: (trx: Db) => Promise<T>): Promise<T> {
  return inTransaction(db, async (trx) => {
    if (trx.getExecutor().adapter instanceof PostgresAdapter)
      await sql`select pg_advisory_xact_lock(${sql.lit(messageLockKey)}, hashtext(${sid}))`.execute(trx);
    return work(trx);
  });
}

/** The report stored for `sid`, as the recipient's delivery columns: null while there is none. */
const storedReport = (sid: string) => (eb: ExpressionBuilder<Database, 'text_recipients'>) => ({
  delivery: eb.selectFrom('text_deliveries').select('status').where('message_sid', '=', sid),
  delivery_error_code: eb.selectFrom('text_deliveries').select('error_code').where('message_sid', '=', sid),
});

/** Stores a status callback's report, unless the stored one is as late or later, and gives the
 * recipient with that SID (if the app has recorded it yet) the report now stored. A status this
 * app does not know is ignored. */
export async function storeDelivery(db: Db, report: DeliveryReport): Promise<void> {
  const rank = deliveryRank(report.status);
  if (rank === 0) return;
  await withMessageLock(db, report.sid, async (trx) => {
    // Only a later status replaces the stored one: a duplicate or a late `sent` after `delivered` changes nothing.
    await trx
      .insertInto('text_deliveries')
      .values({ message_sid: report.sid, status: report.status, rank, error_code: report.errorCode, updated_at: new Date().toISOString() })
      .onConflict((oc) =>
        oc
          .column('message_sid')
          .doUpdateSet((eb) => ({
            status: eb.ref('excluded.status'),
            rank: eb.ref('excluded.rank'),
            error_code: eb.ref('excluded.error_code'),
            updated_at: eb.ref('excluded.updated_at'),
          }))
          .where('text_deliveries.rank', '<', (eb) => eb.ref('excluded.rank')),
      )
      .execute();
    await trx.updateTable('text_recipients').set(storedReport(report.sid)).where('provider_id', '=', report.sid).execute();
  });
}

/** Records that Twilio took recipient `position` of send `sendId` as message `sid`: a conditional
 * update (the recipient is still `handing`), taking a report already stored for that SID. */
export async function recordHandedOver(db: Db, sendId: string, position: number, sid: string): Promise<void> {
  await withMessageLock(db, sid, (trx) =>
    trx
      .updateTable('text_recipients')
      .set((eb) => ({ status: 'sent', reason: null, provider_id: sid, updated_at: new Date().toISOString(), ...storedReport(sid)(eb) }))
      .where('send_id', '=', sendId)
      .where('position', '=', position)
      .where('status', '=', 'handing')
      .execute(),
  );
}
