// The last sync's details and the sheet's configuration, folded on a phone under one line that says
// what is inside, so /admin opens on what an admin acts on (Today, Backend Refresh, the pages, a
// password to change) within two phone screens; open on a laptop, which has the room
// (docs/decisions/046-admin-today-summary.md). Problems of the last sync open it on a phone too,
// when the screen opens or when a Backend Refresh finds them.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { laptopWide } from '../shared/laptopWide.ts';

export function ConfigFold({ problems, children }: { problems: boolean; children: ReactNode }) {
  // Decided once, as the screen opens: a tap to fold or unfold is the admin's from then on.
  const [open] = useState(() => problems || laptopWide());
  // Problems a Backend Refresh finds open it where they are listed, as its message says.
  const fold = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (problems && fold.current) fold.current.open = true;
  }, [problems]);
  return (
    <details ref={fold} className="config-fold" open={open}>
      <summary className="config-fold-summary">
        <span className="config-fold-title">Sync and configuration</span>
        <span className="config-fold-gist">Last sync, settings, links, programs</span>
      </summary>
      <div className="config-fold-body">{children}</div>
    </details>
  );
}
