// Signing in and out (docs/product.md#calls): the camp password, a staff code, Google, the demo's
// accounts, and Logout.
import { z } from 'zod/mini';
import { endpoint, ok } from '../endpoint.ts';
import { staffRoles } from '../people/roles.ts';
import { googleUser, localUser } from '../people/session.ts';

// Each shape is a function that builds it: a call's schemas are built when first read (core/src/endpoint.ts).
const demoAccount = () => z.object({ name: z.string(), email: z.string(), role: z.enum(staffRoles), program: z.nullable(z.string()) });

export const signInCalls = {
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
};
