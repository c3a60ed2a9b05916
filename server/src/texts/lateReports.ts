// Delivery reports that never came (docs/product.md#texts): Twilio posts each message's statuses to
// the app, and a post that met no app (every instance restarting, a proxy's 502) is not sent again,
// so its recipient would read "waiting for delivery" for ever. Every few minutes the app asks Twilio
// (GET …/Messages/{sid}.json) about recipients handed over at least 10 minutes ago whose report is
// missing or not final, and stores the answer as if Twilio had posted it (texts/deliveries.ts).
// Each recipient is asked again only after as long again as it has waited (10 min, 20, 40, …),
// and not after 2 days: a carrier that never reports delivery leaves it at "sent to the carrier".
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import { storeDelivery } from './deliveries.ts';
import type { SmsProvider } from './provider.ts';

/** A report is missed once this long has passed since the hand-over without a final one. */
const reportMissedAfterMs = 10 * 60_000;
const askedForAtMostMs = 2 * 24 * 60 * 60_000;
const notFinal = ['accepted', 'scheduled', 'queued', 'sending', 'sent'];

/** Asks about up to `limit` recipients whose report is late; answers how many reports it stored. */
export async function askLateReports(
  db: Db,
  provider: SmsProvider,
  now = Date.now(),
  limit = 50,
  log?: FastifyBaseLogger,
): Promise<number> {
  if (!provider.messageStatus) return 0;
  const iso = (ms: number) => new Date(ms).toISOString();
  const late = await db
    .selectFrom('text_recipients')
    .select(['send_id', 'position', 'provider_id', 'handed_at', 'updated_at'])
    .where('status', '=', 'sent')
    .where('provider_id', 'is not', null)
    .where((eb) => eb.or([eb('delivery', 'is', null), eb('delivery', 'in', notFinal)]))
    .where('handed_at', '<', iso(now - reportMissedAfterMs))
    .where('handed_at', '>', iso(now - askedForAtMostMs))
    .orderBy('handed_at')
    .limit(limit * 4)
    .execute();
  // Asked again only after as long again as it had waited when last asked (or last changed).
  const due = late
    .filter((r) => now - Date.parse(r.updated_at) >= Math.max(reportMissedAfterMs, Date.parse(r.updated_at) - Date.parse(r.handed_at!)))
    .slice(0, limit);
  let stored = 0;
  for (const r of due) {
    try {
      const report = await provider.messageStatus(r.provider_id!);
      await storeDelivery(db, { sid: r.provider_id!, status: report.status, errorCode: report.errorCode });
      stored += 1;
    } catch (error) {
      log?.warn({ err: error, sid: r.provider_id }, 'could not ask the SMS provider about a late delivery report');
    }
    await db
      .updateTable('text_recipients')
      .set({ updated_at: iso(now) })
      .where('send_id', '=', r.send_id)
      .where('position', '=', r.position)
      .execute();
  }
  return stored;
}

/** Asks every `intervalMs` (5 minutes). */
export function lateReportChecks(db: Db, provider: SmsProvider, log?: FastifyBaseLogger, intervalMs = 5 * 60_000) {
  const timer = setInterval(() => {
    askLateReports(db, provider, Date.now(), 50, log).catch((error: unknown) => log?.error({ err: error }, 'late delivery reports failed'));
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
