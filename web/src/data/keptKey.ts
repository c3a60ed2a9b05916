// Where what is kept on the phone lives (IndexedDB, through idb-keyval), and how it is forgotten.
// Forgetting must be queued before any save that follows it (a sign-in clears, then the new
// person's answers are saved); IndexedDB runs them in the order they were asked for.
import { del } from 'idb-keyval';

export const storageKey = 'pals-saved';
export const canKeep = typeof indexedDB !== 'undefined';

export function forgetKept(): Promise<void> {
  return canKeep ? del(storageKey) : Promise.resolve();
}
