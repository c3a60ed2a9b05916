// Who is signed in, for every screen: the `me` query (me.ts), read without asking the server (the
// screens that need the links ask: useMe). Seeded from the readable cookie, set by a sign-in,
// emptied by logout or any 401 (sessionClient.ts). Read from the query cache as it changes, not
// through a query observer, whose news comes later: every screen hears of a change in the same
// render as the guard, so no screen ever draws for nobody before the guard has sent them away.
import { identityOf } from '@pals/core/sessionCookie';
import type { SessionUser } from '@pals/core/session';
import type { Identity } from '@pals/core/roles';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { meNow } from './me.ts';

export interface Session {
  user: SessionUser | null;
  identity: Identity;
}

export function useSession(): Session {
  const client = useQueryClient();
  const subscribe = useCallback((changed: () => void) => client.getQueryCache().subscribe(changed), [client]);
  const current = () => meNow(client)?.user ?? null;
  const user = useSyncExternalStore(subscribe, current, current);
  return useMemo(() => ({ user, identity: identityOf(user) }), [user]);
}
