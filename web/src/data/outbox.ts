// What people write at camp is kept on the phone until it is sent, in order, once (docs/offline.md
// "Writes that wait"): the writes onPhone.ts says wait (program texts never do: a text sent hours
// late is wrong). Each carries its
// own Idempotency-Key from the moment it is written, so a send whose answer was lost is stored once.
// The records: outboxStore.ts; the sending: outboxSender.ts; a screen's part: useApiMutation.ts.
import { ApiFailure } from '../api/client.ts';

/** What every write hands its call: the body, and the Idempotency-Key made when it was written. */
export interface Write<Body = unknown> {
  body: Body;
  key: string;
}

/** No answer, or an answer that says "not now": the write waits and goes again. Anything else the
 * server said (400, 401, 403, 409, 422, 500) is its answer, and trying again would not change it. */
export function sendLater(error: unknown): boolean {
  if (!(error instanceof ApiFailure)) return false;
  return error.status === 0 || error.status === 429 || error.status === 502 || error.status === 503 || error.status === 504;
}

/** 2 s, 4 s, 8 s … at most 30 s between tries while the network fails. */
export const outboxRetryDelay = (failures: number) => Math.min(2_000 * 2 ** Math.max(0, failures - 1), 30_000);

export const newWriteKey = (): string =>
  typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
