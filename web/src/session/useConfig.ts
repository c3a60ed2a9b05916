// The public config every screen may need: the organisation's name, demo mode, the Google client.
import { firstCalls } from '../api/firstCalls.ts';
import { useApiQuery } from '../data/useApiQuery.ts';

export function useConfig() {
  // Once it has failed (tried twice), a screen that opens does not ask again: the home shows
  // SPEC §8's "Loading failed" instead of going back to loading (and, as the frame waits for the
  // config, back to the splash) over and over.
  return useApiQuery(firstCalls.publicConfig, undefined, { staleTime: Infinity, retryOnMount: false });
}
