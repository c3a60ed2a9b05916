// docs/product.md#sign-in-google: idle; logging in (at least 1 second); signed in; failed (with the error code
// if any); not set up (403). Demo accounts sign in through the same states.
import { firstCalls } from '../../api/firstCalls.ts';
import { useState } from 'react';
import { ApiFailure } from '../../api/client.ts';
import { useSignIn } from '../../session/useSignIn.ts';

export type StaffSignInState =
  { status: 'idle' } | { status: 'loggingIn' } | { status: 'failed'; code: string | null } | { status: 'notSetUp' };

export function useStaffSignIn() {
  const google = useSignIn(firstCalls.googleLogin);
  const demo = useSignIn(firstCalls.demoLogin);
  /** Google's popup failed before any call: its own code, or null. */
  const [popupFailure, setPopupFailure] = useState<{ code: string | null } | null>(null);

  const last = demo.submittedAt > google.submittedAt ? demo : google;
  const state: StaffSignInState = popupFailure
    ? { status: 'failed', code: popupFailure.code }
    : last.isPending
      ? { status: 'loggingIn' }
      : last.isError
        ? last.error instanceof ApiFailure && last.error.status === 403
          ? { status: 'notSetUp' }
          : { status: 'failed', code: errorCodeOf(last.error) }
        : { status: 'idle' };

  return {
    state,
    signInWithCode: (code: string) => {
      setPopupFailure(null);
      google.send({ code });
    },
    signInAs: (email: string) => {
      setPopupFailure(null);
      demo.send({ email });
    },
    fail: (code: string | null) => setPopupFailure({ code }),
  };
}

/** The code shown after 'Google login failed.': the HTTP status, or what failed before any answer. */
function errorCodeOf(error: unknown): string | null {
  if (error instanceof ApiFailure) return error.status > 0 ? String(error.status) : error.code;
  return null;
}
