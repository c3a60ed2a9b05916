// /admin (SPEC §2 Admin, §4 Admin, §8 'Admin load failure: the error text is shown').
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { alex, config, configGroups, failedSync, readTimesInLosAngeles } from './adminData.ts';
import { fakeServer, staffUser } from './fakeServer.ts';
import { renderApp, shownPath } from './renderApp.tsx';

readTimesInLosAngeles();

/** The value beside a key in a group's list. */
function valueOf(group: string, key: string): string | null {
  const section = screen.getByRole('region', { name: group });
  const term = within(section).getByText(key, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? null;
}

describe('Admin (/admin)', () => {
  it('shows each group under its name; times as local MM/DD/YYYY h:mm:ss a, booleans as Yes/No, nothing as —', async () => {
    fakeServer({ 'GET /api/google/admin/config': config() }).signedInAs(alex);
    renderApp('/admin');

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin' })).toBeTruthy();
    await screen.findByRole('region', { name: 'Sync' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'What was sent',
      'Sync',
      'Settings',
      'Program: Blue Ridge',
      'Program: Lakeshore',
      'Server',
    ]);
    expect(valueOf('Sync', 'lastupdate')).toBe('11/16/2026 12:05:09 PM');
    expect(valueOf('Sync', 'last run')).toBe('11/16/2026 12:05:09 PM');
    expect(valueOf('Server', 'started at')).toBe('11/16/2026 11:00:00 AM');
    expect(valueOf('Sync', 'rows in staff')).toBe('15');
    expect(valueOf('Server', 'demo mode')).toBe('Yes');
    expect(valueOf('Program: Lakeshore', 'schedule link')).toBe('—');
    expect(valueOf('Program: Blue Ridge', 'camp password')).toBe('set');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('links to every page of what was sent, and back home', async () => {
    fakeServer({ 'GET /api/google/admin/config': config() }).signedInAs(alex);
    renderApp('/admin');

    const nav = await screen.findByRole('navigation', { name: 'What was sent' });
    expect(within(nav).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Feedback', '/admin/feedback'],
      ['Notes', '/admin/notes'],
      ['Daily reports', '/admin/reports'],
      ['Director tasks', '/admin/tasks'],
      ['Texts', '/admin/texts'],
    ]);
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });

  it('shows a failed sync first, with every error to fix in the sheet', async () => {
    fakeServer({ 'GET /api/google/admin/config': config(failedSync) }).signedInAs(alex);
    renderApp('/admin');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(/^The last sync of the sheet failed\./).textContent).toBe(
      'The last sync of the sheet failed. The app keeps using the data from before. Fix these in the sheet, then press Backend Refresh:',
    );
    expect(within(alert).getAllByRole('listitem').map((item) => item.textContent)).toEqual([failedSync['error 1'], failedSync['error 2']]);
    // It comes before everything else of the screen.
    expect(alert.compareDocumentPosition(screen.getByRole('button', { name: 'Backend Refresh' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('Backend Refresh shows Refreshing... while the server reads the sheet, then the config it answers', async () => {
    const later = Date.UTC(2026, 10, 16, 21, 30, 0);
    const server = fakeServer({
      'GET /api/google/admin/config': config(failedSync),
      'POST /api/google/admin/refresh': () => ({ json: { groups: configGroups({ lastupdate: later, 'last run': later }) } }),
    });
    server.signedInAs(alex);
    renderApp('/admin');
    const user = userEvent.setup();

    expect(await screen.findByRole('alert')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Backend Refresh' }));
    expect(screen.getByRole('status').textContent).toBe('Refreshing...');
    expect(screen.queryByRole('button', { name: 'Backend Refresh' })).toBeNull();

    expect(await screen.findByRole('button', { name: 'Backend Refresh' }, { timeout: 3000 })).toBeTruthy();
    expect(valueOf('Sync', 'lastupdate')).toBe('11/16/2026 1:30:00 PM');
    expect(valueOf('Sync', 'last run outcome')).toBe('imported');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Backend Refresh done: the app uses the sheet as it is now.');
    expect(server.requests.filter((r) => r.route === 'POST /api/google/admin/refresh')).toHaveLength(1);
  });

  it('says what went wrong when Backend Refresh fails, and keeps the config shown', async () => {
    fakeServer({
      'GET /api/google/admin/config': config(),
      'POST /api/google/admin/refresh': () => ({ status: 403, json: { error: { code: 'not_allowed', message: 'Only an Administrator may do this.' } } }),
    }).signedInAs(alex);
    renderApp('/admin');
    const user = userEvent.setup();

    await screen.findByRole('region', { name: 'Sync' });
    await user.click(screen.getByRole('button', { name: 'Backend Refresh' }));
    expect((await screen.findByRole('alert', {}, { timeout: 3000 })).textContent).toBe('Backend Refresh failed. Only an Administrator may do this.');
    expect(valueOf('Sync', 'lastupdate')).toBe('11/16/2026 12:05:09 PM');
  });

  it("shows the server's error text when the config does not load", async () => {
    fakeServer({ 'GET /api/google/admin/config': () => ({ status: 403, json: { error: { code: 'not_allowed', message: 'Only an Administrator may do this.' } } }) }).signedInAs(alex);
    renderApp('/admin');

    expect((await screen.findByRole('status')).textContent).toBe('Loading...');
    expect((await screen.findByRole('alert')).textContent).toBe('Only an Administrator may do this.');
    expect(screen.getByRole('button', { name: 'Backend Refresh' })).toBeTruthy();
  });

  it('shows the network message when the server cannot be reached (after one more try)', async () => {
    const server = fakeServer({ 'GET /api/google/admin/config': () => ({ networkError: true }) });
    server.signedInAs(alex);
    renderApp('/admin');

    expect((await screen.findByRole('alert', {}, { timeout: 6000 })).textContent).toBe('The server could not be reached.');
    expect(server.requests.filter((r) => r.route === 'GET /api/google/admin/config')).toHaveLength(2);
  }, 10_000);

  it('sends Program Staff home: /admin is for Administrators', async () => {
    fakeServer({ 'GET /api/google/admin/config': config() }).signedInAs(staffUser('Priya Shah', 'Program Staff', 'Blue Ridge'));
    renderApp('/admin/feedback');

    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(shownPath()).toBe('/'));
    expect(screen.queryByRole('heading', { level: 1, name: 'Feedback' })).toBeNull();
  });
});
