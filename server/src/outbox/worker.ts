// The outbox worker: every few seconds it claims due rows, sends each, and marks it done or
// schedules another try. Several instances may run one each; a claim is held by one at a time.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import { claimDue, markDone, markFailed } from '../db/outbox.ts';
import type { OutboxTable } from '../db/schema.ts';

export type OutboxHandler = (id: string, payload: never, attempts: number) => Promise<void>;

export interface OutboxWorker {
  /** One pass over the due rows; answers how many were sent. */
  runOnce(now?: number): Promise<number>;
  start(intervalMs: number): void;
  stop(): void;
}

export function outboxWorker(db: Db, handlers: Record<OutboxTable['kind'], OutboxHandler>, options: { postgres: boolean; leaseMs?: number; log?: FastifyBaseLogger }): OutboxWorker {
  let timer: NodeJS.Timeout | null = null;
  const worker: OutboxWorker = {
    async runOnce(now = Date.now()) {
      let sent = 0;
      for (const row of await claimDue(db, now, options.leaseMs ?? 60_000, 20, options.postgres)) {
        try {
          await handlers[row.kind](row.id, JSON.parse(row.payload) as never, row.attempts);
          await markDone(db, row.id);
          sent += 1;
        } catch (error) {
          const message = (error as Error).message;
          options.log?.warn({ outbox: row.id, kind: row.kind }, `outbox send failed, will retry: ${message}`);
          await markFailed(db, row.id, row.attempts, message, now);
        }
      }
      return sent;
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
