// The public config every screen may need: the organisation's name, demo mode, the Google client.
import { firstCalls } from '../api/firstCalls.ts';
import { useApiQuery } from '../data/useApiQuery.ts';

export function useConfig() {
  return useApiQuery(firstCalls.publicConfig, undefined, { staleTime: Infinity });
}
