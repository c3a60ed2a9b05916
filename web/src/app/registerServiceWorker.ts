// Loaded by appUpdate.ts once the first screen is drawn: registers the worker vite-plugin-pwa builds (prompt
// strategy). A new version waits until the person presses Reload; then it takes over and this page
// reloads into it. Another tab that pressed Reload first leaves this one as it is, offering Reload
// too: a form half filled in here is not thrown away by someone else's tap.
import { registerSW } from 'virtual:pwa-register';
import { fetchBuildSideBySide } from './fetchBuildSideBySide.ts';

interface Hooks {
  /** A new version waits; the switch given activates it and reloads. */
  offerUpdate: (apply: () => void) => void;
  registered: (registration: ServiceWorkerRegistration) => void;
  /** The first worker on this phone has kept every file and looks after this page: the app opens offline. */
  announceOfflineReady: () => void;
}

/** If the new worker never takes over (it was already gone), the page reloads anyway after this. */
const reloadAnywayAfterMs = 3_000;

/** The hooks come from appUpdate.ts, which loads this file: importing them here would tie this chunk to the first load's. */
export function registerServiceWorker({ offerUpdate, registered, announceOfflineReady }: Hooks): void {
  let reloadAsked = false;
  let registration: ServiceWorkerRegistration | undefined;
  const reload = () => window.location.reload();
  const activateWaiting = registerSW({
    immediate: true,
    onRegisteredSW: (_url, found) => {
      registration = found;
      if (found?.installing) void fetchBuildSideBySide().catch(() => undefined);
      if (found) registered(found);
    },
    onNeedRefresh: () =>
      offerUpdate(() => {
        reloadAsked = true;
        // Another tab's Reload may have switched already: this page only has to load the new version.
        if (!registration?.waiting) return reload();
        void activateWaiting();
        setTimeout(reload, reloadAnywayAfterMs);
      }),
    onNeedReload: () => {
      if (reloadAsked) reload();
    },
    // Said when the first worker has kept the files; it then takes over this page (clientsClaim),
    // and from then on a reload with no signal opens the app.
    onOfflineReady: () =>
      void navigator.serviceWorker.ready.then(() => {
        if (navigator.serviceWorker.controller) announceOfflineReady();
        else navigator.serviceWorker.addEventListener('controllerchange', announceOfflineReady, { once: true });
      }),
  });
}
