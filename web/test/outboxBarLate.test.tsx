// The bar of writes waiting to send has its own small file, fetched after the first paint. If that
// file cannot be had (the connection dropped after the first files), the page goes on without the
// bar: before, the failure emptied the whole app.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer } from './fakeServer.ts';
import { renderApp } from './renderApp.tsx';

vi.mock('../src/app/OutboxBar.tsx', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe("the outbox bar's file that cannot be fetched", () => {
  it('leaves the bar out and the login on the page', async () => {
    // React reports the error its boundary caught; it is this test's own, so it is checked, not printed.
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeServer();
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to PALS' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Participant' })).toBeTruthy();
    // Read by shape, not `instanceof Error`: the error may come from another module context than the test's.
    const causes = reported.mock.calls.flat().map((logged) => {
      const cause = (logged as { cause?: unknown } | null | undefined)?.cause;
      return cause === undefined ? null : String(cause);
    });
    expect(causes).toContain('TypeError: Failed to fetch dynamically imported module');
    reported.mockRestore();
  });
});
