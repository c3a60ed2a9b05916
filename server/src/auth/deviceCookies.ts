// OWASP's "device cookies" for the camp password (docs/security.md "Limits"; OWASP's Slow Down
// Online Guessing Attacks with Device Cookies). A phone that signed in to a program with its camp
// password carries a signed, HttpOnly cookie naming the programs it signed in to. The limits that
// guessers from many addresses can trip for everyone (10 wrong a minute per address, 50 wrong from
// anywhere in 10 minutes) apply to unknown phones only; a known phone has its own small limit
// (core/limits.ts), past which it is an unknown phone again. While sign-in is closed to unknown
// phones, a known one opens only the programs its cookie names.
import { randomBytes } from 'node:crypto';
import { limits } from '@pals/core/limits';
import { api } from '@pals/core/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';

const deviceCookieName = 'pals_device';
/** The programs one cookie remembers: a phone lent around a camp or two, not a list to grow. */
const programsKept = 5;

export interface Device {
  /** The cookie's own random id, which its count of wrong guesses is kept under. */
  nonce: string;
  /** The programs this phone signed in to, newest first. */
  programs: string[];
}

/**
 * The key that signs device cookies: made by the first server to start on the database, kept in
 * server_secrets, so every instance checks the same cookies. Deleting the row (then restarting every
 * instance) forgets every phone; they become known again at their next sign-in.
 */
export async function deviceCookieKey(db: Db): Promise<string> {
  await db
    .insertInto('server_secrets')
    .values({ name: 'device_cookie_key', value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('server_secrets').select('value').where('name', '=', 'device_cookie_key').executeTakeFirstOrThrow();
  return row.value;
}

/** The device the request's cookie names, if its signature is ours and it is not too old. */
export function deviceOf(request: FastifyRequest, now = Date.now()): Device | null {
  const raw = request.cookies[deviceCookieName];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || unsigned.value === null) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(unsigned.value, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!payload || typeof payload !== 'object') return null;
  const { n, p, t } = payload as Record<string, unknown>;
  if (typeof n !== 'string' || !/^[A-Za-z0-9_-]{22}$/.test(n)) return null;
  if (typeof t !== 'number' || !Number.isInteger(t) || t * 1000 + limits.deviceCookieDays * 86_400_000 <= now) return null;
  if (!Array.isArray(p) || p.length > programsKept || !p.every((program) => typeof program === 'string')) return null;
  return { nonce: n, programs: p as string[] };
}

/**
 * Gives the phone a new device cookie after a right camp password (a new id, so a new count): the
 * program it just opened, then those its cookie named before. Sent with the sign-in call only.
 */
export function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, program: string, before: Device | null, now = Date.now()) {
  const programs = [program, ...(before?.programs ?? []).filter((p) => p !== program)].slice(0, programsKept);
  const payload = { n: randomBytes(16).toString('base64url'), p: programs, t: Math.floor(now / 1000) };
  reply.setCookie(deviceCookieName, Buffer.from(JSON.stringify(payload)).toString('base64url'), {
    signed: true,
    httpOnly: true,
    secure: request.protocol === 'https',
    sameSite: 'strict',
    path: api.campLogin.path,
    maxAge: limits.deviceCookieDays * 86_400,
  });
}
