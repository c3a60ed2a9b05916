// What a person has typed and ticked in a form and not yet sent (docs/offline.md "Drafts"): kept in
// localStorage as it changes, one entry a person and screen (`pals-draft:<owner>:<screen>`), so a
// reload, a closed tab, Back or a killed browser finds it. Each entry names its owner inside it too,
// and only the owner's entry is ever read: someone else signing in on the phone never sees it. It
// goes when its write is sent or kept in the outbox, on Clear draft, and at logout (forgetDrafts).
import { localStore } from './localStore.ts';

const prefix = 'pals-draft:';

export interface Draft<T> {
  owner: string;
  /** When it was last changed (epoch ms). */
  at: number;
  value: T;
  /** What the form opened on when the draft began (a report section's or a task's saved answers). */
  base: T;
}

const keyOf = (owner: string, screen: string) => `${prefix}${owner}:${screen}`;

/** `owner`'s draft of `screen`, or null (none, someone else's, or unreadable). */
export function readDraft<T>(owner: string, screen: string): Draft<T> | null {
  try {
    const draft = JSON.parse(localStore()?.getItem(keyOf(owner, screen)) ?? 'null') as Draft<T> | null;
    return draft && draft.owner === owner && typeof draft.at === 'number' && 'value' in draft ? draft : null;
  } catch {
    return null;
  }
}

/** Keeps the draft; false when the phone would not keep it (storage full or turned off). */
export function writeDraft<T>(screen: string, draft: Draft<T>): boolean {
  try {
    const storage = localStore();
    storage?.setItem(keyOf(draft.owner, screen), JSON.stringify(draft));
    return storage !== null;
  } catch {
    return false;
  }
}

export function forgetDraft(owner: string, screen: string): void {
  try {
    localStore()?.removeItem(keyOf(owner, screen));
  } catch {
    // Storage turned off: nothing was kept.
  }
}

/** Every draft of `owner` on this phone (logout); nobody's when owner is null. */
export function forgetDrafts(owner: string | null): void {
  const storage = localStore();
  if (!owner || !storage) return;
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(`${prefix}${owner}:`) && readDraft(owner, key.slice(prefix.length + owner.length + 1))) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
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
