// Every tab of the app on this phone hears a sign-in or a logout in another (BroadcastChannel), so a
// Logout leaves no other tab showing the person, and a tab left open shows whoever has signed in
// since, never the person before (docs/product.md#sessions).
import type { SessionUser } from '@pals/core/people/session';

export type SessionNews = { kind: 'signedIn'; user: SessionUser } | { kind: 'ended' };

const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('pals-session');

/** Tells every other tab; a tab does not hear its own news. */
export function tellOtherTabs(news: SessionNews): void {
  channel?.postMessage(news);
}

/** Hears every other tab's news until the returned stop is called. */
export function hearOtherTabs(hear: (news: SessionNews) => void): () => void {
  const listener = (event: MessageEvent<SessionNews>) => hear(event.data);
  channel?.addEventListener('message', listener);
  return () => channel?.removeEventListener('message', listener);
}
