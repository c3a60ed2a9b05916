// Housekeeping (docs/decisions/017-hardening-details.md): expired sessions, spent rate-limit counts and old sync claims are
// removed every hour. Several instances share one database, so each hour is claimed in sync_claims
// as the scheduled sync claims its slots; the first instance to claim an hour does that hour's work.
import { longestLimitWindowMs } from '@pals/core/limits';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './database.ts';
import { claimSlot } from './slotClaims.ts';

const housekeepingIntervalMs = 60 * 60_000;
/** Sync claims are kept a day: enough to see which instance ran the recent syncs. */
const claimsKeptMs = 24 * 60 * 60_000;

export interface Removed {
  sessions: number;
  rateLimits: number;
  syncClaims: number;
}

/** Removes what no request can use any more: sessions past their end (or whose program has left
 * the workbook), rate-limit counts whose window has closed, sync claims older than a day. */
export async function removeExpired(db: Db, now = Date.now()): Promise<Removed> {
  const sessions = await db
    .deleteFrom('sessions')
    .where((eb) =>
      eb.or([
        eb('expires_at', '<=', new Date(now).toISOString()),
        eb.and([eb('kind', '=', 'participant'), eb('program', 'not in', eb.selectFrom('programs').select('name'))]),
      ]),
    )
    .executeTakeFirst();
  const rateLimits = await db
    .deleteFrom('rate_limits')
    .where('window_start', '<=', now - longestLimitWindowMs)
    .executeTakeFirst();
  // Only the sync's own slots (positive) and housekeeping's (negative) older than a day.
  const syncClaims = await db
    .deleteFrom('sync_claims')
    .where('claimed_at', '<', new Date(now - claimsKeptMs).toISOString())
    .executeTakeFirst();
  return {
    sessions: Number(sessions.numDeletedRows),
    rateLimits: Number(rateLimits.numDeletedRows),
    syncClaims: Number(syncClaims.numDeletedRows),
  };
}

export interface Housekeeping {
  /** This hour's housekeeping, if this instance is the first to claim it; null otherwise. */
  tick(now?: number): Promise<Removed | null>;
  /** Now, then every hour. */
  every(): void;
  stop(): void;
}

export function housekeeping(db: Db, log?: FastifyBaseLogger): Housekeeping {
  let timer: NodeJS.Timeout | null = null;
  const keeper: Housekeeping = {
    async tick(now = Date.now()) {
      // The sync's slots count up from 0 (interval numbers); housekeeping's hours count down from -1,
      // so the two never claim each other's slot.
      const slot = -1 - Math.floor(now / housekeepingIntervalMs);
      if (!(await claimSlot(db, slot, now))) return null;
      const removed = await removeExpired(db, now);
      log?.info({ removed }, 'housekeeping: expired rows removed');
      return removed;
    },
    every() {
      const run = () => keeper.tick().catch((error: unknown) => log?.error({ err: error }, 'housekeeping failed'));
      void run();
      timer = setInterval(run, housekeepingIntervalMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
    },
  };
  return keeper;
}
