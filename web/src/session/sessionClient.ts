// Who is signed in changes in three ways, each written once, here: a sign-in, a logout, and a lost
// session (a 401 from any call but a sign-in; docs/product.md#sessions (a 401 sends the person to /), which
// RouteGuard does as soon as nobody is signed in). Each forgets everything of the person before, in
// memory and kept on the phone: answers and the "Sent now" line; a logout also the writes waiting to
// be sent, which the person said yes to. After a lost session or another person's sign-in those
// writes stay on the phone for their owner, and go when that person signs in again (outboxSender.ts).
// Each is told to the app's other tabs on the phone, which forget what they hold too (otherTabs.ts).
import type { SessionUser } from '@pals/core/people/session';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { firstCalls } from '../api/firstCalls.ts';
import { createQueryClient } from '../data/queryClient.ts';
import { clearSaved, forgetInMemory, type Keep } from '../data/SavedCache.tsx';
import { forgetDrafts } from '../data/drafts.ts';
import { goTo } from '../ui/router.tsx';
import { defineMe, meKey, meNow, seededMe, type Me } from './me.ts';
import { hearOtherTabs, tellOtherTabs, type SessionNews } from './otherTabs.ts';
import { logoutPending } from './pendingLogout.ts';
import { takeReturnTo } from './returnTo.ts';
import { forgetUserCookie, ownerOf, readUserCookie } from './userCookie.ts';

/** The one query client of the app, with the session in it. */
export function createSessionClient(): QueryClient {
  const client: QueryClient = createQueryClient({ onSessionLost: () => sessionLost(client) });
  defineMe(client);
  return client;
}

/** The app hears the other tabs' sign-ins and logouts while it is shown. */
export function useOtherTabs(client: QueryClient): void {
  useEffect(() => hearOtherTabs((news) => heardFromAnotherTab(client, news)), [client]);
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
  tellOtherTabs({ kind: 'signedIn', user });
}

/** The person logged out: everything of theirs goes at once, connection or not. The session itself
 * ends on the /logout page (endSession), so the guard never sees an anonymous visitor on the screen
 * they left, while the router is still on its way to /logout. */
export function loggedOut(client: QueryClient): void {
  const me = meNow(client);
  void clearSaved(client, nobodysData, me ? ownerOf(me.user) : undefined);
  forgetDrafts(me ? ownerOf(me.user) : null);
  tellOtherTabs({ kind: 'ended' });
}

/** Nobody is signed in any more on this phone. */
export function endSession(client: QueryClient): void {
  forgetUserCookie();
  setMe(client, null);
  void clearSaved(client, nobodysData);
  tellOtherTabs({ kind: 'ended' });
}

function sessionLost(client: QueryClient): void {
  // Once, however many calls answer 401; and a call in flight at logout that answers 401 later is no
  // lost session.
  const me = meNow(client);
  if (me === null || logoutPending()) return;
  // A call of the person before, answered after someone else signed in in another tab: the phone's
  // session is the new person's, and this tab takes them on rather than ending their session.
  const onPhone = readUserCookie();
  if (onPhone && ownerOf(onPhone) !== ownerOf(me.user)) return heardFromAnotherTab(client, { kind: 'signedIn', user: onPhone });
  endSession(client);
}

/** Another tab signed someone in or ended the session, and has forgotten what the phone kept: this
 * tab forgets what it holds of the person before and shows who is signed in now, or the login,
 * from home, as the tab that told it does. */
function heardFromAnotherTab(client: QueryClient, news: SessionNews): void {
  const before = meNow(client);
  const now = news.kind === 'signedIn' ? news.user : null;
  if (before && now && ownerOf(before.user) === ownerOf(now)) return;
  if (!before && !now) return;
  forgetInMemory(client, nobodysData);
  setMe(client, seededMe(now));
  // Not the screen of the person before, nor "Logged out" (which ends the session of anyone it sees
  // signed in); and no path of theirs to go on to after the next sign-in.
  takeReturnTo();
  goTo('/', { replace: true });
}
