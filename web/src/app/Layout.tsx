// The frame of every screen: the demo banner, the app header, the screen itself in <main>, and the
// footer. Nothing draws until the public config is here (or known to be out of reach), so the
// banner and the header never push a drawn screen down (docs/decisions/020-design-pass.md: layout shift); until then it shows
// the splash, as index.html does before the script runs. A config that cannot be had ends the splash
// too (useConfig.ts: it is not asked for again on mount, so the login's failure text stays).
import { useQueryClient } from '@tanstack/react-query';
import { ErrorBoundary } from 'react-error-boundary';
import { lazy, Suspense, useDeferredValue, useEffect, useRef, type ReactNode } from 'react';
import { screenOf } from '@pals/core/people/roles';
import { usePathname } from '../ui/router.tsx';
import { AppHeader } from './AppHeader.tsx';
import { DemoBanner } from './DemoBanner.tsx';
import { Footer } from './Footer.tsx';
import { OfflineNotice } from './OfflineNotice.tsx';
import { ScreenLoadBoundary } from './ScreenLoadBoundary.tsx';
import { ScreenOpening } from './ScreenOpening.tsx';
import { Splash } from './Splash.tsx';
import { useSession } from '../session/session.tsx';
import { UpdateNotice } from './UpdateNotice.tsx';
import { OfflineReadyNotice } from './OfflineReadyNotice.tsx';
import { checkForUpdate, startServiceWorker } from './appUpdate.ts';
import { useConfig } from '../session/useConfig.ts';

// What waits to be sent (docs/offline.md "What people write offline: writes that wait") is rarely there: its code loads after the first paint.
const OutboxBar = lazy(() => import('./OutboxBar.tsx').then((m) => ({ default: m.OutboxBar })));

const withoutFooter = new Set<string | undefined>(['/', '/logout']);

export function Layout({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const config = useConfig();
  const { user } = useSession();
  useFocusOnScreenChange(pathname);
  // A screen change is when a full page load would have asked for a new version.
  useEffect(checkForUpdate, [pathname]);
  // The config's answer ends the splash in a transition: the whole page is then drawn in slices with
  // the browser let in between, not in the one blocking task of the query's own update
  // (docs/decisions/061-a-screen-is-drawn-in-slices.md).
  const configHere = useDeferredValue(!config.isPending);
  if (config.isPending || !configHere) return <Splash />;
  // The login (signed out on / or /participant) is the organisation's own welcome; no header there.
  const screen = screenOf(pathname);
  const login = !user && (screen === '/' || screen === '/participant');

  return (
    <div className="page">
      {config.data?.demo && <DemoBanner />}
      {!login && <AppHeader orgName={config.data?.orgName ?? 'PALS'} />}
      <OfflineNotice />
      <UpdateNotice />
      {/* Its file not coming (the connection dropped after the first files) leaves the bar out of
          this page load, never the whole app blank: the writes still wait and go, and each screen
          still says what it saved. */}
      <ErrorBoundary fallback={null}>
        <Suspense fallback={null}>
          <OutboxBar />
        </Suspense>
      </ErrorBoundary>
      {/* The welcome and the app are two screens, not one moved: signing in draws a new <main> under
          the header that comes with it, where moving the welcome's down by the header's height was a
          layout shift of 0.05 (docs/decisions/047-staff-home-today-first.md). */}
      <main key={login ? 'welcome' : 'app'} id="main" className="screen" tabIndex={-1}>
        <ScreenLoadBoundary>
          <Suspense fallback={<ScreenOpening />}>
            {children}
            <ScreenDrawn />
          </Suspense>
        </ScreenLoadBoundary>
      </main>
      {!withoutFooter.has(screen) && <Footer />}
      <OfflineReadyNotice />
    </div>
  );
}

/** After a screen change, a screen reader starts at the new screen's title, as on a page load. */
function useFocusOnScreenChange(pathname: string) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const target = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main');
    target?.focus({ preventScroll: false });
  }, [pathname]);
}

/** Drawn with the screen, once its code has come: then the service worker may start, once the
 * screen's first calls are answered (appUpdate.ts). */
function ScreenDrawn() {
  const client = useQueryClient();
  useEffect(() => startServiceWorker(() => client.isFetching()), [client]);
  return null;
}
