// What people write at camp, kept on the phone until the server has answered it (docs/offline.md
// "Writes that wait"). Each write is its own record in IndexedDB, keyed by its Idempotency-Key and
// shared by every tab of the app: no tab ever saves a picture of the whole list that could replace
// what another tab wrote meanwhile. The first moments after the tap, before IndexedDB has committed,
// are covered by a journal in localStorage, written synchronously in the tap itself and moved into
// IndexedDB by whichever tab starts next. Every change is announced to every tab (BroadcastChannel).
import { createStore, del, get, set, update, values, type UseStore } from 'idb-keyval';
import { localStore as storage } from './localStore.ts';

export interface KeptWrite {
  /** Its Idempotency-Key, made when the person pressed Send and kept through every try. */
  key: string;
  /** The call it goes to (core/api.ts). */
  path: string;
  body: unknown;
  /** What it is about, in the words of its screen (a Director task's name), for the waiting list. */
  about?: string;
  /** Whose it is: sent only while they are signed in on this phone. */
  owner: string;
  /** Their name, for whoever else is signed in on the phone meanwhile ("2 waiting for Marcus Lee"). */
  ownerName?: string;
  writtenAt: number;
  /** A try failed for want of a connection: it has been shown as waiting on the phone. */
  held: boolean;
  /** Why the server would not take it, when it said so with no screen there to show it. */
  refused: string | null;
}

const journalPrefix = 'pals-outbox:';
const channelName = 'pals-outbox';

/** Where the records live: IndexedDB where the browser has it, else this page's memory. */
interface Records {
  put(write: KeptWrite): Promise<void>;
  /** Puts it only if there is none with its key (the journal never undoes a later change). */
  putNew(write: KeptWrite): Promise<void>;
  get(key: string): Promise<KeptWrite | undefined>;
  change(key: string, how: (write: KeptWrite) => KeptWrite): Promise<void>;
  remove(key: string): Promise<void>;
  all(): Promise<KeptWrite[]>;
}

function indexedRecords(store: UseStore): Records {
  return {
    put: (write) => set(write.key, write, store),
    putNew: (write) => update<KeptWrite>(write.key, (old) => old ?? write, store),
    get: (key) => get<KeptWrite>(key, store),
    // A record removed meanwhile (sent by another tab) stays removed.
    change: (key, how) => update<KeptWrite | undefined>(key, (old) => (old ? how(old) : undefined), store).then(() => dropEmpty(key, store)),
    remove: (key) => del(key, store),
    all: () => values<KeptWrite>(store),
  };
}

async function dropEmpty(key: string, store: UseStore): Promise<void> {
  if ((await get(key, store)) === undefined) await del(key, store);
}

function memoryRecords(): Records {
  const records = new Map<string, KeptWrite>();
  return {
    put: async (write) => void records.set(write.key, write),
    putNew: async (write) => void (records.has(write.key) || records.set(write.key, write)),
    get: async (key) => records.get(key),
    change: async (key, how) => {
      const old = records.get(key);
      if (old) records.set(key, how(old));
    },
    remove: async (key) => void records.delete(key),
    all: async () => [...records.values()],
  };
}

const records: Records = typeof indexedDB === 'undefined' ? memoryRecords() : indexedRecords(createStore('pals-outbox', 'writes'));

const listeners = new Set<() => void>();
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(channelName);
channel?.addEventListener('message', (event: MessageEvent) => {
  if (event.data === 'changed') for (const listener of listeners) listener();
});

/** Tell this tab and every other that the records changed. */
function changed(): void {
  for (const listener of listeners) listener();
  channel?.postMessage('changed');
}

/** The journal's entries, by their localStorage keys. */
function journalKeys(journal: Storage): string[] {
  return Array.from({ length: journal.length }, (_, i) => journal.key(i)).filter((key): key is string => key?.startsWith(journalPrefix) ?? false);
}

function ownerInJournal(text: string | null): string | null {
  try {
    return (JSON.parse(text ?? '') as Partial<KeptWrite>).owner ?? null;
  } catch {
    return null;
  }
}

export const outboxStore = {
  /** Written in the tap itself, before any await: survives a reload a millisecond later. */
  journal(write: KeptWrite): void {
    try {
      storage()?.setItem(journalPrefix + write.key, JSON.stringify(write));
    } catch {
      // Full or refused storage: IndexedDB, a moment later, is then the only copy.
    }
  },

  /** Keeps the write in IndexedDB and resolves once it is committed there. When it cannot be (the
   * phone's storage is full), it is not kept at all: its journal entry goes too, so no copy the
   * person was told of as not kept is ever sent later. */
  async keep(write: KeptWrite): Promise<void> {
    try {
      await records.putNew(write);
    } catch (error) {
      storage()?.removeItem(journalPrefix + write.key);
      throw error;
    }
    storage()?.removeItem(journalPrefix + write.key);
    changed();
  },

  /** Moves what the journal holds into IndexedDB: writes kept by a tab closed in their first moments. */
  async recover(): Promise<void> {
    const journal = storage();
    if (!journal) return;
    const keys = journalKeys(journal);
    for (const key of keys) {
      const text = journal.getItem(key);
      try {
        const write = JSON.parse(text ?? '') as KeptWrite;
        if (typeof write.key === 'string' && typeof write.path === 'string') await records.putNew(write);
      } catch {
        // Unreadable: nothing to keep.
      }
      journal.removeItem(key);
    }
    if (keys.length > 0) changed();
  },

  /** Every kept write, oldest first. */
  async list(): Promise<KeptWrite[]> {
    return (await records.all()).sort((a, b) => a.writtenAt - b.writtenAt || a.key.localeCompare(b.key));
  },

  get: (key: string) => records.get(key),

  async markHeld(key: string): Promise<void> {
    const write = await records.get(key);
    if (!write || write.held) return;
    await records.change(key, (old) => ({ ...old, held: true }));
    changed();
  },

  async refuse(key: string, why: string): Promise<void> {
    await records.change(key, (old) => ({ ...old, refused: why }));
    changed();
  },

  /** The person asked for a refused write to be sent again. */
  async unrefuse(key: string): Promise<void> {
    await records.change(key, (old) => ({ ...old, refused: null }));
    changed();
  },

  /** Answered by the server, or discarded by the person. */
  async forget(key: string): Promise<void> {
    storage()?.removeItem(journalPrefix + key);
    await records.remove(key);
    changed();
  },

  /** Forget every write of one person (they log out and said so, or discard what waits for
   * someone else). Another person's stay: they go when that person signs in again. */
  async forgetOwners(owner: string): Promise<void> {
    const journal = storage();
    if (journal)
      for (const key of journalKeys(journal)) if (ownerInJournal(journal.getItem(key)) === owner) journal.removeItem(key);
    for (const write of await records.all()) if (write.owner === owner) await records.remove(write.key);
    changed();
  },

  /** Who is signed in changed: every tab looks again at whose writes it shows and sends. */
  ownerChanged: changed,

  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
