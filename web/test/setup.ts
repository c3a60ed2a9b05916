// Every web test: Testing Library's find* and waitFor wait up to 4 s, not 1 s. On a loaded 2-core CI
// machine a lazily loaded screen or a 1-second spinner can take longer than 1 s to show, and a wait
// that ends early fails a test whose screen was right. Each test starts with an empty tab session
// (the deep link to return to, the intro already played) and an empty localStorage and outbox (the
// outbox's records and journal, a logout the server has not heard), as a new tab would, and real timers
// (a test may have faked them: clock.ts).
import { configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

configure({ asyncUtilTimeout: 4_000 });
afterEach(async () => {
  globalThis.sessionStorage?.clear();
  globalThis.localStorage?.clear();
  vi.useRealTimers();
  // The outbox lives in this page's memory in jsdom (no IndexedDB): emptied as a new phone's would be.
  // Imported here, not at the top, so a test file's own mock of idb-keyval is the one it uses.
  const { outboxStore } = await import('../src/data/outboxStore.ts');
  for (const write of await outboxStore.list()) await outboxStore.forget(write.key);
});
