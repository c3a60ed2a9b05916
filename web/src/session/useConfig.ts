// The public config every screen may need: the organisation's name, demo mode, the Google client.
// It is nobody's data, so the phone keeps the last one in localStorage whoever is signed in, or
// nobody: a screen opened offline after a sign-out still draws (docs/offline.md).
import { useEffect } from 'react';
import { firstCalls } from '../api/firstCalls.ts';
import { localStore } from '../data/localStore.ts';
import { useApiQuery } from '../data/useApiQuery.ts';

const keptKey = 'pals-config';

function keptConfig(): unknown {
  try {
    const text = localStore()?.getItem(keptKey) ?? null;
    return text === null ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function useConfig() {
  // Once it has failed (tried twice), a screen that opens does not ask again: the home shows
  // "Loading failed" instead of going back to loading (and, as the frame waits for the config,
  // back to the splash) over and over.
  const config = useApiQuery(firstCalls.publicConfig, undefined, { staleTime: Infinity, retryOnMount: false });
  useEffect(() => {
    try {
      if (config.data !== undefined) localStore()?.setItem(keptKey, JSON.stringify(config.data));
    } catch {
      // Storage full or refused: the next visit asks the server, as before.
    }
  }, [config.data]);
  if (config.data === undefined && config.isError) {
    const kept = keptConfig() as typeof config.data;
    if (kept !== undefined) return { ...config, data: kept, isError: false };
  }
  return config;
}
