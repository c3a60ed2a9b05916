// Work that several instances on one database share by time slot (the scheduled sync, the hourly
// housekeeping): the first instance to claim a slot in sync_claims does that slot's work.
import type { Db } from './database.ts';

/** True when this instance claimed `slot` now; false when another one had it already. */
export async function claimSlot(db: Db, slot: number, now: number): Promise<boolean> {
  const claimed = await db
    .insertInto('sync_claims')
    .values({ slot, claimed_at: new Date(now).toISOString() })
    .onConflict((oc) => oc.column('slot').doNothing())
    .returning('slot')
    .executeTakeFirst();
  return claimed !== undefined;
}
