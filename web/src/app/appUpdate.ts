// docs/offline.md "Installing and opening offline": the service worker and the new versions it finds. The worker is registered after the
// first paint (its code is a chunk of its own, so the first load stays small). When a new version is
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

/** Registers the service worker once the page has loaded and painted, off the first load's path. */
export function startServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  // A registration that cannot load (the connection dropped) is tried again on the next page load.
  const register = () => import('./registerServiceWorker.ts').then((module) => module.registerServiceWorker({ offerUpdate, registered }));
  const start = () => setTimeout(() => void register().catch(() => undefined), 0);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
