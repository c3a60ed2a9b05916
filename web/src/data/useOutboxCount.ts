// How many writes wait on the phone (or were refused there): the one number Logout needs to ask first.
import { useSyncExternalStore } from 'react';
import { outboxShown } from './outboxShown.ts';

const count = () => outboxShown.current().length;

export function useOutboxCount(): number {
  return useSyncExternalStore(outboxShown.subscribe, count, count);
}
