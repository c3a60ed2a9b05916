// SPEC §2 /logout: where a person lands after logging out. Arriving any other way while signed
// in logs out too, so the page never says "logged out" while a session lives on.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '../../session/session.tsx';
import { LinkButton } from '../../ui/LinkButton.tsx';
import { ScreenTitle } from '../../ui/ScreenTitle.tsx';

export function LoggedOutScreen() {
  const { user, forget, logOut } = useSession();
  const arrivedFromLogout = (useLocation().state as { loggedOut?: boolean } | null)?.loggedOut === true;
  const signedIn = user !== null;

  useEffect(() => {
    if (!signedIn) return;
    if (arrivedFromLogout) forget();
    else void logOut().finally(forget);
  }, [signedIn, arrivedFromLogout, forget, logOut]);

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
