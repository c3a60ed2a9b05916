// What people write at camp is kept on the phone until it is sent, in order, once (docs/offline.md
// "Writes that wait"): the writes their feature's onPhone.ts says wait (data/onPhone.ts; program
// texts never do: a text sent hours late is wrong). Each carries its own Idempotency-Key from the
// moment it is written, so a send whose answer was lost is stored once.
// The records: outboxStore.ts; the sending: outboxSender.ts; a screen's part: useApiMutation.ts.
import { ApiFailure } from '../api/client.ts';

/** What every write hands its call: the body, and the Idempotency-Key made when it was written. */
export interface Write<Body = unknown> {
  body: Body;
  key: string;
}

/** No answer, or a server that failed (a 5xx: busy, restarting, its disk full) or asked for time (408,
 * 429): the write waits and goes again, as long as it waits, with the same Idempotency-Key, so one the
 * server stored before its error is stored once. A 4xx with a reason (400, 403, 409, 422 …) is the
 * server's answer, which trying again would not change; a 401 ends the session and the write waits
 * for its owner to sign in again (outboxSender.ts). */
export function tryAgainLater(error: unknown): boolean {
  if (!(error instanceof ApiFailure)) return false;
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
}

/** 2 s, 4 s, 8 s … at most 30 s between tries while the network fails. */
export const outboxRetryDelay = (failures: number) => Math.min(2_000 * 2 ** Math.max(0, failures - 1), 30_000);

export const newWriteKey = (): string =>
  typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
