// The one way a screen reads a call: the key follows the endpoint and its query, the answer is the
// call's own type, and a read that fails with a saved answer still in hand shows that answer
// (with its age, SavedDataNotice) instead of a failure.
import type { Endpoint } from '@pals/core/endpoint';
import { type QueryClient, useQuery, useQueryClient, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod/mini';
import { type ApiFailure, call } from '../api/client.ts';
import type { CallAddress } from '../api/firstCalls.ts';
import { etagOptions } from './etags.ts';
import { keyOf } from './keys.ts';

type ReadOptions<Answer, T> = Pick<
  UseQueryOptions<Answer, ApiFailure, T>,
  'select' | 'enabled' | 'placeholderData' | 'staleTime' | 'retryOnMount' | 'refetchInterval'
>;

type ReadArguments<Q extends z.ZodMiniType | undefined, Answer, T> = Q extends z.ZodMiniType
  ? [query: z.input<Q>, options?: ReadOptions<Answer, T>]
  : [query?: undefined, options?: ReadOptions<Answer, T>];

export function useApiQuery<A extends z.ZodMiniType, Q extends z.ZodMiniType | undefined, T = z.infer<A>>(
  endpoint: Endpoint<z.ZodMiniType, A, Q> | CallAddress<Endpoint<z.ZodMiniType, A, Q>>,
  ...[query, options]: ReadArguments<Q, z.infer<A>, T>
): UseQueryResult<T, ApiFailure> {
  const client = useQueryClient();
  return useQuery<z.infer<A>, ApiFailure, T>({ ...readOf(client, endpoint, query), ...options });
}

/** A call's read as the query cache holds it: its key and how it is asked. */
function readOf<A extends z.ZodMiniType, Q extends z.ZodMiniType | undefined>(
  client: QueryClient,
  endpoint: Endpoint<z.ZodMiniType, A, Q> | CallAddress<Endpoint<z.ZodMiniType, A, Q>>,
  query: unknown,
) {
  const queryRecord = query as Record<string, unknown> | undefined;
  const queryKey = keyOf(endpoint as never, queryRecord);
  const queryFn = () =>
    call(endpoint as never, undefined as never, { ...etagOptions(client, queryKey), query: queryRecord } as never) as Promise<z.infer<A>>;
  return { queryKey, queryFn };
}

/** The same read outside a screen: the cache's answer when it is younger than `freshForMs` (a
 * screen showing it asked a moment ago), else asked again and kept in the cache for the screen. */
export function readApi<A extends z.ZodMiniType, Q extends z.ZodMiniType>(
  client: QueryClient,
  endpoint: Endpoint<z.ZodMiniType, A, Q>,
  query: z.input<Q>,
  freshForMs: number,
): Promise<z.infer<A>> {
  return client.fetchQuery({ ...readOf(client, endpoint, query), staleTime: freshForMs });
}

/** The screen's docs/product.md#state-failed failure state: the read failed and there is nothing saved to show instead. */
export function loadFailed(query: { isError: boolean; data: unknown }): boolean {
  return query.isError && query.data === undefined;
}

/**
 * The answer a form opens with (its fields are set once, when it opens): the server's, or the copy
 * kept on the phone once the server's cannot be had (offline). A kept copy still being refreshed is
 * waited for, so a form never opens on answers older than the server's and sends them back over
 * newer ones (a report sent just before a reload). Once open for `form`, the form stays open.
 */
export function useFormStart<T>(query: { data: T | undefined; isFetching: boolean; isStale: boolean }, form: string): T | undefined {
  const [opened, setOpened] = useState<string | null>(null);
  const ready = query.data !== undefined && !(query.isFetching && query.isStale);
  if (ready && opened !== form) setOpened(form);
  return ready || opened === form ? query.data : undefined;
}
