// The signed-in person as the web sees them (SPEC §3), and the readable cookie that carries it.
import { z } from 'zod/mini';
import { staffRoles, type Identity } from './roles.ts';

export const googleUser = z.object({
  givenname: z.string(),
  fullname: z.string(),
  email: z.string(),
  program: z.nullable(z.string()),
  staffrole: z.enum(staffRoles),
  startdate: z.nullable(z.string()),
  enddate: z.nullable(z.string()),
  programschedulelink: z.string(),
  photouploadlink: z.string(),
});
export type GoogleUser = z.infer<typeof googleUser>;

export const localUser = z.object({
  fullname: z.string(),
  localrole: z.literal('participant'),
  program: z.string(),
  programschedulelink: z.string(),
  photouploadlink: z.string(),
});
export type LocalUser = z.infer<typeof localUser>;

export const sessionUser = z.union([z.strictObject({ googleUser }), z.strictObject({ localUser })]);
export type SessionUser = z.infer<typeof sessionUser>;

/** The readable cookie's name; the HttpOnly session cookie is the one the server trusts. */
export const userCookieName = 'pals_user';
export const sessionCookieName = 'pals_session';

export function encodeUserCookie(user: SessionUser): string {
  return encodeURIComponent(JSON.stringify(user));
}

/** The readable cookie's user, or null when it is missing, mangled or not of the SPEC §3 shape. */
export function decodeUserCookie(value: string | undefined): SessionUser | null {
  if (!value) return null;
  try {
    const parsed = sessionUser.safeParse(JSON.parse(decodeURIComponent(value)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function identityOf(user: SessionUser | null): Identity {
  if (!user) return { kind: 'anonymous' };
  if ('localUser' in user) return { kind: 'participant', program: user.localUser.program };
  return { kind: 'staff', role: user.googleUser.staffrole, program: user.googleUser.program };
}
