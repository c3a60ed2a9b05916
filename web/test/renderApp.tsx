// The real app, on any screen, in a memory router. The network edge is the fake server.
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, vi } from 'vitest';
import { App } from '../src/app/App.tsx';
import { AppRoutes } from '../src/app/AppRoutes.tsx';
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

/** The path the router shows now. */
export function shownPath(): string {
  return screen.getByTestId('shown-path').textContent ?? '';
}
