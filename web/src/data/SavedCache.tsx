// The query cache, with what is kept on the phone put back first (keptStore.ts, loaded after the
// first paint): until then queries wait, as TanStack Query's own PersistQueryClientProvider does.
// Then what was kept is asked for again (so a failed refresh says it is the saved copy), and writes
// kept from before go now if the phone is online, else when it is back.
import { IsRestoringProvider, QueryClientProvider, type Mutation, type Query, type QueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import type { Owner } from './keptStore.ts';
import { outboxShown } from './outboxShown.ts';
import { hearFailure } from './queryClient.ts';

interface SavedCacheProps {
  client: QueryClient;
  owner: Owner;
  /** The signed-in person's name, kept with their writes for whoever signs in next. */
  ownerName?: () => string | null;
  children: ReactNode;
}

export function SavedCache({ client, owner, ownerName, children }: SavedCacheProps) {
  const [restoring, setRestoring] = useState(true);
  // Whose writes are kept is known before any screen can write.
  outboxShown.setOwner(owner, ownerName);
  useEffect(() => {
    let stop: (() => void) | null = null;
    let left = false;
    void import('./keptStore.ts')
      .then(({ keepOnPhone }) => keepOnPhone(client, owner, (error) => hearFailure(client, error)))
      .then((unsubscribe) => {
        if (left) return unsubscribe();
        stop = unsubscribe;
        void client.invalidateQueries({ refetchType: 'none' });
      })
      .catch(() => undefined)
      .finally(() => {
        // The first drawing of the whole screen follows: as a transition, React draws it in short
        // slices, so a tap or a scroll is never held up behind it (docs/performance.md "The server: what changed, and the profile behind each change": long tasks).
        if (!left) startTransition(() => setRestoring(false));
      });
    return () => {
      left = true;
      stop?.();
    };
  }, [client, owner]);
  return (
    <QueryClientProvider client={client}>
      <IsRestoringProvider value={restoring}>{children}</IsRestoringProvider>
    </QueryClientProvider>
  );
}

/** What survives forgetting a person: the public config (the organisation's name, demo mode), the
 * session itself (set to who comes next), a logout still under way. */
export interface Keep {
  query?: (query: Query) => boolean;
  mutation?: (mutation: Mutation<unknown, Error, unknown>) => boolean;
}

/** Forget the answers kept on this phone and everything in memory but what `keep` names (logout,
 * 401, someone signing in); with `writesOf`, that person's unsent writes too (a logout they said yes
 * to). Without it the writes stay on the phone, each for its owner, to go when they sign in again. */
export async function clearSaved(client: QueryClient, keep: Keep = {}, writesOf?: string): Promise<void> {
  forgetInMemory(client, keep);
  // keptKey.ts is already loaded with keptStore.ts at start, so this is queued before any later save.
  const [{ forgetKept }, { outboxStore }] = await Promise.all([import('./keptKey.ts'), import('./outboxStore.ts')]);
  await Promise.all([forgetKept(), writesOf === undefined ? outboxStore.ownerChanged() : outboxStore.forgetOwners(writesOf)]);
}

/** Forget what this tab holds in memory, but what `keep` names: for a tab that hears another has
 * already forgotten what the phone kept (the outbox tells every tab itself). */
export function forgetInMemory(client: QueryClient, keep: Keep = {}): void {
  const mutations = client.getMutationCache();
  for (const mutation of mutations.getAll()) if (!keep.mutation?.(mutation)) mutations.remove(mutation);
  client.removeQueries({ predicate: (query) => !keep.query?.(query) });
  void import('./sentLater.ts').then(({ sentLater }) => sentLater.dismiss());
}
