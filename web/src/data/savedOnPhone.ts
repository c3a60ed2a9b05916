// What keptStore.ts writes to IndexedDB and reads back: the owner (who was signed in) and TanStack
// Query's saved client. The text is read back through a schema of what this code relies on, so an
// old, half-written or edited copy reads as nothing saved rather than as answers of the wrong shape.
import type { PersistedClient } from '@tanstack/query-persist-client-core';
import { z } from 'zod/mini';

const savedOnPhone = z.object({
  owner: z.string(),
  client: z.looseObject({
    buster: z.string(),
    timestamp: z.number(),
    clientState: z.looseObject({
      queries: z.array(z.looseObject({ queryKey: z.array(z.unknown()), queryHash: z.string(), state: z.looseObject({}) })),
      mutations: z.array(z.looseObject({ state: z.looseObject({ status: z.string() }) })),
    }),
  }),
});

export type SavedOnPhone = { owner: string; client: PersistedClient };

const nothingSaved = (why: string): PersistedClient => ({ buster: why, timestamp: 0, clientState: { queries: [], mutations: [] } });

/** The saved client, when it is this owner's and reads as one; otherwise nothing saved. */
export function readSaved(text: string, owner: string | null): PersistedClient {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return nothingSaved('unreadable');
  }
  const saved = savedOnPhone.safeParse(parsed);
  if (!saved.success) return nothingSaved('unreadable');
  // Another person's answers are never shown: a different owner reads as nothing saved.
  if (saved.data.owner !== owner) return nothingSaved('someone else');
  // Checked above as far as this code reads it; the answers inside are TanStack Query's to hydrate.
  const client = saved.data.client as unknown as PersistedClient;
  for (const mutation of client.clientState.mutations) {
    // A write that was on its way when the page closed waits to go again (with its own key).
    if (mutation.state.status === 'pending') mutation.state = { ...mutation.state, isPaused: true };
  }
  return client;
}
