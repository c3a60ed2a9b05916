// What the outbox shows this tab, without loading the sender (outboxSender.ts, which loads every
// call's schema): whose writes are kept now, and the list the waiting list draws from.
import type { KeptWrite } from './outboxStore.ts';

let owner: () => string | null = () => null;
let shown: readonly KeptWrite[] = [];
const listeners = new Set<() => void>();

export const outboxShown = {
  /** Who is signed in on this phone, as the session says (set once, by SavedCache). */
  owner: () => owner(),
  setOwner(next: () => string | null): void {
    owner = next;
  },
  /** This person's writes that wait for a connection, or were refused with nobody there to see why. */
  current: () => shown,
  set(next: readonly KeptWrite[]): void {
    shown = next;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
