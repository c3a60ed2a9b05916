// A first visit over a connection that fails (never blank, never hung): a public config
// that cannot be had ends in SPEC §8's failure text, which stays (the config is not asked for again
// and again, which put the splash back for ever) until Try again.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeClock, passTime } from './clock.ts';
import { fakeServer } from './fakeServer.ts';
import { renderApp } from './renderApp.tsx';

const configAsked = (server: ReturnType<typeof fakeServer>) =>
  server.requests.filter((request) => request.route === 'GET /api/config').length;

describe('the first visit, signed out, when the server fails', () => {
  it('a config that fails twice shows "Loading failed" under the app\'s name, which stays until Try again', async () => {
    let serverBack = false;
    const server = fakeServer({
      'GET /api/config': () =>
        serverBack
          ? { json: { orgName: 'Blue Ridge Camp', demo: false, googleClientId: null } }
          : { status: 503, json: { error: { code: 'unavailable', message: 'Busy.' } } },
    });
    const user = fakeClock();
    renderApp('/');

    await passTime(1_500);
    expect(await screen.findByText('Loading failed. Please reload this page to try again.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('PALS');
    expect(configAsked(server)).toBe(2);

    await passTime(30_000);
    expect(screen.getByText('Loading failed. Please reload this page to try again.')).toBeTruthy();
    expect(configAsked(server)).toBe(2);

    // The server is back: Try again asks once more, and the login opens.
    serverBack = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Blue Ridge Camp' })).toBeTruthy();
    expect(configAsked(server)).toBe(3);
  });
});
