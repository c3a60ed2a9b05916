// SPEC §4 Google login: idle; logging in (at least 1 second); signed in; failed (with the error code
// if any); not set up (403). Demo accounts sign in through the same states.
import { limits } from '@pals/core/limits';
import type { SessionUser } from '@pals/core/session';
import { useCallback, useState } from 'react';
import { ApiFailure } from '../../api/client.ts';
import { useSession } from '../../app/session.tsx';
import { atLeast } from '../../ui/atLeast.ts';

export type StaffSignInState =
  | { status: 'idle' }
  | { status: 'loggingIn' }
  | { status: 'failed'; code: string | null }
  | { status: 'notSetUp' };

export function useStaffSignIn() {
  const { signedIn } = useSession();
  const [state, setState] = useState<StaffSignInState>({ status: 'idle' });

  const start = useCallback(
    async (signIn: () => Promise<SessionUser>) => {
      setState({ status: 'loggingIn' });
      try {
        signedIn(await atLeast(limits.minimumSpinnerMs, signIn()));
      } catch (error) {
        setState(error instanceof ApiFailure && error.status === 403 ? { status: 'notSetUp' } : { status: 'failed', code: errorCodeOf(error) });
      }
    },
    [signedIn],
  );

  const fail = useCallback((code: string | null) => setState({ status: 'failed', code }), []);

  return { state, start, fail };
}

/** The code shown after 'Google login failed.': the HTTP status, or what failed before any answer. */
function errorCodeOf(error: unknown): string | null {
  if (error instanceof ApiFailure) return error.status > 0 ? String(error.status) : error.code;
  return null;
}
