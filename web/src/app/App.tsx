// The whole app: one query cache with the session in it, kept on the phone for the signed-in
// person and told what the app's other tabs on the phone do to the session, around the router.
import type { QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { SavedCache } from '../data/SavedCache.tsx';
import { createSessionClient, useOtherTabs } from '../session/sessionClient.ts';
import { savedDataOwner, savedDataOwnerName } from '../session/userCookie.ts';
import { declareAppOnPhone } from './onPhone.ts';

// What each call does on the phone, from every feature's declaration, before any call is made.
declareAppOnPhone();

/** `client`: a query client made beforehand (a test's, to look into); the app makes its own. */
export function App({ client, children }: { client?: QueryClient; children: ReactNode }) {
  const [queryClient] = useState(() => client ?? createSessionClient());
  useOtherTabs(queryClient);
  return (
    <SavedCache client={queryClient} owner={savedDataOwner} ownerName={savedDataOwnerName}>
      {children}
    </SavedCache>
  );
}
