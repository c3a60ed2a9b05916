import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { blueRidgeParticipant, fakeServer, staffUser, userCookie } from './fakeServer.ts';
import { renderApp, shownPath } from './renderApp.tsx';

describe('footer', () => {
  it("shows a Director's full name with the role Lead, a Home link and Logout", async () => {
    fakeServer().signedInAs(staffUser('Dana Brooks', 'Director', 'Blue Ridge'));
    renderApp('/tasks');

    expect(await screen.findByRole('heading', { level: 1, name: 'Director Tasks' })).toBeTruthy();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('Dana Brooks')).toBeTruthy();
    expect(within(footer).getByText('Lead')).toBeTruthy();
    expect(within(footer).queryByText('Director')).toBeNull();
    expect(within(footer).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(within(footer).getByRole('button', { name: 'Logout' })).toBeTruthy();
  });

  it('gives a participant Home alone, no Logout (it is on home) and no name or role', async () => {
    fakeServer().signedInAs(blueRidgeParticipant);
    renderApp('/call');

    const footer = within(await screen.findByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'Home' })).toBeTruthy();
    expect(footer.queryByRole('button', { name: 'Logout' })).toBeNull();
    expect(footer.queryByText('Blue Ridge Participant')).toBeNull();
  });

  it('gives a signed-out visitor only the Home link', async () => {
    fakeServer();
    renderApp('/participant');

    const footer = within(await screen.findByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'Home' })).toBeTruthy();
    expect(footer.queryByRole('button', { name: 'Logout' })).toBeNull();
  });

  it('logs out: spinner, POST /api/logout, then the /logout page without a footer', async () => {
    const server = fakeServer({ 'POST /api/logout': () => ({ json: { ok: true } }) });
    server.signedInAs(staffUser('Dana Brooks', 'Director', 'Blue Ridge'));
    renderApp('/call');

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'You are logged out.' })).toBeTruthy();
    expect(shownPath()).toBe('/logout');
    expect(screen.getByRole('link', { name: 'Back to the start' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(server.requests.filter((request) => request.route === 'POST /api/logout')).toHaveLength(1);
    expect(userCookie()).toBeUndefined();
  });

  it('logs out at once when the server cannot be reached, and ends the session on the server at the first connection', async () => {
    let reachable = false;
    const server = fakeServer({ 'POST /api/logout': () => (reachable ? { json: { ok: true } } : { networkError: true }) });
    server.signedInAs(staffUser('Dana Brooks', 'Director', 'Blue Ridge'));
    renderApp('/call');

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'You are logged out.' })).toBeTruthy();
    expect(shownPath()).toBe('/logout');
    expect(userCookie()).toBeUndefined();
    expect(screen.queryByText('Logout failed. Please try again.')).toBeNull();
    await waitFor(() => expect(server.requests.filter((request) => request.route === 'POST /api/logout')).toHaveLength(1));
    expect(localStorage.getItem('pals-logout-pending')).not.toBeNull();

    // The connection comes back: the server hears the logout before anything else is asked.
    reachable = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(localStorage.getItem('pals-logout-pending')).toBeNull());
    expect(server.requests.filter((request) => request.route === 'POST /api/logout')).toHaveLength(2);
  });
});
