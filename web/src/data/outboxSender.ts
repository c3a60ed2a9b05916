// Sends the writes kept on the phone (outboxStore.ts), oldest first, one at a time across every tab
// of the app: the tab that holds the 'pals-outbox' Web Lock sends, the others wait for it, so no
// write is sent by two tabs at once. It starts when a write is kept, when the page opens, when the
// connection comes back (at once, whatever the wait before the next try was), when another tab
// changes the outbox and when its owner signs in again; while the network or the server fails it
// tries again after 2 s, 4 s, 8 s … at most 30 s, for as long as the write waits. A session that
// ended keeps its writes for its owner: nothing goes out under anyone else.
// Each outcome is told to every tab (BroadcastChannel): the screen that made the write shows it,
// every tab's screens follow what it changed (onPhone.ts), and a write that went out with nobody's
// screen waiting for it is listed as "Sent now" (sentLater.ts).
import { api } from '@pals/core/api';
import { messages } from '@pals/core/messages';
import type { QueryClient } from '@tanstack/react-query';
import { ApiFailure, isSessionLost } from '../api/client.ts';
import type { AnyEndpoint } from './keys.ts';
import { outboxRetryDelay, tryAgainLater } from './outbox.ts';
import { outboxShown, waitingForOthers } from './outboxShown.ts';
import { outboxStore, type KeptWrite } from './outboxStore.ts';
import { sendWrite } from './writeDefaults.ts';
import { followWrite, wordsFor } from './onPhone.ts';

/** What became of a write, as every tab hears it. */
type Outcome =
  | { key: string; path: string; sent: true; answer: unknown; held: boolean; what: string }
  | { key: string; path: string; sent: false; failure: { status: number; code: string; message: string; fields?: Record<string, string> } };

interface Waiter {
  resolve: (answer: unknown) => void;
  reject: (error: ApiFailure) => void;
  /** Its screen is still open to show how it went. */
  watched: boolean;
}

/** Writes a screen of this tab is waiting on, by key. */
const waiters = new Map<string, Waiter>();
const outcomeListeners = new Set<(outcome: Outcome, waited: boolean) => void>();
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('pals-outbox-outcomes');

let client: QueryClient | null = null;
const ownerOf = () => outboxShown.owner();
let sessionLost: (error: ApiFailure) => void = () => undefined;
let pumping = false;
let again = false;
let failures = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

const byPath = new Map<string, AnyEndpoint>();
function endpointOf(path: string): AnyEndpoint | undefined {
  if (byPath.size === 0) for (const endpoint of Object.values(api) as AnyEndpoint[]) if (endpoint.method === 'POST') byPath.set(endpoint.path, endpoint);
  return byPath.get(path);
}

const shapeOf = (list: readonly KeptWrite[]) => list.map((write) => `${write.key}:${write.refused ?? ''}`).join();
const othersShape = (list: readonly { owner: string; count: number }[]) => list.map((other) => `${other.owner}:${other.count}`).join();

async function refreshShown(): Promise<void> {
  const who = ownerOf();
  const list = await outboxStore.list();
  const next = list.filter((write) => write.owner === who && (write.held || write.refused !== null));
  const others = waitingForOthers(list, who);
  if (shapeOf(next) !== shapeOf(outboxShown.current()) || othersShape(others) !== othersShape(outboxShown.others()))
    outboxShown.set(next, others);
}

/** An outcome, in this tab: the screen waiting on it, the answers it changes, the "Sent now" line. */
function heard(outcome: Outcome): void {
  const waiter = waiters.get(outcome.key);
  waiters.delete(outcome.key);
  const watched = waiter?.watched ?? false;
  if (outcome.sent) {
    if (client) followWrite(client, outcome.path, outcome.answer);
    waiter?.resolve(outcome.answer);
  } else {
    const { status, code, message, fields } = outcome.failure;
    waiter?.reject(new ApiFailure(status, code, message, fields));
    // Its screen shows why; with no screen there it stays listed as not sent, with why.
    if (watched) void outboxStore.forget(outcome.key);
  }
  for (const listener of outcomeListeners) listener(outcome, watched);
}

channel?.addEventListener('message', (event: MessageEvent<Outcome>) => heard(event.data));

function told(outcome: Outcome): void {
  heard(outcome);
  channel?.postMessage(outcome);
}

