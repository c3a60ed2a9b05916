// The signed-in person as the server sees them now, with the organisation's links (home menu,
// support, socials): the session's own query, asked for here (the server refreshes the readable
// cookie on this call). Until the links are here it is pending; a failed ask with no saved answer
// is the screen's docs/product.md#state-failed failure state (loadFailed).
import { useQuery } from '@tanstack/react-query';
import { meKey, type Me, type MeAnswer } from './me.ts';

type Read = { isError: boolean; refetch: () => Promise<unknown> };
export type MeResult = ({ data: MeAnswer; isPending: false } | { data: undefined; isPending: boolean }) & Read;

export function useMe(): MeResult {
  // Only a signed-in person's is asked for.
  const me = useQuery<Me>({ queryKey: meKey, enabled: (query) => query.state.data !== null });
  if (me.data?.links) return { data: me.data, isPending: false, isError: me.isError, refetch: me.refetch };
  return { data: undefined, isPending: !me.isError, isError: me.isError, refetch: me.refetch };
}
