// Logout (docs/product.md "Logout"): the person is logged out on this phone at once, with or
// without a connection, and lands on /logout (useLogout.ts). With writes still waiting to be sent,
// it asks first: nothing is thrown away without the person saying so.
import { messages } from '@pals/core/messages';
import { useState } from 'react';
import { useOutboxCount } from '../data/useOutboxCount.ts';
import { useLogout } from './useLogout.ts';
import { Button } from '../ui/Button.tsx';

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
      logout();
    }
  };

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
    <Button look="secondary" onClick={start}>
      Logout
    </Button>
  );
}
