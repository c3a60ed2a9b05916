// Who is signed in, for every screen: read from the readable cookie at start, set by a sign-in,
// forgotten by logout or by any 401 (SPEC §6: "A 401 anywhere sends the user to /"). A 401 that
// answers a call still in flight while the person logs out is no lost session: they chose to leave.
import { identityOf } from '@pals/core/sessionCookie';
import type { SessionUser } from '@pals/core/session';
import type { Identity } from '@pals/core/roles';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { call, onSignedOut } from '../api/client.ts';
import { firstCalls } from '../api/firstCalls.ts';
import { keyOf } from '../data/keys.ts';
import { clearSaved } from '../data/SavedCache.tsx';
import { rememberReturnTo } from './returnTo.ts';
import { forgetUserCookie, readUserCookie } from './userCookie.ts';

interface Session {
  user: SessionUser | null;
  identity: Identity;
  /** A sign-in just succeeded. */
  signedIn: (user: SessionUser) => void;
  /** The server still knows the person (its answer to /api/me); ignored once they chose to log out. */
  stillSignedIn: (user: SessionUser) => void;
  forget: () => void;
  /** Ends the session on the server; the caller shows /logout, which forgets the person. */
  logOut: () => Promise<void>;
}

const SessionContext = createContext<Session | null>(null);
const publicConfigKey = keyOf(firstCalls.publicConfig)[0];

export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<SessionUser | null>(readUserCookie);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const leaving = useRef(false);

  const stillSignedIn = useCallback((next: SessionUser) => {
    if (leaving.current) return;
    setUser((current) => (JSON.stringify(current) === JSON.stringify(next) ? current : next));
  }, []);

  // Nothing one person saw or wrote may show for the next, on screen or kept on the phone; the
  // public config stays.
  const clearPersonal = useCallback(() => void clearSaved(queryClient, (query) => query.queryKey[0] === publicConfigKey), [queryClient]);

  const signedIn = useCallback(
    (next: SessionUser) => {
      leaving.current = false;
      clearPersonal();
      stillSignedIn(next);
    },
    [stillSignedIn, clearPersonal],
  );

  const forget = useCallback(() => {
    forgetUserCookie();
    setUser(null);
    clearPersonal();
  }, [clearPersonal]);

  const logOut = useCallback(async () => {
    leaving.current = true;
    try {
      await call(firstCalls.logout, {});
    } catch (failure) {
      leaving.current = false;
      throw failure;
    }
  }, []);

  useEffect(
    () =>
      onSignedOut(() => {
        if (leaving.current) return;
        // The session ended under them (expired, or ended elsewhere): after signing in again they
        // come back to this screen.
        if (window.location.pathname !== '/') rememberReturnTo(window.location.pathname + window.location.search);
        forget();
        void navigate('/', { replace: true });
      }),
    [forget, navigate],
  );

  const session = useMemo(() => ({ user, identity: identityOf(user), signedIn, stillSignedIn, forget, logOut }),
    [user, signedIn, stillSignedIn, forget, logOut],);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionProvider above it');
  return session;
}
