// Volunteer Leader and Staff with Google: Google's popup gives an authorization code, which the
// server exchanges (docs/product.md#calls). Loaded only when this server offers Google sign-in.
import { GoogleOAuthProvider, useGoogleLogin, useGoogleOAuth } from '@react-oauth/google';
import { useState } from 'react';
import { StaffButtons } from './StaffButtons.tsx';
import type { useStaffSignIn } from './useStaffSignIn.ts';

interface GoogleButtonsProps {
  clientId: string;
  /** A sign-in is running. */
  busy: boolean;
  staffSignIn: ReturnType<typeof useStaffSignIn>;
}

export function GoogleButtons({ clientId, busy, staffSignIn }: GoogleButtonsProps) {
  const [scriptFailed, setScriptFailed] = useState(false);
  return (
    <GoogleOAuthProvider clientId={clientId} onScriptLoadError={() => setScriptFailed(true)}>
      <PopupButtons busy={busy} staffSignIn={staffSignIn} scriptFailed={scriptFailed} />
    </GoogleOAuthProvider>
  );
}

function PopupButtons({ busy, staffSignIn, scriptFailed }: Omit<GoogleButtonsProps, 'clientId'> & { scriptFailed: boolean }) {
  const { scriptLoadedSuccessfully } = useGoogleOAuth();
  const { signInWithCode, fail } = staffSignIn;
  const openPopup = useGoogleLogin({
    flow: 'auth-code',
    scope: 'openid email profile',
    onSuccess: ({ code }) => signInWithCode(code),
    onError: ({ error }) => fail(error ?? null),
    onNonOAuthError: ({ type }) => fail(type),
  });
  const onChoose = scriptFailed ? () => fail('google_unreachable') : openPopup;
  return <StaffButtons disabled={!scriptLoadedSuccessfully && !scriptFailed} busy={busy} onChoose={onChoose} />;
}
