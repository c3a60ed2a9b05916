// The signed-in person as the web sees them (docs/product.md#data). The readable cookie that carries it is
// sessionCookie.ts, without zod (the web reads it before its first paint); it imports this file's
// types, so this file does not re-export it (no import circle).
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
