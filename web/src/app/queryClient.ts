// One cache for the app's calls. A call that failed for a reason retrying cannot fix is not retried.
import { QueryClient } from '@tanstack/react-query';
import { ApiFailure } from '../api/client.ts';

const worthRetrying = (error: unknown) => !(error instanceof ApiFailure) || error.status === 0 || error.status >= 500;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) => failures < 2 && worthRetrying(error),
      },
      mutations: { retry: false },
    },
  });
}
