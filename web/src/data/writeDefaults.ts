// The default mutation function of each write call (issue 19): a write stored on the phone resumes
// after a reload through its own call. Registered when a screen first writes through the call
// (useApiMutation), and for every outbox call before kept writes are put back (keptStore.ts).
import type { QueryClient } from '@tanstack/react-query';
import { call } from '../api/client.ts';
import type { AnyEndpoint } from './keys.ts';
import { isOutboxEndpoint, outboxRetryDelay, outboxScope, sendLater, type Write } from './outbox.ts';

export function sendWrite(endpoint: AnyEndpoint, { body, key }: Write): Promise<unknown> {
  return call(endpoint, body as never, (key ? { headers: { 'Idempotency-Key': key } } : {}) as never);
}

const registered = new WeakMap<QueryClient, Set<string>>();

export function registerWrite(client: QueryClient, endpoint: AnyEndpoint): void {
  const done = registered.get(client) ?? new Set<string>();
  registered.set(client, done);
  if (done.has(endpoint.path)) return;
  done.add(endpoint.path);
  if (isOutboxEndpoint(endpoint)) {
    client.setMutationDefaults([endpoint.path], {
      mutationFn: (write: Write) => sendWrite(endpoint, write),
      scope: { id: outboxScope },
      // Offline, the write waits (paused) instead of failing; it goes when the phone is back.
      networkMode: 'online',
      retry: (_failures, error) => sendLater(error),
      retryDelay: outboxRetryDelay,
      gcTime: Infinity,
    });
  } else {
    client.setMutationDefaults([endpoint.path], { mutationFn: (write: Write) => sendWrite(endpoint, write) });
  }
}
