// Issue 12 §3: what a person needs at camp stays on the phone after it was last loaded, and what
// they wrote offline waits there too (outbox.ts). TanStack Query's own persistence, in IndexedDB
// (idb-keyval). Everything kept belongs to the person who saw it: it is written only while that
// person is signed in, read back only for them, and removed at logout, at a 401 and when someone
// else signs in (clearSaved).
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { Query, QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider, type PersistedClient } from '@tanstack/react-query-persist-client';
import { del, get, set } from 'idb-keyval';
import type { ReactNode } from 'react';
import { keptForMs } from './queryClient.ts';
import { isRefused, isWaiting } from './outbox.ts';
import { keptPaths } from './kept.ts';

const storageKey = 'pals-saved';
/** Raised when the saved answers' shapes change, so an old phone never shows them to new code. */
const savedFormat = 'pals-1';
const canKeep = typeof indexedDB !== 'undefined';

/** Who is signed in, as the readable cookie says: 'staff:<email>' or 'participant:<program>'. */
export type Owner = () => string | null;

interface SavedOnPhone {
  owner: string;
  client: PersistedClient;
}

function personalPersister(owner: Owner) {
  return createAsyncStoragePersister({
    storage: canKeep ? { getItem: get<string>, setItem: set, removeItem: del } : undefined,
    key: storageKey,
    // A write is on the phone a quarter second after it is made.
    throttleTime: 250,
    // Runs when the save happens, not when it was asked for: nobody signed in by then, nothing is written.
    serialize: (client) => {
      const who = owner();
      if (!who) throw new Error('nobody is signed in: nothing is kept');
      return JSON.stringify({ owner: who, client } satisfies SavedOnPhone, errorsAsText);
    },
    deserialize: (text) => {
      const saved = JSON.parse(text) as SavedOnPhone;
      // Another person's answers are never shown: a different owner reads as nothing saved.
      if (saved.owner !== owner()) return { buster: 'someone else', timestamp: 0, clientState: { queries: [], mutations: [] } };
      for (const mutation of saved.client.clientState.mutations) {
        // A write that was on its way when the page closed waits to go again (with its own key).
        if (mutation.state.status === 'pending') mutation.state = { ...mutation.state, isPaused: true };
      }
      return saved.client;
    },
  });
}

/** An error is kept as its words and status, so a refused write can still say why after a reload. */
function errorsAsText(_key: string, value: unknown): unknown {
  if (value instanceof Error) return { name: value.name, message: value.message, ...(value as unknown as Record<string, unknown>) };
  return value;
}

const shouldKeepQuery = (query: Query) => keptPaths.has(String(query.queryKey[0])) && query.state.data !== undefined;

export function SavedCache({ client, owner, children }: { client: QueryClient; owner: Owner; children: ReactNode }) {
  return (
    <PersistQueryClientProvider
      client={client}
      persistOptions={{
        persister: persisterFor(owner),
        maxAge: keptForMs,
        buster: savedFormat,
        dehydrateOptions: { shouldDehydrateQuery: shouldKeepQuery, shouldDehydrateMutation: (m) => isWaiting(m) || isRefused(m) },
      }}
      // What was kept is shown at once and asked for again, so a failed refresh says it is the
      // saved copy; writes kept from before go now if the phone is online, else when it is back.
      onSuccess={() => {
        void client.invalidateQueries({ refetchType: 'none' });
        void client.resumePausedMutations();
      }}
    >
      {children}
    </PersistQueryClientProvider>
  );
}

let persister: ReturnType<typeof personalPersister> | null = null;
function persisterFor(owner: Owner) {
  persister ??= personalPersister(owner);
  return persister;
}

/** Forget everything kept on this phone: answers and unsent writes (logout, 401, someone else). */
export async function clearSaved(client: QueryClient, keep: (query: Query) => boolean = () => false): Promise<void> {
  client.getMutationCache().clear();
  client.removeQueries({ predicate: (query) => !keep(query) });
  if (canKeep) await del(storageKey);
}
