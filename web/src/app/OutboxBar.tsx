// docs/offline.md "What people write offline": what is waiting on this phone to be sent, on every page while there is any: "1 waiting
// to send", which opens the list; a write the server refused says why and can be sent again or
// discarded; what waits for someone else to sign in again is counted (WaitingForOthers.tsx); a kept
// write that went out after its screen was left says so once. The open list belongs to the screen it
// was opened on: going to another screen closes it (docs/decisions/020-design-pass.md).
import { savedWhen } from '@pals/core/dates/time';
import { useState, useSyncExternalStore } from 'react';
import { usePathname } from '../ui/router.tsx';
import { sentLater } from '../data/sentLater.ts';
import { useOutbox } from '../data/useOutbox.ts';
import { Button } from '../ui/Button.tsx';
import { useNow } from '../ui/useNow.ts';
import { useSession } from '../session/session.tsx';
import { WaitingForOthers } from './WaitingForOthers.tsx';

export function OutboxBar() {
  const { items, others } = useOutbox();
  const signedIn = useSession().user !== null;
  const pathname = usePathname();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const now = useNow();
  const sent = useSyncExternalStore(sentLater.subscribe, sentLater.current, sentLater.current);

  const refused = items.filter((item) => item.refused !== null).length;
  const waiting = items.length - refused;
  if (items.length === 0 && sent.length === 0 && others.length === 0) return null;
  const summary = [waiting > 0 ? `${waiting} waiting to send` : null, refused > 0 ? `${refused} not sent` : null]
    .filter(Boolean)
    .join(', ');

  return (
    <section className="outbox-bar" aria-label="Waiting to send">
      {sent.length > 0 && (
        <div className="outbox-sent">
          <p role="status">Sent now: {sent.join(', ')}.</p>
          <Button look="quiet" className="outbox-dismiss" onClick={sentLater.dismiss}>
            OK
          </Button>
        </div>
      )}
      {others.length > 0 && <WaitingForOthers others={others} signedIn={signedIn} />}
      {items.length > 0 && (
        <Button
          look="quiet"
          className="outbox-toggle"
          aria-expanded={open}
          aria-label={summary}
          onClick={() => setOpenOn(open ? null : pathname)}
        >
          <span className="outbox-toggle-count">
            <span className="outbox-toggle-badge" aria-hidden="true">
              {items.length}
            </span>
            {summary}
          </span>
          <span aria-hidden="true">{open ? '▲' : '▼'}</span>
        </Button>
      )}
      {open && items.length > 0 && (
        <ul className="outbox-list">
          {items.map((item) => (
            <li key={item.id} className="outbox-item">
              <p className="outbox-what">
                <strong>{item.what}</strong>, written <span className="no-wrap">{savedWhen(item.writtenAt, now)}</span>
              </p>
              {item.words && <p className="outbox-words">“{item.words}”</p>}
              {item.refused === null ? (
                <p className="outbox-state">Saved on this phone. It will be sent when you're back online.</p>
              ) : (
                <>
                  <p className="outbox-state outbox-refused">Not sent: {item.refused}</p>
                  <div className="button-stack">
                    <Button look="primary" onClick={item.tryAgain}>
                      Try again
                    </Button>
                    <Button look="secondary" onClick={item.discard}>
                      Discard
                    </Button>
                  </div>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
