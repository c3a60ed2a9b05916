// The signed-in person as the server sees them now, with the organisation's links (home menu, support, socials).
// The server refreshes the readable cookie on this call, and the session follows the answer.
import { api } from '@pals/core/api';
import { useEffect } from 'react';
import { useApiQuery } from '../data/useApiQuery.ts';
import { useSession } from './session.tsx';

export function useMe() {
  const { stillSignedIn } = useSession();
  const me = useApiQuery(api.me);
  const user = me.data?.user;
  // In an effect, not in the query: an answer that lands after a logout must not sign anyone back in.
  useEffect(() => {
    if (user) stillSignedIn(user);
  }, [user, stillSignedIn]);
  return me;
}
