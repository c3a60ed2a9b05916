// A hold on one job row (the `outbox` table) while its work goes on (docs/architecture.md "Background work"): a short
// lease (holdLeaseMs) renewed every third of it by a timer for as long as the work runs, so an
// instance that stops (SIGKILL, a crash, a lost machine) lets go within one lease, and one that
// keeps working never loses it. Leases run on the database's clock (db/clock.ts): an instance whose
// own clock is fast neither takes a live hold nor keeps a dead one. A graceful stop releases the
// hold at once (release()), so another instance takes the work on at its next look.
import type { FastifyBaseLogger } from 'fastify';
import { databaseNow } from '../db/clock.ts';
import type { Db } from '../db/database.ts';
import { releaseClaim, renewClaim } from '../db/jobs.ts';

/** The lease of a hold: another instance takes the work on at most this long after the holder
 * stopped renewing it (plus its next look, every 15 s). Longer than one provider call (10 s) with
 * room, so every call a stopped holder made has ended by the time another takes over. */
export const holdLeaseMs = 30_000;

export class LeaseLost extends Error {
  constructor(id: string) {
    super(`job ${id} was taken by another pass after this one's lease ran out`);
  }
}

export interface Hold {
  /** Right before work that must not happen twice: renews the lease (see checkAfterMs) and throws
   * LeaseLost once another pass has the row. */
  keep(): Promise<void>;
  /** Lets go at once (a graceful stop, the work left for another). */
  release(): Promise<void>;
  /** Stops renewing (the work is done or failed); the row's own end (markDone) follows. */
  end(): void;
}

export interface HoldOptions {
  /** The clock the lease runs on: the database's, or a test's. */
  clock?: () => Promise<number>;
  /** keep() renews only when the last renewal is older than this: 0 checks the hold every time.
   * Safe up to a part of the lease, as no one else may take the row before it runs out. */
  checkAfterMs?: number;
  log?: FastifyBaseLogger;
}

export function holdRow(db: Db, id: string, token: string, leaseMs: number, options: HoldOptions = {}): Hold {
  const clock = options.clock ?? (() => databaseNow(db));
  const checkAfterMs = options.checkAfterMs ?? 0;
  // When this process last saw the lease renewed, on its own monotonic clock: never yet, so the
  // first keep() renews (the row may have waited in its pass since it was claimed).
  let renewedAt = -Infinity;
  let lost = false;
  let ended = false;
  const renew = async () => {
    if (!(await renewClaim(db, id, token, await clock(), leaseMs))) lost = true;
    else renewedAt = performance.now();
  };
  const timer = setInterval(() => {
    if (lost || ended) return;
    // A database that does not answer now leaves the lease to run out: the next keep() tells.
    renew().catch((error: unknown) => options.log?.warn({ err: error, job: id }, 'could not renew a hold'));
  }, leaseMs / 3);
  timer.unref();
  return {
    async keep() {
      if (!lost && (checkAfterMs === 0 || performance.now() - renewedAt >= checkAfterMs)) await renew();
      if (lost) throw new LeaseLost(id);
    },
    async release() {
      this.end();
      if (!lost) await releaseClaim(db, id, token);
    },
    end() {
      ended = true;
      clearInterval(timer);
    },
  };
}
