// The whole app: one query cache, kept on the phone for the signed-in person, around the router.
// The router is given, so tests can use a MemoryRouter and start on any screen.
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '../data/queryClient.ts';
import { SavedCache } from '../data/SavedCache.tsx';
import { savedDataOwner } from '../session/userCookie.ts';

export function App({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <SavedCache client={queryClient} owner={savedDataOwner}>
      {children}
    </SavedCache>
  );
}
