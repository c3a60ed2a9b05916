// Logout: everything of the person is forgotten on the phone at once (sessionClient.ts loggedOut),
// with or without a connection, and they land on /logout, where the session itself ends
// (endSession); the server hears it now, or at the first connection (pendingLogout.ts).
import { screenOf } from '@pals/core/people/roles';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate, usePathname } from '../ui/router.tsx';
import { startLogout } from './pendingLogout.ts';
import { endSession, loggedOut } from './sessionClient.ts';

/** The state /logout is reached with after a logout. */
const loggedOutState = { loggedOut: true } as const;

export function useLogout(): () => void {
  const client = useQueryClient();
  const navigate = useNavigate();
  const onLogoutPage = screenOf(usePathname()) === '/logout';
  return useCallback(() => {
    startLogout();
    loggedOut(client);
    navigate('/logout', { state: loggedOutState, replace: onLogoutPage });
  }, [client, navigate, onLogoutPage]);
}

/** Forget who was signed in on this phone (the /logout page). */
export function useEndSession(): () => void {
  const client = useQueryClient();
  return useCallback(() => endSession(client), [client]);
}
