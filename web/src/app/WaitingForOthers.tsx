// docs/offline.md "Whose data, and how it is cleared": writes kept on this phone for someone whose
// session ended before they went. Signed out, the bar asks them to sign in again to send them; with
// someone else signed in it says only how many wait for whom, never what, and lets them be
// discarded, after asking.
import { messages } from '@pals/core/messages';
import { useState } from 'react';
import type { OtherPersonsWrites } from '../data/useOutbox.ts';
import { Button } from '../ui/Button.tsx';

export function WaitingForOthers({ others, signedIn }: { others: OtherPersonsWrites[]; signedIn: boolean }) {
  return (
    <ul className="outbox-others">
      {others.map((other) => (
        <li key={other.owner}>
          {signedIn ? <OtherPerson other={other} /> : <p role="status">{messages.signInToSend(other.count, other.name)}</p>}
        </li>
      ))}
    </ul>
  );
}

function OtherPerson({ other }: { other: OtherPersonsWrites }) {
  const [asking, setAsking] = useState(false);
  const them = other.count === 1 ? 'it' : 'them';
  return (
    <div className="outbox-other">
      <p role="status">{messages.waitingForOther(other.count, other.name)}</p>
      {asking ? (
        <div className="logout-confirm" role="alertdialog" aria-labelledby={`discard-${other.owner}`}>
          <p id={`discard-${other.owner}`}>
            Discard {them}? {other.count === 1 ? 'It' : 'They'} will never be sent.
          </p>
          <div className="button-stack">
            <Button look="primary" onClick={() => setAsking(false)} autoFocus>
              Keep {them}
            </Button>
            <Button look="secondary" onClick={other.discard}>
              Discard {them}
            </Button>
          </div>
        </div>
      ) : (
        <Button look="secondary" onClick={() => setAsking(true)}>
          Discard
        </Button>
      )}
    </div>
  );
}
