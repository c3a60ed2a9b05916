// Limits on the calls that write, text or reach Google (docs/security.md "Limits"): per session and per
// address, counted in the database so every instance counts the same calls. A refused call is a
// 429 in the one error shape with Retry-After. The table is here, in one place, so no handler
// changes for it; the numbers and why are in core/limits.ts.
import { createHash } from 'node:crypto';
import { api } from '@pals/core/api';
import { limits } from '@pals/core/limits';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { sessionToken } from '../auth/cookies.ts';
import { fail } from './errors.ts';

type By = 'session' | 'address';
interface CallLimit {
  perSession?: number;
  perAddress: number;
  /** The window counted in: a minute unless said. */
  windowMs?: number;
  /** Calls that count together, as one count (all of a group's routes name the same limit). */
  group?: string;
  /** The refusal's words, naming the limit; without, the plain "a lot in a short time". */
  words?: (max: number, by: By, waitSeconds: number) => string;
}

const minutesOf = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? 'a minute' : `${minutes} minutes`;
};

/** Sending now and everything done to a scheduled text: one count, named in its refusal. */
const texts: CallLimit = {
  ...limits.callsPerMinute.texts,
  group: 'texts',
  words: (max, by) =>
    `That is ${max} texts in a minute (sent, scheduled, changed or cancelled), the most ${by === 'session' ? 'one person' : 'one network'} may. Please wait a minute and try again.`,
};

const textTests: CallLimit = {
  perSession: limits.textTestsPerHour,
  perAddress: limits.textTestsPerHour * 10,
  windowMs: limits.callLimitHourMs,
  words: (max, by, wait) =>
    `That is ${max} tests ${by === 'session' ? 'to yourself' : 'from this network'} in an hour, the most there may be. Please try again in ${minutesOf(wait)}.`,
};

const workbookReads: CallLimit = {
  ...limits.callsPerMinute.workbookReads,
  group: 'workbook-reads',
  words: (max, by) =>
    `That is ${max} workbook reads in a minute, the most ${by === 'session' ? 'one person' : 'one network'} may start. The workbook is read every few minutes by itself too; please wait a minute and try again.`,
};

const limited: [{ method: string; path: string }, CallLimit][] = [
  [api.googleLogin, limits.callsPerMinute.googleSignIn],
  [api.localFeedback, limits.callsPerMinute.feedback],
  [api.googleFeedback, limits.callsPerMinute.feedback],
  [api.note, limits.callsPerMinute.notes],
  [api.hubs, limits.callsPerMinute.hubs],
  [api.sendText, texts],
  [api.sendTextAdmin, texts],
  [api.scheduleText, texts],
  [api.editScheduledText, texts],
  [api.cancelScheduledText, texts],
  [api.sendTextTest, textTests],
  [api.phoneCode, limits.callsPerMinute.phoneCodes],
  [api.adminRefresh, workbookReads],
  [api.adminImportAnyway, workbookReads],
];

/** The session a request names (a hash of its cookie, never the cookie itself); a request without
 * one counts against its address only (and is refused as signed out). */
function sessionKey(request: FastifyRequest): string | null {
  const token = sessionToken(request);
  return token ? createHash('sha256').update(token).digest('hex') : null;
}

/** Must run before the routes are registered: it adds each limited route's check as it is added. */
export function installCallLimits(app: FastifyInstance): void {
  const byRoute = new Map(limited.map(([endpoint, limit]) => [`${endpoint.method} ${endpoint.path}`, limit]));
  const counter = (name: string, max: number, windowMs: number, key: (request: FastifyRequest) => string | null) =>
    app.createRateLimit({
      max,
      timeWindow: windowMs,
      keyGenerator: (request) => `calls:${name}:${key(request)}`,
      // Nothing to count by (a request without a session cookie, for the per-session count).
      allowList: (request) => key(request) === null,
    });

  app.addHook('onRoute', (route) => {
    const name = `${[route.method].flat().join(',')} ${route.url}`;
    const limit = byRoute.get(name);
    if (!limit) return;
    const counted = limit.group ?? name;
    const windowMs = limit.windowMs ?? limits.callLimitWindowMs;
    const counters: [By, number, ReturnType<typeof counter>][] = [
      ['address', limit.perAddress, counter(counted, limit.perAddress, windowMs, (request) => `address:${request.ip}`)],
    ];
    if (limit.perSession)
      counters.push([
        'session',
        limit.perSession,
        counter(counted, limit.perSession, windowMs, (request) => (sessionKey(request) ? `session:${sessionKey(request)}` : null)),
      ]);
    // After the body is checked: a refused body costs nothing and counts nothing.
    const check: preHandlerAsyncHookHandler = async (request, reply) => {
      for (const [by, max, count] of counters) {
        const result = await count(request);
        if (!result.isAllowed && result.isExceeded) {
          const wait = Math.max(1, result.ttlInSeconds);
          void reply.header('retry-after', String(wait));
          throw fail.tooMany(limit.words?.(max, by, wait) ?? 'That was a lot in a short time. Please wait a minute and try again.');
        }
      }
    };
    route.preHandler = [check, ...[route.preHandler ?? []].flat()];
  });
}
