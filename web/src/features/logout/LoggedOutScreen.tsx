// /logout (docs/product.md "Logout"): where a person lands after logging out, and where the session
// ends on the phone (session/useLogout.ts). Arriving any other way while signed in logs out too, so
// the page never says "logged out" while a session lives on; the server hears it now or at the
// first connection.
import { useEffect } from 'react';
import { useSession } from '../../session/session.tsx';
import { useEndSession, useLogout } from '../../session/useLogout.ts';
import { LinkButton } from '../../ui/LinkButton.tsx';
import { ScreenTitle } from '../../ui/ScreenTitle.tsx';
import { useNavigationState } from '../../ui/router.tsx';

export function LoggedOutScreen() {
  const { user } = useSession();
  const endSession = useEndSession();
  const logOut = useLogout();
  const arrivedFromLogout = useNavigationState<{ loggedOut?: boolean }>()?.loggedOut === true;
  const signedIn = user !== null;

  useEffect(() => {
    if (!signedIn) return;
    if (arrivedFromLogout) endSession();
    else logOut();
  }, [signedIn, arrivedFromLogout, endSession, logOut]);

  return (
    <div className="logged-out">
      <ScreenTitle>You are logged out.</ScreenTitle>
      <p className="lead-text">See you next time!</p>
      <LinkButton look="primary" to="/">
        Back to the start
      </LinkButton>
    </div>
  );
}
