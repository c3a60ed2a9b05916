// A screen whose code cannot be fetched (no signal at camp, or a redeploy replaced the files) shows a
// message with "Try again" instead of emptying the app; the banner and footer stay, so Back and Home
// keep working. The boundary starts over on every screen change.
import { useEffect, type ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { Button } from '../ui/Button.tsx';
import { Notice } from '../ui/Notice.tsx';
import { ScreenTitle } from '../ui/ScreenTitle.tsx';
import { usePathname } from '../ui/router.tsx';
import { startServiceWorker } from './appUpdate.ts';
import { ScreenCodeLate } from './lazyScreen.ts';

/** When the page last reloaded itself for a screen that failed to load: at most once a minute, so a
 * file that is really gone ends on the message, not in a loop of reloads. */
const reloadedKey = 'pals-screen-reload';
const reloadAgainAfterMs = 60_000;

function reloadOnceForNewFiles(): boolean {
  if (!navigator.onLine) return false;
  const last = Number(sessionStorage.getItem(reloadedKey) ?? 0);
  if (Date.now() - last < reloadAgainAfterMs) return false;
  sessionStorage.setItem(reloadedKey, String(Date.now()));
  // Online and the file still failed: most likely a new version replaced it. A reload fetches the
  // new index.html, which names the new files.
  window.location.reload();
  return true;
}

function ScreenLoadFailed(_props: FallbackProps) {
  // The screen is drawn, if only as this message: the service worker need not wait for it any longer.
  useEffect(startServiceWorker, []);
  return (
    <>
      <ScreenTitle>This screen did not load</ScreenTitle>
      <Notice tone="failure">
        {navigator.onLine ? 'The app could not fetch this screen.' : "You're offline, so the app could not fetch this screen."} Check the
        connection, then try again.
      </Notice>
      <Button onClick={() => window.location.reload()}>Try again</Button>
    </>
  );
}

export function ScreenLoadBoundary({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  return (
    <ErrorBoundary
      key={pathname}
      FallbackComponent={ScreenLoadFailed}
      // A file that failed may have been replaced by a new version; one that is late is not coming.
      onError={(error) => {
        if (!(error instanceof ScreenCodeLate)) reloadOnceForNewFiles();
      }}
    >
      {children}
    </ErrorBoundary>
  );
}
