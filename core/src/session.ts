// The signed-in person as the web sees them (SPEC §3), and the readable cookie that carries it.
import { z } from 'zod/mini';
import { staffRoles } from './roles.ts';

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

// What the web reads before its first paint lives in sessionCookie.ts, without zod.
export { decodeUserCookie, encodeUserCookie, identityOf, sessionCookieName, userCookieName } from './sessionCookie.ts';
