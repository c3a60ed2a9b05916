// A write goes to its call with the Idempotency-Key it was given when it was written.
import { call } from '../api/client.ts';
import type { AnyEndpoint } from './keys.ts';
import type { Write } from './outbox.ts';

export function sendWrite(endpoint: AnyEndpoint, { body, key }: Write): Promise<unknown> {
  return call(endpoint, body as never, (key ? { headers: { 'Idempotency-Key': key } } : {}) as never);
}
