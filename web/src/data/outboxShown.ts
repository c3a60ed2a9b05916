// What the outbox shows this tab, without loading the sender (outboxSender.ts, which loads every
// call's schema): whose writes are kept now, the list the waiting list draws from, and what waits on
// the phone for someone else (a session that ended with writes waiting: docs/offline.md "Whose data").
import type { KeptWrite } from './outboxStore.ts';

/** Writes kept on this phone for someone who is not signed in now: how many, never what. */
export interface WaitingForOther {
  owner: string;
  /** Their name as it was when they wrote, or null for a write kept by an older version. */
  name: string | null;
  count: number;
}

let owner: () => string | null = () => null;
let ownerName: () => string | null = () => null;
let shown: readonly KeptWrite[] = [];
let others: readonly WaitingForOther[] = [];
const listeners = new Set<() => void>();

export const outboxShown = {
  /** Who is signed in on this phone, as the session says (set once, by SavedCache). */
  owner: () => owner(),
  /** Their name, kept with each write for whoever signs in next. */
  ownerName: () => ownerName(),
  setOwner(next: () => string | null, nameOf: () => string | null = () => null): void {
    owner = next;
    ownerName = nameOf;
  },
  /** This person's writes that wait for a connection, or were refused with nobody there to see why. */
  current: () => shown,
  /** Writes that wait for others to sign in again, one entry a person. */
  others: () => others,
  set(next: readonly KeptWrite[], nextOthers: readonly WaitingForOther[] = others): void {
    shown = next;
    others = nextOthers;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The kept writes of everyone but `who`, counted by person, in the order they were written. */
export function waitingForOthers(list: readonly KeptWrite[], who: string | null): WaitingForOther[] {
  const byOwner = new Map<string, WaitingForOther>();
  for (const write of list) {
    if (write.owner === who || !write.owner) continue;
    const entry = byOwner.get(write.owner) ?? { owner: write.owner, name: null, count: 0 };
    entry.count += 1;
    entry.name = write.ownerName ?? entry.name;
    byOwner.set(write.owner, entry);
  }
  return [...byOwner.values()];
}
