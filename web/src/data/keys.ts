// A call's place in the query cache is its path, and its query when it has one: the key follows
// the endpoint, so a screen and an invalidation can never disagree on a hand-named string.
import type { api } from '@pals/core/api';
import type { Endpoint } from '@pals/core/endpoint';
import type { QueryKey } from '@tanstack/react-query';
import type { z } from 'zod/mini';

/** A path of core/api.ts, checked by the type system without loading the calls' schemas. */
export type ApiPath = (typeof api)[keyof typeof api]['path'];

export type AnyEndpoint = Endpoint<z.ZodMiniType, z.ZodMiniType, z.ZodMiniType | undefined>;

export function keyOf(endpoint: { path: string }, query?: Record<string, unknown>): QueryKey {
  return query === undefined ? [endpoint.path] : [endpoint.path, query];
}
