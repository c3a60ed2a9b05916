// The ETag of each answer the cache holds (docs/performance.md "The server: what changed, and the profile behind each change"): a read of an answer the phone already has
// names it (If-None-Match), and a 304 keeps what is here instead of sending it again. Only the
// server's answers that carry an ETag (the roster) take part. Known for the page's life: an answer
// restored from the phone after a reload is asked for whole once.
import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { CallOptions } from '../api/client.ts';

const etags = new Map<string, string>();

export function etagOptions(client: QueryClient, key: QueryKey): Pick<CallOptions, 'kept' | 'onEtag'> {
  const hash = hashKey(key);
  const etag = etags.get(hash);
  const answer = client.getQueryData(key);
  return {
    // Nothing held (never asked, or forgotten at logout): nothing to name.
    kept: etag !== undefined && answer !== undefined ? { etag, answer } : undefined,
    onEtag: (next) => etags.set(hash, next),
  };
}
