// One cache for the app's calls. A read that failed for a reason retrying may fix is tried once more.
import { QueryClient } from '@tanstack/react-query';
import { ApiFailure } from '../api/client.ts';

const worthRetrying = (error: unknown) => !(error instanceof ApiFailure) || error.status === 0 || error.status >= 500;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) => failures < 1 && worthRetrying(error),
        // TanStack Query pauses calls while the browser says it is offline, which left screens on
        // "Loading..." for ever at camp; a call made offline fails at once and shows its SPEC
        // failure state instead (issue 12).
        networkMode: 'always',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
