// The outbox worker: every few seconds it claims due rows, sends each, and marks it done or
// schedules another try. Several instances may run one each; a claim is held by one pass at a time,
// and one instance never runs two passes at once (docs/decisions/017-hardening-details-issue-14-items-5-7-11-14.md).
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import { claimDue, markDone, markFailed, payloadOf, renewClaim, type OutboxPayload } from '../db/outbox.ts';
import type { OutboxTable } from '../db/schema.ts';

/** Holds the row's claim for another lease, right before a send that must not happen twice; throws
 * LeaseLost when the pass no longer holds the row (its lease ran out and another pass took it). */
export type KeepClaim = () => Promise<void>;

export type OutboxHandler<K extends OutboxTable['kind'] = OutboxTable['kind']> = (
  id: string,
  payload: OutboxPayload<K>,
  attempts: number,
  keepClaim: KeepClaim,
) => Promise<void>;

export class LeaseLost extends Error {
  constructor(id: string) {
    super(`outbox row ${id} was taken by another pass after this one's lease ran out`);
  }
}

/** The lease on one row, sized for the real worst case of sending it: a Sheets call at worst is the
 * service account's token (30 s) and 4 tries of 30 s with 1 + 2 + 4 s between, about 2.6 minutes;
 * a feedback row makes two (look for it, then add it), about 5.3 minutes. Ten minutes covers that
 * with room, and it is renewed before each row and again right before the row is added. */
export const rowLeaseMs = 10 * 60_000;

export interface OutboxWorker {
  /** One pass over the due rows; answers how many were sent. While a pass runs, a second call
   * shares it instead of starting another. */
  runOnce(now?: number): Promise<number>;
  start(intervalMs: number): void;
  stop(): void;
}

export function outboxWorker(
  db: Db,
  handlers: { [K in OutboxTable['kind']]?: OutboxHandler<K> },
  options: { postgres: boolean; leaseMs?: number; log?: FastifyBaseLogger },
): OutboxWorker {
  const leaseMs = options.leaseMs ?? rowLeaseMs;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;

  async function pass(now: number): Promise<number> {
    // The pass's clock starts at `now` (a test's time) and runs with the real one.
    const started = Date.now();
    const clock = () => now + (Date.now() - started);
    const token = randomUUID();
    let sent = 0;
    for (const row of await claimDue(db, now, leaseMs, 20, options.postgres, token)) {
      const keepClaim: KeepClaim = async () => {
        if (!(await renewClaim(db, row.id, token, clock(), leaseMs))) throw new LeaseLost(row.id);
      };
      try {
        // The rows of a pass are sent one after another: each gets a whole lease of its own.
        await keepClaim();
        const handler = handlers[row.kind] as OutboxHandler | undefined;
        if (!handler) throw new Error(`this server does not send ${row.kind} rows`);
        await handler(row.id, payloadOf(row), row.attempts, keepClaim);
        await markDone(db, row.id);
        sent += 1;
      } catch (error) {
        if (error instanceof LeaseLost) {
          options.log?.warn({ outbox: row.id, kind: row.kind }, error.message);
          continue;
        }
        const message = (error as Error).message;
        options.log?.warn({ outbox: row.id, kind: row.kind }, `outbox send failed, will retry: ${message}`);
        await markFailed(db, row.id, token, row.attempts, message, clock());
      }
    }
    return sent;
  }

  const worker: OutboxWorker = {
    runOnce(now = Date.now()) {
      running ??= pass(now).finally(() => {
        running = null;
      });
      return running;
    },
    start(intervalMs) {
      timer = setInterval(() => {
        worker.runOnce().catch((error: unknown) => options.log?.error({ err: error }, 'outbox worker crashed'));
      }, intervalMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
    },
  };
  return worker;
}
