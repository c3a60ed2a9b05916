// One cache for the app's calls. Reads fail at once offline (never paused); writes get their call's
// default mutation function when first used (writeDefaults.ts). A lost session (a 401 from any call
// but a sign-in) is heard here, once for every read and write: the session decides what follows
// (session/sessionClient.ts).
import { MutationCache, onlineManager, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiFailure, isSessionLost } from '../api/client.ts';
import { followWrite, waitsOnPhone } from './onPhone.ts';

const worthRetrying = (error: unknown) => !(error instanceof ApiFailure) || error.status === 0 || error.status >= 500;

/** How long a saved answer may be shown (docs/offline.md "What is kept on the phone"): a camp week and a bit. */
export const keptForMs = 7 * 24 * 60 * 60_000;

export interface QueryClientHooks {
  /** The server no longer knows the session. */
  onSessionLost?: () => void;
}

const heardBy = new WeakMap<QueryClient, (error: unknown) => void>();

/** A failure heard outside any query or write of the cache (a kept write sent by the outbox). */
export function hearFailure(client: QueryClient, error: unknown): void {
  heardBy.get(client)?.(error);
}

export function createQueryClient({ onSessionLost }: QueryClientHooks = {}): QueryClient {
  const heard = (error: unknown) => {
    if (isSessionLost(error)) onSessionLost?.();
  };
  // TanStack Query takes the page to be online until the browser says otherwise; a page opened with
  // no connection never hears 'offline', so it would never hear 'online' as a change, and nothing
  // would be asked again when the connection comes back.
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: heard }),
    mutationCache: new MutationCache({
      // A write that went out changes what some screens show: those follow (onPhone.ts). The
      // outbox's writes are followed in every tab when they are stored, by the outbox itself.
      onSuccess: (answer, _variables, _context, mutation) => {
        const path = String(mutation.options.mutationKey?.[0] ?? '');
        if (!waitsOnPhone({ method: 'POST', path })) followWrite(client, path, answer);
      },
      onError: heard,
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Answers stay in the cache as long as they are kept on the phone (keptStore.ts).
        gcTime: keptForMs,
        refetchOnWindowFocus: false,
        retry: (failures, error) => failures < 1 && worthRetrying(error),
        // TanStack Query pauses calls while the browser says it is offline, which left screens on
        // "Loading..." for ever at camp; a read made offline fails at once and shows its saved
        // answer or its docs/product.md#state-failed failure state instead (docs/offline.md).
        networkMode: 'always',
        // With networkMode 'always' TanStack Query no longer asks again when the connection comes
        // back; a screen that failed, or shows what was saved on the phone, should: it is asked again
        // (if its answer is older than staleTime) when the browser says it is online.
        refetchOnReconnect: true,
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
  heardBy.set(client, heard);
  return client;
}
