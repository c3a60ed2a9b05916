// Who is signed in, for every screen: the `me` query (me.ts), read without asking the server (the
// screens that need the links ask: useMe). Seeded from the readable cookie, set by a sign-in,
// emptied by logout or any 401 (sessionClient.ts). Read from the query cache as it changes, not
// through a query observer, whose news comes later: every screen hears of a change in the same
// render as the guard, so no screen ever draws for nobody before the guard has sent them away.
import { identityOf } from '@pals/core/people/sessionCookie';
import type { SessionUser } from '@pals/core/people/session';
import type { Identity } from '@pals/core/people/roles';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useSyncExternalStore } from 'react';
import { meNow } from './me.ts';

export interface Session {
  user: SessionUser | null;
  identity: Identity;
}

export function useSession(): Session {
  const client = useQueryClient();
  const subscribe = useCallback((changed: () => void) => client.getQueryCache().subscribe(changed), [client]);
  // The same person read again (the kept copy put back, /api/me's answer) is the same snapshot: no
  // screen draws again, and the first drawing is not forced into one long task (docs/performance.md "The server: what changed, and the profile behind each change").
  const last = useRef<SessionUser | null>(null);
  const current = () => {
    const user = meNow(client)?.user ?? null;
    if (JSON.stringify(user) !== JSON.stringify(last.current)) last.current = user;
    return last.current;
  };
  const user = useSyncExternalStore(subscribe, current, current);
  return useMemo(() => ({ user, identity: identityOf(user) }), [user]);
}
