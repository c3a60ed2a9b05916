// The job worker: every few seconds it claims due rows, sends each, and marks it done or
// schedules another try. Several instances may run one each; a claim is held by one pass at a time,
// and one instance never runs two passes at once (docs/decisions/017-hardening-details.md).
// A row's claim is a short hold renewed while its work goes on (jobs/hold.ts), on the database's
// clock; on a graceful stop the pass finishes the row at hand and lets go of the rest.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { databaseNow } from '../db/clock.ts';
import type { Db } from '../db/database.ts';
import { claimDue, markDone, markFailed, payloadOf, releaseClaim, type JobPayload } from '../db/jobs.ts';
import type { OutboxTable } from '../db/schema.ts';
import { holdLeaseMs, holdRow, LeaseLost } from './hold.ts';

export { LeaseLost } from './hold.ts';

/** Holds the row's claim, right before a send that must not happen twice; throws LeaseLost when the
 * pass no longer holds the row (its lease ran out and another pass took it). */
export type KeepClaim = () => Promise<void>;

export type JobHandler<K extends OutboxTable['kind'] = OutboxTable['kind']> = (
  id: string,
  payload: JobPayload<K>,
  attempts: number,
  keepClaim: KeepClaim,
) => Promise<void>;

/** The lease on one row: short, as it is renewed every third of it while the row's work runs (a
 * Sheets call of minutes included), so a stopped instance's rows are taken on within a minute. */
export const rowLeaseMs = holdLeaseMs;

export interface JobWorker {
  /** One pass over the due rows; answers how many were sent. While a pass runs, a second call
   * shares it instead of starting another. `now`: a test's time; else the database's clock. */
  runOnce(now?: number): Promise<number>;
  start(intervalMs: number): void;
  /** No more passes; resolves once the pass under way (if any) has ended. */
  stop(): Promise<void>;
}

export function jobWorker(
  db: Db,
  handlers: { [K in OutboxTable['kind']]?: JobHandler<K> },
  options: { postgres: boolean; leaseMs?: number; log?: FastifyBaseLogger; stopping?: AbortSignal },
): JobWorker {
  const leaseMs = options.leaseMs ?? rowLeaseMs;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;

  async function pass(testNow: number | undefined): Promise<number> {
    // The pass's clock starts at `now` (a test's time, else the database's) and runs with the real one.
    const now = testNow ?? (await databaseNow(db));
    const started = Date.now();
    const clock = () => now + (Date.now() - started);
    const token = randomUUID();
    let sent = 0;
    for (const row of await claimDue(db, now, leaseMs, 20, options.postgres, token)) {
      // Stopping: the rows not begun go back at once, for another instance's next look.
      if (options.stopping?.aborted) {
        await releaseClaim(db, row.id, token);
        continue;
      }
      // Checked at every keep: a pass's rows are few (a feedback row, a send taken on).
      const hold = holdRow(db, row.id, token, leaseMs, { clock: async () => clock(), log: options.log });
      try {
        await hold.keep();
        const handler = handlers[row.kind] as JobHandler | undefined;
        if (!handler) throw new Error(`this server does not send ${row.kind} rows`);
        await handler(row.id, payloadOf(row), row.attempts, () => hold.keep());
        hold.end();
        await markDone(db, row.id);
        sent += 1;
      } catch (error) {
        hold.end();
        if (error instanceof LeaseLost) {
          options.log?.warn({ job: row.id, kind: row.kind }, error.message);
          continue;
        }
        if (error instanceof StoppedMidway) {
          await hold.release();
          continue;
        }
        const message = (error as Error).message;
        options.log?.warn({ job: row.id, kind: row.kind }, `background job failed, will retry: ${message}`);
        await markFailed(db, row.id, token, row.attempts, message, clock());
      }
    }
    return sent;
  }

  const worker: JobWorker = {
    runOnce(now?: number) {
      running ??= pass(now).finally(() => {
        running = null;
      });
      return running;
    },
    start(intervalMs) {
      timer = setInterval(() => {
        if (options.stopping?.aborted) return;
        worker.runOnce().catch((error: unknown) => options.log?.error({ err: error }, 'job worker crashed'));
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
  return worker;
}

/** A handler stopped its row's work part way for a graceful stop: the row is released, not failed. */
export class StoppedMidway extends Error {
  constructor() {
    super('stopped part way for a graceful stop; another instance takes it on');
  }
}
