// Issue 12 §3: what a person needs at camp stays on the phone after it was last loaded, and what
// they wrote offline waits there too (outbox.ts). TanStack Query's own persistence, in IndexedDB
// (idb-keyval). Everything kept belongs to the person who saw it: it is written only while that
// person is signed in and read back only for them (session/sessionClient.ts clears it, through
// SavedCache.tsx, at logout, at a 401 and when someone signs in). Loaded after the first paint, so the first screen does not wait for it.
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { Query, QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSave, persistQueryClientSubscribe } from '@tanstack/query-persist-client-core';
import { del, get, set } from 'idb-keyval';
import { api } from '@pals/core/api';
import { keptPaths } from './kept.ts';
import { canKeep, storageKey } from './keptKey.ts';
import { keptForMs } from './queryClient.ts';
import { registerWrite } from './writeDefaults.ts';
import { watchSentLater } from './sentLater.ts';
import { inOutbox, isOutboxEndpoint, isWaiting } from './outbox.ts';
import { readSaved, type SavedOnPhone } from './savedOnPhone.ts';
import type { AnyEndpoint } from './keys.ts';

/** Raised when the saved answers' shapes change, so an old phone never shows them to new code. */
const savedFormat = 'pals-1';

/** Who is signed in, as the readable cookie says: 'staff:<email>' or 'participant:<program>'. */
export type Owner = () => string | null;

function personalPersister(owner: Owner, throttleTime: number) {
  return createAsyncStoragePersister({
    storage: canKeep ? { getItem: get<string>, setItem: set, removeItem: del } : undefined,
    key: storageKey,
    throttleTime,
    // Runs when the save happens, not when it was asked for: nobody signed in by then, nothing is written.
    serialize: (client) => {
      const who = owner();
      if (!who) throw new Error('nobody is signed in: nothing is kept');
      return JSON.stringify({ owner: who, client } satisfies SavedOnPhone, errorsAsText);
    },
    deserialize: (text) => readSaved(text, owner()),
  });
}

/** An error is kept as its words and status, so a refused write can still say why after a reload. */
function errorsAsText(_key: string, value: unknown): unknown {
  if (value instanceof Error) return { name: value.name, message: value.message, ...(value as unknown as Record<string, unknown>) };
  return value;
}

const shouldKeepQuery = (query: Query) => keptPaths.has(String(query.queryKey[0])) && query.state.data !== undefined;

/** Puts back what this person kept on the phone, then keeps it up to date; returns the way to stop. */
export async function keepOnPhone(client: QueryClient, owner: Owner): Promise<() => void> {
  const options = {
    queryClient: client,
    // Answers are saved a quarter second after they change (many changes, one save) …
    persister: personalPersister(owner, 250),
    maxAge: keptForMs,
    buster: savedFormat,
    dehydrateOptions: { shouldDehydrateQuery: shouldKeepQuery, shouldDehydrateMutation: inOutbox },
  };
  // Kept writes resume through their call's default mutation function: it must be there first.
  for (const endpoint of Object.values(api) as AnyEndpoint[]) if (isOutboxEndpoint(endpoint)) registerWrite(client, endpoint);
  const stopWatching = watchSentLater(client);
  await persistQueryClientRestore(options).catch(() => undefined);
  const stopSaving = persistQueryClientSubscribe(options);
  // … and a write the person was told is saved on this phone is written at once, so closing the
  // tab a moment later loses nothing.
  const atOnce = { ...options, persister: personalPersister(owner, 0) };
  const stopWrites = client.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && isWaiting(event.mutation) && (event.action.type === 'pause' || event.action.type === 'failed')) void persistQueryClientSave(atOnce);
  });
  return () => {
    stopSaving();
    stopWrites();
    stopWatching();
  };
}
