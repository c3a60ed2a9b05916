// Who is signed in changes in three ways, each written once, here: a sign-in, a logout, and a lost
// session (a 401 from any call but a sign-in; docs/product.md#sessions (a 401 sends the person to /), which
// RouteGuard does as soon as nobody is signed in). Each forgets everything of the person before, in
// memory and kept on the phone: answers, writes waiting to be sent, the "Sent now" line.
import type { SessionUser } from '@pals/core/session';
import type { QueryClient } from '@tanstack/react-query';
import { firstCalls } from '../api/firstCalls.ts';
import { createQueryClient } from '../data/queryClient.ts';
import { clearSaved, type Keep } from '../data/SavedCache.tsx';
import { defineMe, meKey, meNow, seededMe, type Me } from './me.ts';
import { logoutPending } from './pendingLogout.ts';
import { forgetUserCookie } from './userCookie.ts';

/** The one query client of the app, with the session in it. */
export function createSessionClient(): QueryClient {
  const client: QueryClient = createQueryClient({ onSessionLost: () => sessionLost(client) });
  defineMe(client);
  return client;
}

// The organisation's public config belongs to nobody. The session query is set, never removed: every
// screen's reading of it stays on it.
const nobodysData: Keep = {
  query: (query) => query.queryKey[0] === firstCalls.publicConfig.path || query.queryKey[0] === firstCalls.me.path,
};

function setMe(client: QueryClient, me: Me): void {
  // An answer to /api/me still on its way must not bring back who was there before.
  void client.cancelQueries({ queryKey: meKey });
  client.setQueryData<Me>(meKey, me, { updatedAt: 0 });
}

/** A sign-in succeeded (its answer is the person): nothing from before belongs to them. */
export function signedIn(client: QueryClient, user: SessionUser): void {
  void clearSaved(client, nobodysData);
  setMe(client, seededMe(user));
}

/** The person logged out: everything of theirs goes at once, connection or not. The session itself
 * ends on the /logout page (endSession), so the guard never sees an anonymous visitor on the screen
 * they left, while the router is still on its way to /logout. */
export function loggedOut(client: QueryClient): void {
  void clearSaved(client, nobodysData);
}

/** Nobody is signed in any more on this phone. */
export function endSession(client: QueryClient): void {
  forgetUserCookie();
  setMe(client, null);
  void clearSaved(client, nobodysData);
}

function sessionLost(client: QueryClient): void {
  // Once, however many calls answer 401; and a call in flight at logout that answers 401 later is no
  // lost session.
  if (meNow(client) === null || logoutPending()) return;
  endSession(client);
}
