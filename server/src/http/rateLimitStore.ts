// @fastify/rate-limit's store, kept in the database so every instance counts the same attempts.
// One atomic upsert per attempt: a new window starts at 1, a live one adds 1.
import { normalizeIP } from '@fastify/rate-limit';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

export function databaseStore(db: Db) {
  return class DatabaseStore {
    // The plugin passes its options first; the route prefix keeps each limited route's counts apart.
    constructor(
      _options: unknown,
      private readonly prefix = '',
    ) {}

    // The plugin passes the route's window (ms) after the callback.
    incr(key: string, callback: Callback, timeWindow: number) {
      const now = Date.now();
      const expired = sql<boolean>`rate_limits.window_start + ${timeWindow} <= ${now}`;
      db.insertInto('rate_limits')
        .values({ key: `${this.prefix}${key}`, window_start: now, count: 1 })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            count: sql<number>`case when ${expired} then 1 else rate_limits.count + 1 end`,
            window_start: sql<number>`case when ${expired} then ${now} else rate_limits.window_start end`,
          }),
        )
        .returning(['count', 'window_start'])
        .executeTakeFirstOrThrow()
        .then((row) => callback(null, { current: Number(row.count), ttl: Number(row.window_start) + timeWindow - now }))
        .catch((error: Error) => callback(error));
    }

    // A limiter made by createRateLimit (http/callLimits.ts) has no route and names its keys itself.
    child(routeOptions: object) {
      const route = (routeOptions as { routeInfo?: { method?: string; url?: string } }).routeInfo;
      return new DatabaseStore(routeOptions, route?.url ? `${route.method ?? ''}${route.url}:` : '');
    }
  };
}

/** Takes back the attempt a request just counted (docs/security.md "Limits": a correct camp password is
 * not a guess). The key is the one child() and the plugin's default key build: the address as
 * the plugin normalizes it (an IPv6 address by its /64, an IPv4-mapped one as IPv4). */
export async function forgiveAttempt(db: Db, request: { method: string; ip: string; routeOptions: { url?: string } }): Promise<void> {
  await db
    .updateTable('rate_limits')
    .set({ count: sql<number>`rate_limits.count - 1` })
    .where('key', '=', `${request.method}${request.routeOptions.url ?? ''}:${normalizeIP(request.ip)}`)
    .where('count', '>', 0)
    .execute();
}

const everywhereKey = 'camp-login:wrong-passwords-everywhere';
/** A known phone's own count of wrong camp passwords, by its device cookie's id (auth/deviceCookies.ts). */
export const deviceKey = (nonce: string) => `camp-login:wrong-passwords-device:${nonce}`;

/** How long, in ms, camp password tries are refused because too many wrong ones came from
 * everywhere together (no address rotation escapes this count), or from one known phone
 * (`key` = deviceKey); 0 when tries are open. */
export async function campLoginClosedForMs(db: Db, max: number, windowMs: number, now = Date.now(), key = everywhereKey): Promise<number> {
  const row = await db.selectFrom('rate_limits').select(['count', 'window_start']).where('key', '=', key).executeTakeFirst();
  if (!row || Number(row.window_start) + windowMs <= now || Number(row.count) < max) return 0;
  return Number(row.window_start) + windowMs - now;
}

/** Counts one wrong camp password toward the count from everywhere, or toward a known phone's own. */
export async function countWrongCampPassword(db: Db, windowMs: number, now = Date.now(), key = everywhereKey): Promise<void> {
  const expired = sql<boolean>`rate_limits.window_start + ${windowMs} <= ${now}`;
  await db
    .insertInto('rate_limits')
    .values({ key, window_start: now, count: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when ${expired} then 1 else rate_limits.count + 1 end`,
        window_start: sql<number>`case when ${expired} then ${now} else rate_limits.window_start end`,
      }),
    )
    .execute();
}
