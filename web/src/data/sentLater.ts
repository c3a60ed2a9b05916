// Issue 12 §4: kept writes that went out after their screen was left, so the waiting list can say
// "Sent now: …". Watched from before any kept write resumes (keptStore.ts), not by the list itself,
// whose code may still be on its way when the first one goes.
import type { QueryClient } from '@tanstack/react-query';
import { outboxScope, type Write } from './outbox.ts';
import { describeWrite } from './outboxWords.ts';

let sent: readonly string[] = [];
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

export const sentLater = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  current: () => sent,
  dismiss() {
    sent = [];
    changed();
  },
};

/** Hear of each kept write that goes out with no screen to say so (its screen, when open, says so
 * itself and takes it out of the outbox first: useApiMutation). */
export function watchSentLater(client: QueryClient): () => void {
  const cache = client.getMutationCache();
  return cache.subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const mutation = event.mutation;
    if (mutation.options.scope?.id !== outboxScope) return;
    // After the screen's own callbacks have run: still here means nobody saw it go.
    setTimeout(() => {
      if (!cache.getAll().includes(mutation)) return;
      sent = [...sent, describeWrite(String(mutation.options.mutationKey?.[0] ?? ''), (mutation.state.variables as Write | undefined)?.body)];
      cache.remove(mutation);
      changed();
    }, 0);
  });
}
