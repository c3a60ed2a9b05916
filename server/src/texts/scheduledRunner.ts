// Sends scheduled texts at their time (docs/product.md#scheduled-texts), on the database's clock
// (`now`: db/clock.ts in production, so an instance whose own clock is fast sends nothing early; a
// test's clock in tests). Each pass: cancels the texts of senders
// who can no longer text, marks texts over an hour late missed, and sends each due text through the
// path of a text sent now. Any number of servers may run it at once: a text is taken by one
// transaction only (texts/scheduled.ts), and a server that stops mid-send leaves its send to the
// job worker (texts/finishSends.ts), which finishes it without texting anyone twice.
import type { FastifyBaseLogger } from 'fastify';
import { databaseNow } from '../db/clock.ts';
import type { Db } from '../db/database.ts';
import { LeaseLost } from '../jobs/worker.ts';
import type { SmsProvider } from './provider.ts';
import { sendReportReminders } from './reportReminders.ts';
import { cancelForLostSenders, dueScheduledTexts, markMissed, takeDueText } from './scheduled.ts';
import { defaultSendOptions, sendRecorded, type SendOptions } from './sendTexts.ts';

export interface ScheduledTextRunner {
  /** One pass; answers how many scheduled texts it sent (reminders are not counted). A second call while a pass runs shares it. */
  runOnce(): Promise<number>;
  start(intervalMs: number): void;
  /** No more passes; resolves once the pass under way (if any) has ended. */
  stop(): Promise<void>;
}

export function scheduledTextRunner(
  db: Db,
  sms: SmsProvider,
  options: { now?: () => number | Promise<number>; sendOptions?: SendOptions; log?: FastifyBaseLogger; appUrl?: string } = {},
): ScheduledTextRunner {
  const now = options.now ?? (() => databaseNow(db));
  const sendOptions = options.sendOptions ?? defaultSendOptions;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;

  const stopping = () => sendOptions.stopping?.aborted === true;

  async function pass(): Promise<number> {
    await cancelForLostSenders(db, await now());
    const missed = await markMissed(db, await now());
    if (missed > 0) options.log?.warn(`${missed} scheduled text(s) missed: due over an hour ago, not sent`);
    let sent = 0;
    for (const text of await dueScheduledTexts(db, await now())) {
      // Stopping: a text not taken yet waits for another instance (or this one's restart).
      if (stopping()) break;
      const recorded = await takeDueText(db, sms, text, sendOptions, await now());
      if (!recorded) continue;
      try {
        await sendRecorded(db, sms, recorded, sendOptions);
        sent += 1;
      } catch (error) {
        // Past its hold, the job worker took the send over and finishes it.
        if (!(error instanceof LeaseLost)) throw error;
      }
    }
    // Daily-report reminders go on the same clock and the same pass (reportReminders.ts).
    if (options.appUrl && !stopping()) await sendReportReminders(db, sms, await now(), options.appUrl, sendOptions);
    return sent;
  }

  const runner: ScheduledTextRunner = {
    runOnce() {
      running ??= pass().finally(() => {
        running = null;
      });
      return running;
    },
    start(intervalMs) {
      timer = setInterval(() => {
        if (stopping()) return;
        runner.runOnce().catch((error: unknown) => options.log?.error({ err: error }, 'scheduled texts runner crashed'));
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
  return runner;
}
