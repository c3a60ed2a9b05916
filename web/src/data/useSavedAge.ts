// docs/offline.md "What is kept on the phone": when a screen shows answers kept on the phone rather than fresh ones (offline, or a
// refresh that failed), when they were saved: the oldest of what is on screen now.
import { useQueryClient, type Query } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { isDated } from './onPhone.ts';

// Only a kept answer its call does not declare undated (onPhone.ts) is dated; an answer never
// fetched (the session seeded from its cookie) was never saved.
const onScreen = (query: Query) =>
  query.getObserversCount() > 0 && isDated(String(query.queryKey[0])) && query.state.data != null && query.state.dataUpdatedAt > 0;

/** The time (epoch ms) the oldest saved answer on screen was saved, or null when all are fresh. */
export function useSavedAge(offline: boolean): number | null {
  const cache = useQueryClient().getQueryCache();
  const subscribe = useCallback((changed: () => void) => cache.subscribe(changed), [cache]);
  const snapshot = () => {
    let oldest: number | null = null;
    for (const query of cache.getAll()) {
      // Online, only a refresh that was tried and failed (not one under way) shows the saved age.
      if (!onScreen(query) || (!offline && (query.state.status !== 'error' || query.state.fetchStatus === 'fetching'))) continue;
      if (oldest === null || query.state.dataUpdatedAt < oldest) oldest = query.state.dataUpdatedAt;
    }
    return oldest;
  };
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
