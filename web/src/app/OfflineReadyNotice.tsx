// docs/offline.md "Installing and opening offline": the first time the service worker has kept the whole app on
// this phone, a quiet line says so, once. It lies over the foot of the screen rather than pushing
// the screen down (it comes a second or two after the screen is drawn, and a moved screen is a
// layout shift under the reader's thumb); taps go through it, and it goes at the next screen or
// after a few seconds.
import { useEffect, useRef } from 'react';
import { usePathname } from '../ui/router.tsx';
import { dismissOfflineReady, useOfflineReady } from './appUpdate.ts';

/** How long the line stays when the person stays on the screen. */
const shownForMs = 12_000;

export function OfflineReadyNotice() {
  const ready = useOfflineReady();
  const pathname = usePathname();
  const shownAt = useRef(pathname);
  useEffect(() => {
    if (!ready) return;
    const timer = setTimeout(dismissOfflineReady, shownForMs);
    return () => clearTimeout(timer);
  }, [ready]);
  useEffect(() => {
    if (ready && pathname !== shownAt.current) dismissOfflineReady();
    shownAt.current = pathname;
  }, [ready, pathname]);
  if (!ready) return null;
  return (
    <div className="offline-ready" role="status">
      <p>This app now works without signal on this phone.</p>
    </div>
  );
}
