// docs/offline.md "Installing and opening offline": the service worker and the new versions it finds. The worker is registered once the
// first screen is drawn (its code is a chunk of its own, so the first load stays small). When a new version is
// waiting, the app offers it (UpdateNotice); it never swaps code under a page that is running.
import { useSyncExternalStore } from 'react';

/** How often an open tab asks the server whether there is a new version, besides on screen changes,
 * when the connection comes back and when the tab comes back to the front. */
const checkEveryMs = 30 * 60_000;
/** Screen changes ask at most this often. */
const checkAtMostEveryMs = 60_000;

let waitingUpdate: (() => void) | null = null;
let registration: ServiceWorkerRegistration | null = null;
let lastCheck = 0;
const listeners = new Set<() => void>();

/** A new version is installed and waiting; `apply` switches to it and reloads the page. */
export function offerUpdate(apply: () => void): void {
  waitingUpdate = apply;
  for (const listener of listeners) listener();
}

/** The waiting new version's switch, or null when this page runs the newest one. */
export function useWaitingUpdate(): (() => void) | null {
  return useSyncExternalStore(
    (changed) => {
      listeners.add(changed);
      return () => listeners.delete(changed);
    },
    () => waitingUpdate,
    () => null,
  );
}

/** Asks the server for a newer service worker (the browser itself asks only on full page loads). */
export function checkForUpdate(): void {
  if (!registration || Date.now() - lastCheck < checkAtMostEveryMs || !navigator.onLine) return;
  lastCheck = Date.now();
  registration.update().catch(() => undefined);
}

function registered(worker: ServiceWorkerRegistration): void {
  registration = worker;
  lastCheck = Date.now();
  setInterval(() => {
    lastCheck = 0;
    checkForUpdate();
  }, checkEveryMs);
  // Back online, ask at once, however recently the last check was (it may have failed offline).
  window.addEventListener('online', () => {
    lastCheck = 0;
    checkForUpdate();
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') checkForUpdate();
  });
}

/** How long after the first screen is drawn the service worker is registered: time for the screen's
 * first calls to be answered before the worker fetches the whole build to keep it. */
const afterFirstScreenMs = 3_000;
let started = false;

/** Registers the service worker once the first screen is drawn (or said it could not load) and the
 * page has loaded, off the first screen's path: the worker's own files and the whole build it then
 * keeps (about 700 KB) would otherwise share a slow connection with the screen's code and its first
 * calls (docs/decisions/061-the-page-names-its-screens-files.md). */
export function startServiceWorker(): void {
  if (started || !('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  started = true;
  // A registration that cannot load (the connection dropped) is tried again on the next page load.
  const register = () => import('./registerServiceWorker.ts').then((module) => module.registerServiceWorker({ offerUpdate, registered }));
  const start = () => setTimeout(() => void register().catch(() => undefined), afterFirstScreenMs);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
