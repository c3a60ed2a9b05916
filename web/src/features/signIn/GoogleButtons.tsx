// Volunteer Leader and Staff with Google: Google's popup gives an authorization code, which the
// server exchanges (SPEC §7). Loaded only when this server offers Google sign-in.
import { api } from '@pals/core/api';
import { GoogleOAuthProvider, useGoogleLogin, useGoogleOAuth } from '@react-oauth/google';
import { useState } from 'react';
import { call } from '../../api/client.ts';
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
  const { start, fail } = staffSignIn;
  const openPopup = useGoogleLogin({
    flow: 'auth-code',
    scope: 'openid email profile',
    onSuccess: ({ code }) => void start(() => call(api.googleLogin, { code })),
    onError: ({ error }) => fail(error ?? null),
    onNonOAuthError: ({ type }) => fail(type),
  });
  const onChoose = scriptFailed ? () => fail('google_unreachable') : openPopup;
  return <StaffButtons disabled={!scriptLoadedSuccessfully && !scriptFailed} busy={busy} onChoose={onChoose} />;
}
