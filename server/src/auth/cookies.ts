// The two cookies of docs/product.md#sessions: the HttpOnly session id the server trusts,
// and the readable {googleUser}/{localUser} JSON the web reads to draw the right screen at once.
import type { SessionUser } from '@pals/core/people/session';
import { encodeUserCookie, sessionCookieName, userCookieName } from '@pals/core/people/sessionCookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionDays } from './sessions.ts';

const common = (request: FastifyRequest) => ({
  path: '/',
  sameSite: 'lax' as const,
  secure: request.protocol === 'https',
  maxAge: sessionDays * 86_400,
});

export function setSessionCookies(request: FastifyRequest, reply: FastifyReply, token: string, user: SessionUser): void {
  reply.setCookie(sessionCookieName, token, { ...common(request), httpOnly: true });
  setUserCookie(request, reply, user);
}

export function setUserCookie(request: FastifyRequest, reply: FastifyReply, user: SessionUser): void {
  // Already URI-encoded JSON; the cookie plugin must not encode it twice.
  reply.setCookie(userCookieName, encodeUserCookie(user), { ...common(request), httpOnly: false, encode: (v) => v });
}

export function clearSessionCookies(reply: FastifyReply): void {
  reply.clearCookie(sessionCookieName, { path: '/' });
  reply.clearCookie(userCookieName, { path: '/' });
}

export function sessionToken(request: FastifyRequest): string | undefined {
  return request.cookies[sessionCookieName];
}

/** The request carries the readable cookie (which the server never trusts, only clears). */
export function carriesUserCookie(request: FastifyRequest): boolean {
  return request.cookies[userCookieName] !== undefined;
}
