// Issue 12 §4: what is waiting on the phone to be sent, and what the server refused while nobody was
// on its screen to see why; a person can discard what they no longer want sent.
import { useQueryClient, type Mutation } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { isRefused, isWaiting, outboxScope, type Write } from './outbox.ts';
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
      .filter((m) => isWaiting(m) || isRefused(m))
      .map((m) => `${m.mutationId}:${m.state.status}`)
      .join(',');
  const current = useSyncExternalStore(subscribe, shape, shape);
  const items = useMemo(() => {
    const shown = new Set(current.split(',').map((entry) => entry.split(':')[0]));
    return cache
      .getAll()
      .filter((m) => shown.has(String(m.mutationId)) && (isWaiting(m) || isRefused(m)))
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

/** Hear of each kept write that went out after its screen was left (its screen, when open, says so
 * itself and takes it out of the outbox first: useApiMutation). */
export function useSentLater(heard: (what: string) => void): void {
  const cache = useQueryClient().getMutationCache();
  useEffect(
    () =>
      cache.subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success') return;
        const mutation = event.mutation;
        if (mutation.options.scope?.id !== outboxScope) return;
        // After the screen's own callbacks have run: still here means nobody saw it go.
        setTimeout(() => {
          if (!cache.getAll().includes(mutation)) return;
          heard(describeWrite(String(mutation.options.mutationKey?.[0] ?? ''), (mutation.state.variables as Write | undefined)?.body));
          cache.remove(mutation);
        }, 0);
      }),
    [cache, heard],
  );
}
