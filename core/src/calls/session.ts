// Signing in and out, the public configuration and the last workbook update (docs/product.md#calls).
import { z } from 'zod/mini';
import { endpoint, lastupdate, ok } from '../endpoint.ts';
import { linkKeys } from '../links.ts';
import { staffRoles } from '../roles.ts';
import { googleUser, localUser, sessionUser } from '../session.ts';

// Each shape is a function that builds it: a call's schemas are built when first read (core/endpoint.ts).
const links = () =>
  z.object(Object.fromEntries(linkKeys.map((key) => [key, z.string()])) as Record<(typeof linkKeys)[number], z.ZodMiniString>);
const demoAccount = () => z.object({ name: z.string(), email: z.string(), role: z.enum(staffRoles), program: z.nullable(z.string()) });

export const sessionCalls = {
  publicConfig: endpoint({
    method: 'GET',
    path: '/api/config',
    access: 'public',
    answer: () => z.object({ orgName: z.string(), demo: z.boolean(), googleClientId: z.nullable(z.string()) }),
  }),
  me: endpoint({
    method: 'GET',
    path: '/api/me',
    access: 'signedIn',
    answer: () => z.object({ user: sessionUser, links: links() }),
  }),
  campLogin: endpoint({
    method: 'POST',
    path: '/api/local/login',
    access: 'public',
    body: () =>
      z.object({
        username: z.string().check(z.maxLength(100)),
        password: z.string().check(z.minLength(1, 'Enter your camp password'), z.maxLength(200)),
      }),
    answer: () => z.object({ localUser }),
  }),
  /** docs/product.md#let-a-phone-in: a code that signs one phone in to the caller's program, for a few minutes. */
  phoneCode: endpoint({
    method: 'POST',
    path: '/api/google/phonecode',
    access: 'letPhoneIn',
    body: () => z.strictObject({}),
    answer: () => z.object({ code: z.string(), program: z.string(), expiresAt: z.string() }),
  }),
  /** A phone signs in with a staff member's code instead of the camp password; it works while camp
   * password sign-in is closed. */
  codeLogin: endpoint({
    method: 'POST',
    path: '/api/local/codelogin',
    access: 'public',
    body: () => z.object({ code: z.string().check(z.minLength(1, 'Type the code from staff'), z.maxLength(40)) }),
    answer: () => z.object({ localUser }),
  }),
  googleLogin: endpoint({
    method: 'POST',
    path: '/api/google/authcode',
    access: 'public',
    body: () => z.object({ code: z.string().check(z.minLength(1), z.maxLength(2048)) }),
    answer: () => z.object({ googleUser }),
  }),
  demoAccounts: endpoint({
    method: 'GET',
    path: '/api/demo/accounts',
    access: 'public',
    answer: () => z.object({ accounts: z.array(demoAccount()) }),
  }),
  demoLogin: endpoint({
    method: 'POST',
    path: '/api/demo/login',
    access: 'public',
    body: () => z.object({ email: z.string().check(z.minLength(1), z.maxLength(320)) }),
    answer: () => z.object({ googleUser }),
  }),
  logout: endpoint({
    method: 'POST',
    path: '/api/logout',
    access: 'public',
    body: () => z.optional(z.object({})),
    answer: ok,
  }),
  lastUpdate: endpoint({
    method: 'GET',
    path: '/api/google/lastupdate',
    access: 'lastUpdate',
    answer: () => z.object({ lastupdate: lastupdate() }),
  }),
};