async function sendOne(write: KeptWrite): Promise<'next' | 'stop'> {
  const endpoint = endpointOf(write.path);
  if (!endpoint) {
    await outboxStore.refuse(write.key, 'This app no longer knows where to send it.');
    return 'next';
  }
  try {
    const answer = await sendWrite(endpoint, { body: write.body, key: write.key });
    await outboxStore.forget(write.key);
    failures = 0;
    told({ key: write.key, path: write.path, sent: true, answer, held: write.held, what: wordsFor(write.path, write.body, write.about) });
    return 'next';
  } catch (error) {
    const failure = error instanceof ApiFailure ? error : new ApiFailure(0, 'network', 'The server could not be reached.');
    if (tryAgainLater(failure)) {
      await outboxStore.markHeld(write.key);
      failures += 1;
      clearTimeout(retryTimer);
      retryTimer = setTimeout(pump, outboxRetryDelay(failures));
      return 'stop';
    }
    if (isSessionLost(failure)) {
      // The session ended: the write stays on the phone for its owner, to go when they sign in again
      // (its screen says it is kept); nothing more goes out under a session that is gone.
      await outboxStore.markHeld(write.key);
      waiters.get(write.key)?.reject(failure);
      waiters.delete(write.key);
      sessionLost(failure);
      return 'stop';
    }
    await outboxStore.refuse(write.key, failure.message);
    told({
      key: write.key,
      path: write.path,
      sent: false,
      failure: { status: failure.status, code: failure.code, message: failure.message, fields: failure.fields },
    });
    return 'next';
  }
}

/** Sends until nothing of this person's waits; 'stopped' when a send must wait (the network failed,
 * the session ended), which a later try, or the connection coming back, takes up. */
async function sendAll(): Promise<'done' | 'stopped'> {
  for (;;) {
    if (!navigator.onLine) return 'stopped';
    const who = ownerOf();
    if (!who) return 'done';
    const next = (await outboxStore.list()).find((write) => write.owner === who && write.refused === null);
    if (!next) return 'done';
    if ((await sendOne(next)) === 'stop') return 'stopped';
  }
}

/** Send what waits, unless this tab is already at it; one tab at a time across the browser. */
export function pump(): void {
  if (pumping) {
    again = true;
    return;
  }
  pumping = true;
  const run = async () => {
    let result: 'done' | 'stopped';
    do {
      again = false;
      await outboxStore.recover();
      result = await sendAll();
    } while (again && result === 'done');
  };
  const locked = typeof navigator !== 'undefined' && navigator.locks ? navigator.locks.request('pals-outbox-send', run) : run();
  void Promise.resolve(locked)
    .catch(() => undefined)
    .finally(() => {
      pumping = false;
      void refreshShown();
    });
}

/** Starts sending for this tab: what waits now, and whenever something changes. Returns the way to stop. */
export function startSending(
  queryClient: QueryClient,
  onSessionLost: (error: ApiFailure) => void,
): () => void {
  client = queryClient;
  sessionLost = onSessionLost;
  const online = () => {
    failures = 0;
    clearTimeout(retryTimer);
    pump();
  };
  window.addEventListener('online', online);
  const stopListening = outboxStore.subscribe(() => {
    void refreshShown();
    if (!pumping) pump();
  });
  // Writes kept in an earlier life of the page had no screen left to show them: they wait, and
  // say so, until they go.
  void outboxStore
    .recover()
    .then(() => outboxStore.list())
    .then(async (list) => {
      for (const write of list) if (write.owner === ownerOf() && !waiters.has(write.key)) await outboxStore.markHeld(write.key);
    })
    .finally(pump);
  return () => {
    window.removeEventListener('online', online);
    stopListening();
    clearTimeout(retryTimer);
  };
}


/** Keeps a write (committed to IndexedDB before this returns) and resolves with the server's
 * answer once it has been stored, or rejects with the server's refusal. A write the phone cannot
 * keep (its storage is full) is not kept at all: online it is sent once, as a write that does not
 * wait would be; offline it fails at once, saying it was not kept, and the words stay on screen. */
export async function keepAndSend(write: KeptWrite): Promise<unknown> {
  const outcome = new Promise<unknown>((resolve, reject) => waiters.set(write.key, { resolve, reject, watched: true }));
  try {
    await outboxStore.keep(write);
  } catch {
    waiters.delete(write.key);
    return sendUnkept(write);
  }
  if (!navigator.onLine) await outboxStore.markHeld(write.key);
  pump();
  return outcome;
}

async function sendUnkept(write: KeptWrite): Promise<unknown> {
  const endpoint = endpointOf(write.path);
  if (!navigator.onLine || !endpoint) throw new ApiFailure(0, 'not_kept', messages.notKeptOnPhone);
  try {
    const answer = await sendWrite(endpoint, { body: write.body, key: write.key });
    if (client) followWrite(client, write.path, answer);
    return answer;
  } catch (error) {
    if (error instanceof ApiFailure && !tryAgainLater(error)) throw error;
    throw new ApiFailure(0, 'not_kept', messages.notKeptOnPhone);
  }
}

/** A write the server refused, sent again as the person asked (its words unchanged, its key too). */
export async function tryAgain(key: string): Promise<void> {
  failures = 0;
  await outboxStore.unrefuse(key);
  pump();
}

/** The screen that made the write was left: how it goes is for the waiting list to say. */
export function screenLeft(key: string): void {
  const waiter = waiters.get(key);
  if (waiter) waiter.watched = false;
}

export const outboxSending = {
  /** Each outcome, and whether a screen of this tab was waiting for it. */
  onOutcome(listener: (outcome: Outcome, waited: boolean) => void): () => void {
    outcomeListeners.add(listener);
    return () => outcomeListeners.delete(listener);
  },
};
