// The public config every screen may need: the organisation's name, demo mode, the Google client.
import { api } from '@pals/core/api';
import { useQuery } from '@tanstack/react-query';
import { call } from '../api/client.ts';

export const configKey = ['config'] as const;

export function useConfig() {
  return useQuery({ queryKey: configKey, queryFn: () => call(api.publicConfig), staleTime: Infinity });
}
