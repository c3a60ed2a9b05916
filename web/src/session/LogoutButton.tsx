// Logout (docs/product.md "Logout"): the person is logged out on this phone at once, with or
// without a connection, and lands on /logout (useLogout.ts). With writes still waiting to be sent,
// it asks first: nothing is thrown away without the person saying so. A participant is always asked
// (`question`), since coming back needs the camp password (docs/decisions/041-a-participant-logs-out-from-home-and-is-asked-first.md).
import { messages } from '@pals/core/messages';
import { useState } from 'react';
import { useOutboxCount } from '../data/useOutboxCount.ts';
import { useLogout } from './useLogout.ts';
import { Button } from '../ui/Button.tsx';

interface LogoutButtonProps {
  /** Asked before every logout; without it, only when writes wait. */
  question?: string;
  look?: 'secondary' | 'quiet';
}

export function LogoutButton({ question, look = 'secondary' }: LogoutButtonProps) {
  const logout = useLogout();
  const waiting = useOutboxCount();
  const [askedFor, setAsking] = useState(false);
  // Asked only about the waiting writes, the question goes away by itself when everything was sent meanwhile.
  const asking = askedFor && (question !== undefined || waiting > 0);
  const start = () => {
    if ((question !== undefined || waiting > 0) && !asking) setAsking(true);
    else {
      setAsking(false);
      logout();
    }
  };

  if (asking)
    return (
      <div className="logout-confirm" role="alertdialog" aria-labelledby="logout-confirm-text">
        <p id="logout-confirm-text">{waiting > 0 ? messages.logoutWithWaiting(waiting) : question}</p>
        <div className="button-stack">
          <Button look="primary" onClick={() => setAsking(false)} autoFocus>
            Stay signed in
          </Button>
          <Button look="secondary" onClick={start}>
            {waiting > 0 ? 'Log out anyway' : 'Log out'}
          </Button>
        </div>
      </div>
    );
  return (
    <Button look={look} onClick={start}>
      Logout
    </Button>
  );
}
