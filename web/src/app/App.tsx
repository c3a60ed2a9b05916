// The whole app: one query cache with the session in it, kept on the phone for the signed-in
// person, around the router.
import { useState, type ReactNode } from 'react';
import { SavedCache } from '../data/SavedCache.tsx';
import { createSessionClient } from '../session/sessionClient.ts';
import { savedDataOwner } from '../session/userCookie.ts';

export function App({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createSessionClient);
  return (
    <SavedCache client={queryClient} owner={savedDataOwner}>
      {children}
    </SavedCache>
  );
}
