// How many writes wait on the phone (or were refused there): the one number Logout needs to ask first.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { inOutbox } from './outbox.ts';

export function useOutboxCount(): number {
  const cache = useQueryClient().getMutationCache();
  const subscribe = useCallback((changed: () => void) => cache.subscribe(changed), [cache]);
  const count = () => cache.getAll().filter(inOutbox).length;
  return useSyncExternalStore(subscribe, count, count);
}
