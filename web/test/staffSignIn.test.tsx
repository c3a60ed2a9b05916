import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeClock, passTime, spinnerTime } from './clock.ts';
import { fakeServer, staffUser, type Answer } from './fakeServer.ts';
import { renderApp } from './renderApp.tsx';

const marcus = staffUser('Marcus Lee', 'Lead', 'Blue Ridge');

function demoServer(login: Answer) {
  return fakeServer({
    'GET /api/config': () => ({ json: { orgName: 'PALS', demo: true, googleClientId: null } }),
    'GET /api/demo/accounts': () => ({
      json: { accounts: [{ name: 'Marcus Lee', email: 'marcus.lee@example.org', role: 'Lead', program: 'Blue Ridge' }] },
    }),
    'POST /api/demo/login': () => login,
  });
}

async function chooseMarcus() {
  const user = fakeClock();
  await user.click(await screen.findByRole('button', { name: 'Staff' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Choose a demo account' })).toBeTruthy();
  await user.click(await screen.findByRole('button', { name: 'Marcus Lee Lead · Blue Ridge' }));
}

describe('staff sign-in states (SPEC §4, §8), through the demo accounts', () => {
  it('shows Logging in... and then the staff menu', async () => {
    // The answer takes a while, so the busy state is there to see however slow the click was.
    const server = demoServer({ json: marcus, signIn: marcus, delayMs: 1500 });
    renderApp('/');
    const user = fakeClock();
    expect(await screen.findByText('Demo mode')).toBeTruthy();
    await chooseMarcus();

    expect(await screen.findByText('Logging in...')).toBeTruthy();
    const account = screen.getByRole('button', { name: 'Marcus Lee Lead · Blue Ridge' }) as HTMLButtonElement;
    expect(account.getAttribute('aria-disabled')).toBe('true');
    expect(account.disabled).toBe(false);
    expect(document.activeElement).toBe(account);
    const back = screen.getByRole('button', { name: 'Back' }) as HTMLButtonElement;
    expect(back.getAttribute('aria-disabled')).toBe('true');
    expect(back.disabled).toBe(false);
    // While logging in, the account signs in no more and Back stays on the list.
    await user.click(account);
    await user.click(back);
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a demo account' })).toBeTruthy();
    await passTime(1500);

    expect(await screen.findByRole('heading', { level: 1, name: 'Hi, Marcus!' }, { timeout: 3000 })).toBeTruthy();
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeTruthy();
    expect(server.requests.filter((request) => request.route === 'POST /api/demo/login').map((request) => request.body)).toEqual([
      { email: 'marcus.lee@example.org' },
    ]);
  });

  it('says the account is not set up on a 403', async () => {
    demoServer({ status: 403, json: { error: { code: 'not_allowed', message: 'Sorry! Your google account is not setup with PALS.' } } });
    renderApp('/');
    await chooseMarcus();
    await spinnerTime();

    expect((await screen.findByRole('alert', {}, { timeout: 3000 })).textContent).toBe(
      'Sorry! Your google account is not setup with PALS.',
    );
  });

  it('gives the generic failure with the status as error code otherwise', async () => {
    demoServer({ status: 503, json: { error: { code: 'unavailable', message: 'Down.' } } });
    renderApp('/');
    await chooseMarcus();
    await spinnerTime();

    expect((await screen.findByRole('alert', {}, { timeout: 3000 })).textContent).toBe(
      'Google login failed. Please try again. (error code: 503)',
    );
  });
});
