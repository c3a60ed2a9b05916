// The admin pages' queries: a call's query without the filters left open.

/** `undefined` must not reach the address as text. */
export function filterQuery<Q extends Record<string, string | number | undefined>>(query: Q): Q {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== '')) as Q;
}
