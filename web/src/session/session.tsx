// Who is signed in, for every screen: the `me` query (me.ts), read without asking the server (the
// screens that need the links ask: useMe). Seeded from the readable cookie, set by a sign-in,
// emptied by logout or any 401 (sessionClient.ts).
import { identityOf, type SessionUser } from '@pals/core/session';
import type { Identity } from '@pals/core/roles';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { meKey, type Me } from './me.ts';

export interface Session {
  user: SessionUser | null;
  identity: Identity;
}

export function useSession(): Session {
  const user = useQuery<Me>({ queryKey: meKey, enabled: false }).data?.user ?? null;
  return useMemo(() => ({ user, identity: identityOf(user) }), [user]);
}
