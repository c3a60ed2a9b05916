// Signing in and out: camp password, Google, demo accounts (demo mode only), logout.
import { api } from '@pals/core/api';
import { messages } from '@pals/core/messages';
import { limits } from '@pals/core/limits';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { programForPassword } from '../auth/campPassword.ts';
import { makePhoneCode, usePhoneCode } from '../auth/phoneCodes.ts';
import { clearSessionCookies, sessionToken, setSessionCookies } from '../auth/cookies.ts';
import { deviceOf, setDeviceCookie, type Device } from '../auth/deviceCookies.ts';
import { GoogleRejected, GoogleUnreachable, type GoogleSignIn } from '../auth/google.ts';
import { personOf, sessionUserOf } from '../auth/person.ts';
import { endSession, startSession, type SessionOwner } from '../auth/sessions.ts';
import type { Db } from '../db/database.ts';
import { listStaff } from '../db/workbookTables.ts';
import { fail } from '../http/errors.ts';
import { campLoginClosedForMs, countWrongCampPassword, deviceKey, forgiveAttempt } from '../http/rateLimitStore.ts';
import { serve } from '../http/route.ts';

export interface AuthOptions {
  demo: boolean;
  googleSignIn: GoogleSignIn | null;
}

export function authRoutes(app: FastifyInstance, db: Db, options: AuthOptions): void {
  async function signIn(request: FastifyRequest, reply: FastifyReply, owner: SessionOwner) {
    const person = await personOf(db, owner);
    if (!person) throw fail.notAllowed(messages.googleNotSetUp);
    const user = await sessionUserOf(db, person);
    const token = await startSession(db, owner);
    // A sign-in on a browser where someone else was signed in replaces their session: it ends on the
    // server too, not only in this browser (docs/security.md "Sessions"), so a copy of the old cookie
    // opens nothing.
    const replaced = sessionToken(request);
    if (replaced) await endSession(db, replaced);
    setSessionCookies(request, reply, token, user);
    return user;
  }

  /** The known phone a camp password try comes from (auth/deviceCookies.ts): a device cookie we
   * signed, under its own limit of wrong tries. Worked out once per request: the per-address limit
   * asks first (a known phone is not counted there), then the handler. */
  const knownDevices = new WeakMap<FastifyRequest, Promise<Device | null>>();
  const knownDevice = (request: FastifyRequest) => {
    let known = knownDevices.get(request);
    if (!known) {
      const device = deviceOf(request);
      known = device
        ? campLoginClosedForMs(
            db,
            limits.campLoginWrongGuessesPerDevice,
            limits.campLoginFailedGuessesWindowMs,
            Date.now(),
            deviceKey(device.nonce),
          ).then((closedForMs) => (closedForMs > 0 ? null : device))
        : Promise.resolve(null);
      knownDevices.set(request, known);
    }
    return known;
  };

  serve(
    app,
    db,
    api.campLogin,
    async ({ body, request, reply }) => {
      const device = await knownDevice(request);
      // Guesses from everywhere close sign-in for unknown phones only (docs/security.md "Limits").
      const closedForMs = await campLoginClosedForMs(db, limits.campLoginFailedGuessesEverywhere, limits.campLoginFailedGuessesWindowMs);
      if (closedForMs > 0 && !device) {
        void reply.header('retry-after', String(Math.ceil(closedForMs / 1000)));
        throw fail.tooMany('Too many wrong camp passwords were tried. Please wait a few minutes and try again.');
      }
      const program = await programForPassword(db, body.password);
      // While closed, a known phone opens only the programs it signed in to before; any other
      // password is a wrong one, whatever it opens elsewhere, so the answer tells a guesser nothing.
      if (!program || (closedForMs > 0 && !device!.programs.includes(program.name))) {
        await countWrongCampPassword(db, limits.campLoginFailedGuessesWindowMs);
        if (device) await countWrongCampPassword(db, limits.campLoginFailedGuessesWindowMs, Date.now(), deviceKey(device.nonce));
        throw fail.wrongPassword(messages.campLoginWrongPassword);
      }
      const user = await signIn(request, reply, { kind: 'participant', program: program.name });
      if (!('localUser' in user)) throw new Error('a camp password signed in a staff member');
      setDeviceCookie(request, reply, program.name, deviceOf(request));
      // A known phone's try was not counted against its address, so there is nothing to take back.
      if (!device) await forgiveAttempt(db, request);
      return user;
    },
    {
      rateLimit: {
        max: limits.campLoginAttemptsPerMinute,
        timeWindow: '1 minute',
        allowList: async (request) => (await knownDevice(request)) !== null,
      },
    },
  );

  // "Let a phone in" (docs/decisions/070-a-staff-code-lets-a-phone-in.md): a staff member's code, not
  // the camp password, so the camp-wide closing does not apply and a wrong code does not count toward it.
  serve(app, db, api.phoneCode, async ({ person }) => {
    const program = person.program?.name;
    if (!program) throw fail.notAllowed('You have no program to let a phone in to.');
    return makePhoneCode(db, program, person.staff.email, Date.now());
  });

  serve(
    app,
    db,
    api.codeLogin,
    async ({ body, request, reply }) => {
      const used = await usePhoneCode(db, body.code, Date.now());
      if ('refused' in used) throw fail.wrongPassword(used.refused);
      const user = await signIn(request, reply, { kind: 'participant', program: used.program });
      if (!('localUser' in user)) throw new Error('a phone code signed in a staff member');
      // Known from now on: its camp password later meets the known phone's limits only.
      setDeviceCookie(request, reply, used.program, null);
      await forgiveAttempt(db, request);
      return user;
    },
    { rateLimit: { max: limits.phoneCodeTriesPerMinute, timeWindow: '1 minute' } },
  );

  serve(app, db, api.googleLogin, async ({ body, request, reply }) => {
    if (!options.googleSignIn) throw fail.notFound('Google sign-in is not set up on this server.');
    if (request.headers['x-requested-with'] !== 'XMLHttpRequest') throw fail.notAllowed('This call needs the X-Requested-With header.');
    let email: string;
    try {
      ({ email } = await options.googleSignIn(body.code));
    } catch (error) {
      if (error instanceof GoogleRejected) throw fail.googleRejected(error.reason);
      if (error instanceof GoogleUnreachable) throw fail.unavailable('Google could not be reached. Please try again in a minute.');
      throw error;
    }
    const user = await signIn(request, reply, { kind: 'staff', email });
    if (!('googleUser' in user)) throw new Error('a Google sign-in gave a participant');
    return user;
  });

  serve(app, db, api.demoAccounts, async () => {
    if (!options.demo) throw fail.notFound();
    const staff = await listStaff(db);
    return {
      accounts: staff.map((s) => ({ name: s.full_name, email: s.email, role: s.staff_role, program: s.program })),
    };
  });

  serve(app, db, api.demoLogin, async ({ body, request, reply }) => {
    if (!options.demo) throw fail.notFound();
    const person = await personOf(db, { kind: 'staff', email: body.email.toLowerCase() });
    if (!person) throw fail.badInput('There is no staff member with this email.', { email: 'no staff member has this email' });
    const user = await signIn(request, reply, { kind: 'staff', email: body.email.toLowerCase() });
    if (!('googleUser' in user)) throw new Error('a demo sign-in gave a participant');
    return user;
  });

  serve(app, db, api.logout, async ({ request, reply }) => {
    const token = sessionToken(request);
    if (token) await endSession(db, token);
    clearSessionCookies(reply);
    return { ok: true as const };
  });
}
