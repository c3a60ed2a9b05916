// Issue 12 §4: what people write at camp is kept on the phone until it is sent, in order, once.
// The outbox is TanStack Query's own: a write of these calls runs in the one 'outbox' scope (so
// they go one after another, in the order written), waits while the phone is offline, tries again
// while the network fails, and is persisted with the cache (persist.tsx), so it resumes after a
// reload through the default mutation function of its call (queryClient.ts). Each carries its own
// Idempotency-Key from the moment it is written, so a send whose answer was lost is stored once.
import type { Mutation } from '@tanstack/react-query';
import { ApiFailure } from '../api/client.ts';
import type { AnyEndpoint, ApiPath } from './keys.ts';

export const outboxScope = 'outbox';

/** The writes that wait for a connection. Program texts are not among them: a text sent hours late
 * is wrong (issue 12 §4). */
export const outboxPaths: ReadonlySet<string> = new Set<ApiPath>(['/api/local/feedback', '/api/google/feedback', '/api/google/note', '/api/google/staffreport', '/api/google/directortask']);

export const isOutboxEndpoint = (endpoint: AnyEndpoint) => endpoint.method === 'POST' && outboxPaths.has(endpoint.path);

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

/** A write that is in the outbox: waiting to go, or refused when nobody was there to see why. */
export function isWaiting(mutation: Mutation<unknown, Error, unknown>): boolean {
  return mutation.options.scope?.id === outboxScope && mutation.state.status === 'pending';
}

export function isRefused(mutation: Mutation<unknown, Error, unknown>): boolean {
  return mutation.options.scope?.id === outboxScope && mutation.state.status === 'error';
}

/** In the outbox at all: waiting, or refused with nobody there to see it. */
export const inOutbox = (mutation: Mutation<unknown, Error, unknown>): boolean => isWaiting(mutation) || isRefused(mutation);

/** Still waiting for a connection (as opposed to being sent right now for the first time). */
export function isHeldBack(state: { isPaused: boolean; failureCount: number; status: string; failureReason: unknown }): boolean {
  return state.status === 'pending' && (state.isPaused || (state.failureCount > 0 && sendLater(state.failureReason)));
}
