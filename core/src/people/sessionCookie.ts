// The readable cookie that says who is signed in (docs/product.md#data), without zod: the web reads it before
// its first paint, and the first file it loads carries no schema library (docs/performance.md "First load of `/`"). The check
// below accepts exactly what session.ts's `sessionUser` schema accepts (core/test/session.test.ts
// holds them to each other with random cookies); the server never trusts this cookie either way.
import { staffRoles, type Identity } from './roles.ts';
import type { GoogleUser, LocalUser, SessionUser } from './session.ts';

/** The readable cookie's name; the HttpOnly session cookie is the one the server trusts. */
export const userCookieName = 'pals_user';
export const sessionCookieName = 'pals_session';

export function encodeUserCookie(user: SessionUser): string {
  return encodeURIComponent(JSON.stringify(user));
}

/** The readable cookie's user, or null when it is missing, mangled or not of the docs/product.md#data-person shape. */
export function decodeUserCookie(value: string | undefined): SessionUser | null {
  if (!value) return null;
  try {
    return sessionUserOf(JSON.parse(decodeURIComponent(value)));
  } catch {
    return null;
  }
}

export function identityOf(user: SessionUser | null): Identity {
  if (!user) return { kind: 'anonymous' };
  if ('localUser' in user) return { kind: 'participant', program: user.localUser.program };
  return { kind: 'staff', role: user.googleUser.staffrole, program: user.googleUser.program };
}

type Fields = Record<string, unknown>;
const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string';
const isTextOrNull = (value: unknown): value is string | null => value === null || typeof value === 'string';
const onlyKey = (value: Fields, key: string) => Object.keys(value).length === 1 && key in value;

function sessionUserOf(value: unknown): SessionUser | null {
  if (!isFields(value)) return null;
  if (onlyKey(value, 'googleUser')) {
    const googleUser = googleUserOf(value.googleUser);
    return googleUser && { googleUser };
  }
  if (onlyKey(value, 'localUser')) {
    const localUser = localUserOf(value.localUser);
    return localUser && { localUser };
  }
  return null;
}

/** Only the known fields, as the schema's parse gives them. */
function googleUserOf(u: unknown): GoogleUser | null {
  if (!isFields(u)) return null;
  const { givenname, fullname, email, program, staffrole, startdate, enddate, programschedulelink, photouploadlink } = u;
  const role = staffRoles.find((known) => known === staffrole);
  if (!isText(givenname) || !isText(fullname) || !isText(email) || !isTextOrNull(program) || !role) return null;
  if (!isTextOrNull(startdate) || !isTextOrNull(enddate) || !isText(programschedulelink) || !isText(photouploadlink)) return null;
  return { givenname, fullname, email, program, staffrole: role, startdate, enddate, programschedulelink, photouploadlink };
}

function localUserOf(u: unknown): LocalUser | null {
  if (!isFields(u)) return null;
  const { fullname, localrole, program, programschedulelink, photouploadlink } = u;
  if (!isText(fullname) || localrole !== 'participant' || !isText(program) || !isText(programschedulelink) || !isText(photouploadlink))
    return null;
  return { fullname, localrole, program, programschedulelink, photouploadlink };
}
