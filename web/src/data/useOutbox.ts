// What is waiting on the phone to be sent, and what the server refused while nobody was on its
// screen to see why, as every tab of the app sees it (outboxStore.ts); a person can send a refused
// one again or discard what they no longer want sent. What waits for someone else (their session
// ended first) is only counted, by person, with a way to discard it.
import { useMemo, useSyncExternalStore } from 'react';
import { outboxShown, type WaitingForOther } from './outboxShown.ts';
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
  /** Send a refused one again, as it was written. */
  tryAgain: () => void;
  discard: () => void;
}

export interface OtherPersonsWrites extends WaitingForOther {
  discard: () => void;
}

const tryAgain = (key: string) => void import('./outboxSender.ts').then((sender) => sender.tryAgain(key));

export function useOutbox(): { items: OutboxItem[]; others: OtherPersonsWrites[] } {
  const shown = useSyncExternalStore(outboxShown.subscribe, outboxShown.current, outboxShown.current);
  const waitingForOthers = useSyncExternalStore(outboxShown.subscribe, outboxShown.others, outboxShown.others);
  const items = useMemo(
    () =>
      shown.map((write) => ({
        id: write.key,
        what: wordsFor(write.path, write.body, write.about),
        words: writtenWords(write.body),
        writtenAt: write.writtenAt,
        refused: write.refused,
        tryAgain: () => tryAgain(write.key),
        discard: () => void outboxStore.forget(write.key),
      })),
    [shown],
  );
  const others = useMemo(
    () => waitingForOthers.map((other) => ({ ...other, discard: () => void outboxStore.forgetOwners(other.owner) })),
    [waitingForOthers],
  );
  return { items, others };
}
