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

type CallLimit = { perSession?: number; perAddress: number };

const limited: [{ method: string; path: string }, CallLimit][] = [
  [api.googleLogin, limits.callsPerMinute.googleSignIn],
  [api.localFeedback, limits.callsPerMinute.feedback],
  [api.googleFeedback, limits.callsPerMinute.feedback],
  [api.note, limits.callsPerMinute.notes],
  [api.hubs, limits.callsPerMinute.hubs],
  [api.sendText, limits.callsPerMinute.texts],
  [api.sendTextAdmin, limits.callsPerMinute.texts],
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
  const counter = (name: string, max: number, key: (request: FastifyRequest) => string | null) =>
    app.createRateLimit({
      max,
      timeWindow: limits.callLimitWindowMs,
      keyGenerator: (request) => `calls:${name}:${key(request)}`,
      // Nothing to count by (a request without a session cookie, for the per-session count).
      allowList: (request) => key(request) === null,
    });

  app.addHook('onRoute', (route) => {
    const name = `${[route.method].flat().join(',')} ${route.url}`;
    const limit = byRoute.get(name);
    if (!limit) return;
    const counters = [counter(name, limit.perAddress, (request) => `address:${request.ip}`)];
    if (limit.perSession)
      counters.push(counter(name, limit.perSession, (request) => (sessionKey(request) ? `session:${sessionKey(request)}` : null)));
    // After the body is checked: a refused body costs nothing and counts nothing.
    const check: preHandlerAsyncHookHandler = async (request, reply) => {
      for (const count of counters) {
        const result = await count(request);
        if (!result.isAllowed && result.isExceeded) {
          void reply.header('retry-after', String(Math.max(1, result.ttlInSeconds)));
          throw fail.tooMany('That was a lot in a short time. Please wait a minute and try again.');
        }
      }
    };
    route.preHandler = [check, ...[route.preHandler ?? []].flat()];
  });
}
