// What is waiting on the phone to be sent, and what the server refused while nobody was on its
// screen to see why, as every tab of the app sees it (outboxStore.ts); a person can discard what
// they no longer want sent.
import { useMemo, useSyncExternalStore } from 'react';
import { outboxShown } from './outboxShown.ts';
import { outboxStore } from './outboxStore.ts';
import { wordsFor, writtenWords } from './onPhone.ts';

export interface OutboxItem {
  id: string;
  what: string;
  /** The words written, so a refused one can be written again. */
  words: string;
  writtenAt: number;
  /** Why the server would not take it; null while it waits to go. */
  refused: string | null;
  discard: () => void;
}

export function useOutbox(): { items: OutboxItem[] } {
  const shown = useSyncExternalStore(outboxShown.subscribe, outboxShown.current, outboxShown.current);
  const items = useMemo(
    () =>
      shown.map((write) => ({
        id: write.key,
        what: wordsFor(write.path, write.body, write.about),
        words: writtenWords(write.body),
        writtenAt: write.writtenAt,
        refused: write.refused,
        discard: () => void outboxStore.forget(write.key),
      })),
    [shown],
  );
  return { items };
}
