// docs/offline.md "Installing and opening offline": the service worker, the new versions it finds, and the one
// time the person is told the app works without signal. The worker is registered once the first
// screen is drawn and its first calls have been answered (its code is a chunk of its own, so the
// first load stays small). When a new version is waiting, the app offers it (UpdateNotice); it never
// swaps code under a page that is running.
import { useSyncExternalStore } from 'react';
import { localStore } from '../data/localStore.ts';

/** While the tab is in front, it asks this often whether there is a new version, so a redeploy is
 * offered within a minute (the new build's files then take a few seconds to keep). Each ask is a
 * conditional request for /sw.js, answered 304 with no body when nothing changed. A tab behind
 * others, or a phone's screen turned off, asks nothing; it asks at once when it is in front again. */
const checkWhileVisibleEveryMs = 45_000;
/** Screen changes ask at most this often. */
const checkAtMostEveryMs = 60_000;

let waitingUpdate: (() => void) | null = null;
let registration: ServiceWorkerRegistration | null = null;
let lastCheck = 0;
let visibleChecks: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** A new version is installed and waiting; `apply` switches to it and reloads the page. */
export function offerUpdate(apply: () => void): void {
  waitingUpdate = apply;
  changed();
}

/** The waiting new version's switch, or null when this page runs the newest one. */
export function useWaitingUpdate(): (() => void) | null {
  return useSyncExternalStore(
    subscribe,
    () => waitingUpdate,
    () => null,
  );
}

/** Asks the server for a newer service worker now, unless one waits already or the phone is offline. */
function ask(): void {
  if (!registration || waitingUpdate || !navigator.onLine) return;
  lastCheck = Date.now();
  registration.update().catch(() => undefined);
}

/** Asks on a screen change (the browser itself asks only on full page loads), at most once a minute. */
export function checkForUpdate(): void {
  if (Date.now() - lastCheck >= checkAtMostEveryMs) ask();
}

/** Asks every 45 s while the tab is in front, and not at all while it is not. */
function askWhileVisible(): void {
  clearInterval(visibleChecks);
  visibleChecks = document.visibilityState === 'visible' ? setInterval(ask, checkWhileVisibleEveryMs) : undefined;
}

/** The registered worker: from now on the tab asks for new versions (above). */
export function registered(worker: ServiceWorkerRegistration): void {
  registration = worker;
  lastCheck = Date.now();
  askWhileVisible();
  // Back online, ask at once, however recently the last ask was (it may have failed offline).
  window.addEventListener('online', ask);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') ask();
    askWhileVisible();
  });
}

/** Set once the person has been told the app works without signal: never again on this phone. */
const toldKey = 'pals-offline-ready';
let offlineReadyNow = false;

/** The worker has kept every file of the app: the person is told, the first time on this phone. */
export function announceOfflineReady(): void {
  const storage = localStore();
  if (!storage || storage.getItem(toldKey) !== null) return;
  storage.setItem(toldKey, String(Date.now()));
  offlineReadyNow = true;
  changed();
}

/** True from the moment the app is first ready offline on this phone until `dismissOfflineReady`. */
export function useOfflineReady(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => offlineReadyNow,
    () => false,
  );
}

export function dismissOfflineReady(): void {
  if (!offlineReadyNow) return;
  offlineReadyNow = false;
  changed();
}

/** The longest the worker waits for the first screen's calls: what it always waited before. */
const callsWaitAtMostMs = 3_000;
/** No call in flight at this many looks 100 ms apart: the first screen's calls, and any they set off, are answered. */
const quietLooks = 3;
let started = false;
let waiting = false;

/**
 * Registers the service worker once the first screen is drawn (or said it could not load), the page
 * has loaded and `callsInFlight` (the first screen's calls) has been 0 for a moment, or 3 s after the
 * screen at most: the worker's own files and the whole build it then keeps (about 700 KB) would
 * otherwise share a slow connection with the screen's code and its first calls
 * (docs/decisions/059-the-page-names-its-screens-files.md, docs/decisions/072-the-worker-starts-when-the-first-calls-are-answered.md).
 */
export function startServiceWorker(callsInFlight: () => number = () => 0): void {
  if (started || waiting || !('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  waiting = true;
  // A registration that cannot load (the connection dropped) is tried again on the next page load.
  const register = () => {
    if (started) return;
    started = true;
    void import('./registerServiceWorker.ts')
      .then((module) => module.registerServiceWorker({ offerUpdate, registered, announceOfflineReady }))
      .catch(() => undefined);
  };
  const whenQuiet = () => {
    const latest = setTimeout(register, callsWaitAtMostMs);
    const look = (quietBefore: number) => {
      if (started) return clearTimeout(latest);
      const quiet = callsInFlight() === 0 ? quietBefore + 1 : 0;
      if (quiet < quietLooks) return void setTimeout(() => look(quiet), 100);
      clearTimeout(latest);
      register();
    };
    look(0);
  };
  if (document.readyState === 'complete') whenQuiet();
  else window.addEventListener('load', whenQuiet, { once: true });
}
