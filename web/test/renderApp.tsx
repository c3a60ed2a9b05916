// The real app, on any screen: the test's page starts at the path (jsdom's own history, as a phone's
// browser has). The network edge is the fake server.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import { App } from '../src/app/App.tsx';
import { AppRoutes } from '../src/app/AppRoutes.tsx';
import { createSessionClient } from '../src/session/sessionClient.ts';
import { usePathname } from '../src/ui/router.tsx';
import { setUserCookie } from './fakeServer.ts';

afterEach(() => {
  cleanup();
  setUserCookie(null);
  vi.unstubAllGlobals();
});

function PathSpy() {
  return (
    <div hidden data-testid="shown-path">
      {usePathname()}
    </div>
  );
}

/** The page's address becomes `path`, with no history state, as when it is typed in. */
function openAt(path: string) {
  window.history.replaceState(null, '', path);
}

export function renderApp(path: string) {
  openAt(path);
  render(
    <App>
      <AppRoutes />
      <PathSpy />
    </App>,
  );
}

/** The app as App composes it, with its query client in the test's hands (to see what is left in
 * it); `before` may fill the cache first. */
export function renderAppWithClient(path: string, before: (client: QueryClient) => void = () => undefined): QueryClient {
  openAt(path);
  const client = createSessionClient();
  before(client);
  render(
    <App client={client}>
      <AppRoutes />
      <PathSpy />
    </App>,
  );
  return client;
}

/** The path the router shows now. */
export function shownPath(): string {
  return screen.getByTestId('shown-path').textContent ?? '';
}
