// docs/offline.md "What is kept on the phone": what a person needs at camp stays on the phone after it was last loaded, and what
// they wrote offline waits there too (outbox.ts). TanStack Query's own persistence, in IndexedDB
// (idb-keyval). Everything kept belongs to the person who saw it: it is written only while that
// person is signed in and read back only for them (session/sessionClient.ts clears it, through
// SavedCache.tsx, at logout, at a 401 and when someone signs in). Loaded after the first paint, so the first screen does not wait for it.
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { Query, QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSubscribe, type PersistedClient } from '@tanstack/query-persist-client-core';
import { del, get, set } from 'idb-keyval';
import type { ApiFailure } from '../api/client.ts';
import { canKeep, storageKey } from './keptKey.ts';
import { keptForMs } from './queryClient.ts';
import { isKept, waitsOnPhone } from './onPhone.ts';
import { outboxStore } from './outboxStore.ts';
import { readSaved, type SavedOnPhone } from './savedOnPhone.ts';
import { sentLater } from './sentLater.ts';
import { startSending, outboxSending } from './outboxSender.ts';

/** Raised when the saved answers' shapes change, so an old phone never shows them to new code. */
const savedFormat = 'pals-1';

/** Who is signed in, as the readable cookie says: 'staff:<email>' or 'participant:<program>'. */
export type Owner = () => string | null;

function personalPersister(owner: Owner) {
  return createAsyncStoragePersister({
    storage: canKeep ? { getItem: get<string>, setItem: set, removeItem: del } : undefined,
    key: storageKey,
    // Answers are saved a quarter second after they change (many changes, one save).
    throttleTime: 250,
    // Runs when the save happens, not when it was asked for: nobody signed in by then, nothing is written.
    serialize: (client) => {
      const who = owner();
      if (!who) throw new Error('nobody is signed in: nothing is kept');
      return JSON.stringify({ owner: who, client } satisfies SavedOnPhone);
    },
    deserialize: (text) => {
      const who = owner();
      const client = readSaved(text, who);
      void adoptEarlierWrites(client, who);
      return client;
    },
  });
}

/** Writes an earlier version of the app kept inside its saved answers (before the outbox had a store
 * of its own) move into the outbox, so a phone updated with writes waiting loses none of them. */
async function adoptEarlierWrites(client: PersistedClient, owner: string | null): Promise<void> {
  const earlier = client.clientState.mutations;
  client.clientState.mutations = [];
  if (!owner) return;
  for (const mutation of earlier) {
    const path = String(mutation.mutationKey?.[0] ?? '');
    const write = mutation.state.variables as { body?: unknown; key?: unknown } | undefined;
    if (!waitsOnPhone({ method: 'POST', path }) || typeof write?.key !== 'string' || !write.key) continue;
    const refused = mutation.state.status === 'error' ? String((mutation.state.error as { message?: unknown } | null)?.message ?? 'The server did not take it.') : null;
    await outboxStore.keep({ key: write.key, path, body: write.body, owner, writtenAt: mutation.state.submittedAt, held: true, refused });
  }
}

const shouldKeepQuery = (query: Query) => isKept(String(query.queryKey[0])) && query.state.data !== undefined;

/** Puts back what this person kept on the phone, keeps it up to date, and sends the writes that
 * wait (outboxSender.ts); returns the way to stop. */
export async function keepOnPhone(client: QueryClient, owner: Owner, onSessionLost: (error: ApiFailure) => void): Promise<() => void> {
  const options = {
    queryClient: client,
    persister: personalPersister(owner),
    maxAge: keptForMs,
    buster: savedFormat,
    // Writes are kept by the outbox, one record each, never in this picture of the cache.
    dehydrateOptions: { shouldDehydrateQuery: shouldKeepQuery, shouldDehydrateMutation: () => false },
  };
  // Heard from before any kept write goes: one that went out with no screen here waiting for it.
  const stopWatching = outboxSending.onOutcome((outcome, waited) => {
    if (outcome.sent && !waited && outcome.held) sentLater.add(outcome.what);
  });
  await persistQueryClientRestore(options).catch(() => undefined);
  const stopSaving = persistQueryClientSubscribe(options);
  const stopSending = startSending(client, onSessionLost);
  return () => {
    stopSaving();
    stopSending();
    stopWatching();
  };
}
