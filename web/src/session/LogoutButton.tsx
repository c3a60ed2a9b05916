// SPEC §4 Logout: a spinner while the server ends the session, then the /logout landing page
// (useLogout.ts). If the logout fails, the button comes back with the focus it had. With writes
// still waiting to be sent, it asks first (issue 12 §4): nothing is thrown away without the person
// saying so.
import { messages } from '@pals/core/messages';
import { useState } from 'react';
import { useOutboxCount } from '../data/useOutboxCount.ts';
import { useLogout } from './useLogout.ts';
import { Button } from '../ui/Button.tsx';
import { Notice } from '../ui/Notice.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { useFocusBack } from '../ui/useFocusBack.ts';

export function LogoutButton() {
  const logout = useLogout();
  const waiting = useOutboxCount();
  const [askedFor, setAsking] = useState(false);
  // The question goes away by itself when everything was sent meanwhile.
  const asking = askedFor && waiting > 0;
  const start = () => {
    if (waiting > 0 && !asking) setAsking(true);
    else {
      setAsking(false);
      logout.send({});
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
