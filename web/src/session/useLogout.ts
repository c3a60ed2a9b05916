// SPEC §4 Logout, one mutation: the server ends the session; once it has, everything of the person
// is forgotten (sessionClient.ts loggedOut) and they land on /logout, where the session itself ends
// (endSession). A failed logout changes nothing: the person is still signed in.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { firstCalls } from '../api/firstCalls.ts';
import { useApiMutation } from '../data/useApiMutation.ts';
import { useNavigate, usePathname } from '../ui/router.tsx';
import { endSession, loggedOut } from './sessionClient.ts';

/** The state /logout is reached with after a logout the server confirmed. */
const loggedOutState = { loggedOut: true } as const;

export function useLogout() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const onLogoutPage = usePathname() === '/logout';
  return useApiMutation(firstCalls.logout, {
    // Logout shows its own spinner.
    minimumSpinner: false,
    onSuccess: () => {
      loggedOut(client);
      navigate('/logout', { state: loggedOutState, replace: onLogoutPage });
    },
  });
}

/** Forget who was signed in on this phone (the /logout page). */
export function useEndSession(): () => void {
  const client = useQueryClient();
  return useCallback(() => endSession(client), [client]);
}
