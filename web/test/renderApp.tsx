// The real app, on any screen, in a memory router. The network edge is the fake server.
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, vi } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import { App } from '../src/app/App.tsx';
import { AppRoutes } from '../src/app/AppRoutes.tsx';
import { SavedCache } from '../src/data/SavedCache.tsx';
import { createSessionClient } from '../src/session/sessionClient.ts';
import { savedDataOwner } from '../src/session/userCookie.ts';
import { setUserCookie } from './fakeServer.ts';

afterEach(() => {
  cleanup();
  setUserCookie(null);
  vi.unstubAllGlobals();
});

function PathSpy() {
  return (
    <div hidden data-testid="shown-path">
      {useLocation().pathname}
    </div>
  );
}

export function renderApp(path: string) {
  render(
    <App>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <PathSpy />
      </MemoryRouter>
    </App>,
  );
}

/** The app as App composes it, with its query client in the test's hands (to see what is left in
 * it); `before` may fill the cache first. */
export function renderAppWithClient(path: string, before: (client: QueryClient) => void = () => undefined): QueryClient {
  const client = createSessionClient();
  before(client);
  render(
    <SavedCache client={client} owner={savedDataOwner}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <PathSpy />
      </MemoryRouter>
    </SavedCache>,
  );
  return client;
}

/** The path the router shows now. */
export function shownPath(): string {
  return screen.getByTestId('shown-path').textContent ?? '';
}
