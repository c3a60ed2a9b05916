// What a person has typed and ticked in a form and not yet sent (docs/offline.md "Drafts"): kept as
// it changes, one entry a person and screen (`pals-draft:<owner>:<screen>`), so a reload, a closed
// tab, Back or a killed browser finds it. Each entry names its owner inside it too, and only the
// owner's entry is ever read: someone else signing in on the phone never sees it.
//
// Kept twice: in localStorage, read synchronously, so a form opens on its draft at once; and in
// IndexedDB (database `pals-drafts`), because Chromium writes localStorage to disk only seconds
// after a change, so a browser killed meanwhile would lose the last words, where an IndexedDB
// transaction is on disk once it completes. A draft that goes (sent, cleared, back to what the form
// opened on) leaves a dated "gone" entry in both, never a bare removal, so the newer of the two
// always says what the form shows: a removal that did not reach the disk cannot bring a sent draft
// back beside its write in the outbox. Logout removes every entry of the person (forgetDrafts).
import { localStore } from './localStore.ts';

const prefix = 'pals-draft:';
const canKeepLong = typeof indexedDB !== 'undefined';
/** IndexedDB, opened once on first use (a form opening reads it), so a change later waits only for its own write. */
let opened: Promise<{ idb: typeof import('idb-keyval'); store: import('idb-keyval').UseStore }> | null = null;
const longStore = () =>
  (opened ??= import('idb-keyval')
    .then((idb) => ({ idb, store: idb.createStore('pals-drafts', 'drafts') }))
    .catch((error: unknown) => {
      opened = null;
      throw error;
    }));

export interface Draft<T> {
  owner: string;
  /** When it was last changed (epoch ms). */
  at: number;
  value: T;
  /** What the form opened on when the draft began (a report section's or a task's saved answers). */
  base: T;
}

/** A draft that went, and when. */
interface Gone {
  owner: string;
  at: number;
  gone: true;
}

type Entry<T> = Draft<T> | Gone;

const keyOf = (owner: string, screen: string) => `${prefix}${owner}:${screen}`;

function entryOf<T>(text: unknown, owner: string): Entry<T> | null {
  try {
    const entry = (typeof text === 'string' ? JSON.parse(text) : null) as Entry<T> | null;
    return entry && entry.owner === owner && typeof entry.at === 'number' && ('gone' in entry || 'value' in entry) ? entry : null;
  } catch {
    return null;
  }
}

const draftOf = <T>(entry: Entry<T> | null): Draft<T> | null => (entry && !('gone' in entry) ? entry : null);

function readQuick<T>(owner: string, screen: string): Entry<T> | null {
  try {
    return entryOf<T>(localStore()?.getItem(keyOf(owner, screen)), owner);
  } catch {
    return null;
  }
}

/** `owner`'s draft of `screen` as localStorage has it (at once), or null (none, gone, someone else's, unreadable). */
export function readDraft<T>(owner: string, screen: string): Draft<T> | null {
  return draftOf(readQuick<T>(owner, screen));
}

/** The draft as the newer of localStorage and IndexedDB has it: after a killed browser, IndexedDB
 * may hold words localStorage never wrote to disk, or the note that they went. */
export async function readDraftKept<T>(owner: string, screen: string): Promise<Draft<T> | null> {
  const quick = readQuick<T>(owner, screen);
  if (!canKeepLong) return draftOf(quick);
  try {
    const { idb, store } = await longStore();
    const long = entryOf<T>(await idb.get(keyOf(owner, screen), store), owner);
    return draftOf(long && (!quick || long.at > quick.at) ? long : quick);
  } catch {
    return draftOf(quick);
  }
}

function keepEntry<T>(screen: string, entry: Entry<T>): boolean {
  const key = keyOf(entry.owner, screen);
  const text = JSON.stringify(entry);
  if (canKeepLong)
    void longStore()
      .then(({ idb, store }) => idb.set(key, text, store))
      .catch(() => undefined);
  try {
    const storage = localStore();
    storage?.setItem(key, text);
    return storage !== null || canKeepLong;
  } catch {
    // Storage full or turned off: IndexedDB may still keep it.
    return canKeepLong;
  }
}

/** Keeps the draft; false when the phone would not keep it (storage full or turned off). */
export function writeDraft<T>(screen: string, draft: Draft<T>): boolean {
  return keepEntry(screen, draft);
}

/** The draft went (sent, cleared, or the same as the form's start again). */
export function forgetDraft(owner: string, screen: string): void {
  if (readQuick(owner, screen) === null && !canKeepLong) return;
  keepEntry(screen, { owner, at: Date.now(), gone: true });
}

/** Every draft of `owner` on this phone, in both stores (logout); nobody's when owner is null. */
export function forgetDrafts(owner: string | null): void {
  if (!owner) return;
  const mine = (key: string) => key.startsWith(`${prefix}${owner}:`);
  const storage = localStore();
  if (storage) {
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key && mine(key) && entryOf(storage.getItem(key), owner)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  }
  if (canKeepLong)
    void longStore()
      .then(async ({ idb, store }) => {
        const entries = await idb.entries<string, string>(store);
        await idb.delMany(
          entries.filter(([key, text]) => mine(key) && entryOf(text, owner)).map(([key]) => key),
          store,
        );
      })
      .catch(() => undefined);
}

/** Two form values say the same: the same fields, an empty one the same as one not there. */
export function sameDraft(a: unknown, b: unknown): boolean {
  return JSON.stringify(normal(a)) === JSON.stringify(normal(b));
}

function normal(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normal);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, field]) => field !== '' && field !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries.map(([key, field]) => [key, normal(field)]));
}
