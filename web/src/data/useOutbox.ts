// Issue 12 §4: what is waiting on the phone to be sent, and what the server refused while nobody was
// on its screen to see why; a person can discard what they no longer want sent.
import { useQueryClient, type Mutation } from '@tanstack/react-query';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { inOutbox, isRefused, type Write } from './outbox.ts';
import { describeWrite, writtenWords } from './outboxWords.ts';

export interface OutboxItem {
  id: number;
  what: string;
  /** The words written, so a refused one can be written again. */
  words: string;
  writtenAt: number;
  /** Why the server would not take it; null while it waits to go. */
  refused: string | null;
  discard: () => void;
}

export function useOutbox(): { items: OutboxItem[] } {
  const cache = useQueryClient().getMutationCache();
  const subscribe = useCallback((changed: () => void) => cache.subscribe(changed), [cache]);
  // A stable text of what is there, so the list is rebuilt only when it changes.
  const shape = () =>
    cache
      .getAll()
      .filter(inOutbox)
      .map((m) => `${m.mutationId}:${m.state.status}`)
      .join(',');
  const current = useSyncExternalStore(subscribe, shape, shape);
  const items = useMemo(() => {
    const shown = new Set(current.split(',').map((entry) => entry.split(':')[0]));
    return cache
      .getAll()
      .filter((m) => shown.has(String(m.mutationId)) && inOutbox(m))
      .map((m) => itemOf(m, () => cache.remove(m)));
  }, [cache, current]);
  return { items };
}

function itemOf(mutation: Mutation<unknown, Error, unknown>, discard: () => void): OutboxItem {
  const write = mutation.state.variables as Write | undefined;
  const error = mutation.state.error as { message?: unknown } | null;
  return {
    id: mutation.mutationId,
    what: describeWrite(String(mutation.options.mutationKey?.[0] ?? ''), write?.body),
    words: writtenWords(write?.body),
    writtenAt: mutation.state.submittedAt,
    refused: isRefused(mutation) ? String(error?.message ?? 'The server did not take it.') : null,
    discard,
  };
}
