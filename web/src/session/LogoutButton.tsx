// SPEC §4 Logout: a spinner while the server ends the session, then the /logout landing page,
// which forgets the person and everything kept on the phone for them (forgetting here would let
// the guard send them to / first). If the logout fails, the button comes back with the focus it
// had. With writes still waiting to be sent, it asks first (issue 12 §4): nothing is thrown away
// without the person saying so.
import { messages } from '@pals/core/messages';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useOutboxCount } from '../data/useOutboxCount.ts';
import { useSession } from './session.tsx';
import { Button } from '../ui/Button.tsx';
import { Notice } from '../ui/Notice.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { useFocusBack } from '../ui/useFocusBack.ts';

export function LogoutButton() {
  const navigate = useNavigate();
  const { logOut } = useSession();
  const waiting = useOutboxCount();
  const [askedFor, setAsking] = useState(false);
  // The question goes away by itself when everything was sent meanwhile.
  const asking = askedFor && waiting > 0;
  const logout = useMutation({
    mutationFn: logOut,
    onSuccess: () => navigate('/logout', { state: { loggedOut: true } }),
  });
  const start = () => {
    if (waiting > 0 && !asking) setAsking(true);
    else {
      setAsking(false);
      logout.mutate();
    }
  };
  const { buttonRef, press } = useFocusBack(logout.isPending, start);

  if (logout.isPending || logout.isSuccess) return <Spinner label="Logging out..." />;
  if (asking)
    return (
      <div className="logout-confirm" role="alertdialog" aria-labelledby="logout-confirm-text">
        <p id="logout-confirm-text">{messages.logoutWithWaiting(waiting)}</p>
        <div className="button-stack">
          <Button look="secondary" onClick={() => setAsking(false)} autoFocus>
            Stay signed in
          </Button>
          <Button look="primary" onClick={start}>
            Log out anyway
          </Button>
        </div>
      </div>
    );
  return (
    <>
      <Button ref={buttonRef} look="secondary" onClick={press}>
        Logout
      </Button>
      {logout.isError && <Notice tone="failure">Logout failed. Please try again.</Notice>}
    </>
  );
}
