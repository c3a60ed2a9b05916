// The public config every screen may need: the organisation's name, demo mode, the Google client.
import { api } from '@pals/core/api';
import { useApiQuery } from '../data/useApiQuery.ts';

export function useConfig() {
  return useApiQuery(api.publicConfig, undefined, { staleTime: Infinity });
}
