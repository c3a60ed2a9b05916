// Logout always works at once, with or without a connection (docs/offline.md "Signing out"): the
// phone forgets the person straight away, and the server ends their session at the first
// connection, before any other call goes (api/client.ts waits for it). Until then the logout is
// marked in localStorage, so a reload, another tab or the next start still finishes it.
import { ApiFailure, call, callsWaitFor } from '../api/client.ts';
import { firstCalls } from '../api/firstCalls.ts';
import { localStore } from '../data/localStore.ts';

const pendingKey = 'pals-logout-pending';

const storage = localStore;

export const logoutPending = (): boolean => (storage()?.getItem(pendingKey) ?? null) !== null;

let finishing: Promise<void> | null = null;

/** Ends the session on the server if a logout waits for it; rejects while the server cannot be reached. */
function finishLogout(): Promise<void> {
  if (!logoutPending()) return Promise.resolve();
  finishing ??= call(firstCalls.logout, {})
    .then(
      () => storage()?.removeItem(pendingKey),
      (error: unknown) => {
        // The server no longer knows the session: it has ended all the same.
        if (error instanceof ApiFailure && error.status === 401) storage()?.removeItem(pendingKey);
        else throw error;
      },
    )
    .finally(() => {
      finishing = null;
    });
  return finishing;
}

/** The person logs out: from now on no call goes before the server has heard it. */
export function startLogout(): void {
  storage()?.setItem(pendingKey, String(Date.now()));
  void finishLogout().catch(() => undefined);
}

// Every other call waits for a logout the server has not heard yet; one that cannot be finished
// (no connection) fails the call as unreachable, so nothing is asked under the old session.
callsWaitFor(
  (path) => path !== firstCalls.logout.path && logoutPending(),
  () =>
    finishLogout().catch(() => {
      throw new ApiFailure(0, 'network', 'The server could not be reached.');
    }),
);
if (typeof window !== 'undefined') window.addEventListener('online', () => void finishLogout().catch(() => undefined));
