// One cache for the app's calls. Every write call of core/api.ts has a default mutation function
// here, so a write stored on the phone resumes after a reload through its own call (issue 19).
import { api } from '@pals/core/api';
import { MutationCache, QueryClient } from '@tanstack/react-query';
import { ApiFailure, call } from '../api/client.ts';
import type { AnyEndpoint } from './keys.ts';
import { isOutboxEndpoint, outboxRetryDelay, outboxScope, sendLater, type Write } from './outbox.ts';
import { refreshAfter } from './writes.ts';

const worthRetrying = (error: unknown) => !(error instanceof ApiFailure) || error.status === 0 || error.status >= 500;

/** How long a saved answer may be shown (issue 12 §3): a camp week and a bit. */
export const keptForMs = 7 * 24 * 60 * 60_000;

export function sendWrite(endpoint: AnyEndpoint, { body, key }: Write): Promise<unknown> {
  return call(endpoint, body as never, (key ? { headers: { 'Idempotency-Key': key } } : {}) as never);
}

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    mutationCache: new MutationCache({
      // A write that went out changes what some screens show: those read again, wherever it was sent from.
      onSuccess: (answer, _variables, _context, mutation) => refreshAfter(client, String(mutation.options.mutationKey?.[0] ?? ''), answer),
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Answers stay in the cache as long as they are kept on the phone (persist.tsx).
        gcTime: keptForMs,
        refetchOnWindowFocus: false,
        retry: (failures, error) => failures < 1 && worthRetrying(error),
        // TanStack Query pauses calls while the browser says it is offline, which left screens on
        // "Loading..." for ever at camp; a read made offline fails at once and shows its saved
        // answer or its SPEC failure state instead (issue 12).
        networkMode: 'always',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });

  for (const endpoint of Object.values(api) as AnyEndpoint[]) {
    if (endpoint.method !== 'POST') continue;
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
  return client;
}
