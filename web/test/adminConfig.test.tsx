// /admin (SPEC §2 Admin, §4 Admin, §8 'Admin load failure: the error text is shown'), the last
// sheet update's problems, the held import and the settings in readable words.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeClock, passTime, spinnerTime } from './clock.ts';
import { adminConfig, alex, config, failedRun, lastupdate, readTimesInLosAngeles, rowProblems } from './adminData.ts';
import { fakeServer, staffUser } from './fakeServer.ts';
import { renderApp, shownPath } from './renderApp.tsx';

readTimesInLosAngeles();

/** The value beside a label in a section's list. */
function valueOf(section: string, label: string): HTMLElement {
  const region = screen.getByRole('region', { name: section });
  const term = within(region).getByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
}
const textOf = (section: string, label: string) => valueOf(section, label).textContent;

describe('Admin (/admin)', () => {
  it('opens on Today at a glance: the sync, today’s reports, texts and replies, each leading to its page (docs/decisions/048)', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 16, 18, 0) });
    fakeServer({
      'GET /api/google/admin/config': config(),
      // The camp's day, whatever the admin's zone: it began at midnight US Eastern, 05:00 UTC.
      [`GET /api/google/admin/today?date=2026-11-16&since=${Date.UTC(2026, 10, 16, 5)}`]: () => ({
        json: { reports: { due: 8, complete: 3, partial: 2 }, texts: { sent: 12, failed: 1, waiting: 0 }, replies: 2 },
      }),
    }).signedInAs(alex);
    renderApp('/admin');

    const today = await screen.findByRole('region', { name: 'Today' });
    await within(today).findByText('3 of 8 sent, 2 partly');
    expect(
      within(today)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Google Sheets sync', 'Daily reports', 'Texts', 'Replies']);
    expect(
      within(today)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['12:05 PM, no problems', '3 of 8 sent, 2 partly', '12 sent, 1 failed', '2 replies today']);
    expect(within(today).getByRole('link', { name: 'Replies' }).getAttribute('href')).toBe('/admin/replies');
    expect(screen.getAllByRole('heading', { level: 2 })[0]?.textContent).toBe('Today');
  });

  it('shows each section; times short and whole ("Nov 16, 12:05 PM"), dates as MM/DD/YYYY, links by their names, tappable phones', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 16, 18, 0) });
    fakeServer({ 'GET /api/google/admin/config': config() }).signedInAs(alex);
    renderApp('/admin');

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin' })).toBeTruthy();
    await screen.findByRole('region', { name: 'Sync' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Today',
      'What was sent',
      'Sync',
      'Settings',
      'Links',
      'Program: Blue Ridge',
      'Program: Lakeshore',
      'Feedback export',
      'Server',
    ]);
    expect(textOf('Sync', 'Last update')).toBe('Nov 16, 12:05 PM');
    expect(textOf('Sync', 'Outcome')).toBe('Imported');
    expect(textOf('Sync', 'The staff tab')).toBe('15 rows');
    expect(within(screen.getByRole('region', { name: 'Sync' })).getByText('No problems.')).toBeTruthy();
    expect(textOf('Server', 'Started at')).toBe('Nov 16, 11:00 AM');
    expect(textOf('Server', 'Demo mode')).toBe('Yes');
    expect(textOf('Server', 'Where the app keeps its data')).toBe('SQLite (a file on this server)');
    expect(textOf('Server', 'Texts')).toBe('Not sent: written to the server’s log (demo and tests)');
    expect(textOf('Settings', 'Organisation name')).toBe('PALS');
    const links = screen.getByRole('region', { name: 'Links' });
    const report = within(links).getByRole('link', { name: 'Admin daily report' });
    expect([report.getAttribute('href'), report.nextElementSibling?.textContent]).toEqual([
      'https://docs.google.com/forms/d/e/1FAIpQLSc-admin-daily-report/viewform',
      'docs.google.com/forms/d/e/1FAIpQLSc-admin-daily-report/viewform',
    ]);
    expect(within(links).getByRole('link', { name: 'Text chat' }).getAttribute('href')).toBe('sms:+13125550199');
    expect(textOf('Program: Blue Ridge', 'Start date')).toBe('11/16/2026');
    const phone = within(valueOf('Program: Blue Ridge', 'Admin phone')).getByRole('link');
    expect([phone.textContent, phone.getAttribute('href')]).toEqual(['(412) 555-0100', 'tel:+14125550100']);
    expect(textOf('Program: Lakeshore', 'Schedule')).toBe('—');
    expect(textOf('Program: Blue Ridge', 'Camp password')).toBe('Set');
    expect(screen.queryByText(/_link|org_name/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('links to every page of what was sent, and back home', async () => {
    fakeServer({ 'GET /api/google/admin/config': config() }).signedInAs(alex);
    renderApp('/admin');

    const nav = await screen.findByRole('navigation', { name: 'What was sent' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Feedback', '/admin/feedback'],
      ['Notes', '/admin/notes'],
      ['Daily reports', '/admin/reports'],
      ['Director tasks', '/admin/tasks'],
      ['Headcounts', '/admin/headcounts'],
      ['Texts', '/admin/texts'],
      ['Replies', '/admin/replies'],
      ['Setup check', '/admin/setup'],
    ]);
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });

  it('lists every problem of the last update: where, the value, what is wrong, what to write instead, what happened', async () => {
    fakeServer({
      'GET /api/google/admin/config': () => ({
        json: adminConfig({ problems: rowProblems }, { sheetLink: 'https://docs.google.com/spreadsheets/d/1Pals/edit' }),
      }),
    }).signedInAs(alex);
    renderApp('/admin');

    const sync = await screen.findByRole('region', { name: 'Sync' });
    expect(within(sync).getByText(/^2 problems\./).textContent).toBe(
      '2 problems. Fix them in the sheet (open the sheet), then press Backend Refresh.',
    );
    expect(within(sync).getByRole('link', { name: 'open the sheet' }).getAttribute('href')).toBe(
      'https://docs.google.com/spreadsheets/d/1Pals/edit',
    );
    expect(
      within(sync)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'programs tab, row 3, column end_date — the cell says soon: "soon" is not a date.Write instead: a date written YYYY-MM-DD, for example 2026-07-14.The row was left out.',
      'staff tab, row 3, column staff_role — the cell says Program Boss: "Program Boss" is not a staff role.Write instead: one of Administrator, Program Staff, Director, Lead, Head Counselor.The row was left out.',
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a failed sync first, with what to fix', async () => {
    fakeServer({ 'GET /api/google/admin/config': config(failedRun) }).signedInAs(alex);
    renderApp('/admin');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(/^The last sync of the sheet failed\./).textContent).toBe(
      'The last sync of the sheet failed. The app keeps using the data from before.',
    );
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'The whole sheet: could not read the CSV folder data/demo: folder not found.What to do: check that the app can reach the sheet.Every tab keeps its rows from the last import.',
    ]);
    expect(
      alert.compareDocumentPosition(screen.getByRole('button', { name: 'Backend Refresh' })) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('says which camp passwords are easy to guess, with three random words to use instead, above the config', async () => {
    const guessable = adminConfig();
    guessable.programs[0]!.campPasswordGuessable = { reason: 'This is a commonly used password.', suggestion: 'otter lantern pancake' };
    fakeServer({ 'GET /api/google/admin/config': () => ({ json: guessable }) }).signedInAs(alex);
    renderApp('/admin');

    const warning = (await screen.findByText('A camp password is easy to guess: Blue Ridge.')).closest('.notice') as HTMLElement;
    expect(warning.getAttribute('role')).toBe('status');
    expect(within(warning).getByRole('listitem').textContent).toBe(
      'Blue Ridge: This is a commonly used password. Try three random words, like “otter lantern pancake”.',
    );
    // First where the config appears, so nothing drawn above it moves (docs/decisions/020-design-pass.md, layout shift).
    expect(warning.compareDocumentPosition(screen.getByRole('region', { name: 'Sync' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      warning.compareDocumentPosition(screen.getByRole('button', { name: 'Backend Refresh' })) & Node.DOCUMENT_POSITION_PRECEDING,
    ).toBeTruthy();
    await screen.findByRole('region', { name: 'Program: Blue Ridge' });
    expect(textOf('Program: Blue Ridge', 'Camp password')).toBe('Set, easy to guess');
    expect(textOf('Program: Lakeshore', 'Camp password')).toBe('Set');
  });

  it('shows a held update with what would change and who would lose access; Import anyway imports it', async () => {
    const held = {
      reasons: ['staff would go from 15 rows to 0, more than half of them removed'],
      tabs: [
        { tab: 'staff' as const, before: 15, after: 0 },
        { tab: 'programs' as const, before: 2, after: 2 },
        { tab: 'roster' as const, before: 65, after: 65 },
      ],
      losingAccess: [{ name: 'Alex Rivera', email: 'alex.rivera@example.org', role: 'Administrator' as const, after: null }],
    };
    const server = fakeServer({
      'GET /api/google/admin/config': config({ outcome: 'held', held }),
      'POST /api/google/admin/import-anyway': () => ({ json: adminConfig({ rowCounts: [{ tab: 'staff', rows: 0 }] }) }),
    });
    server.signedInAs(alex);
    renderApp('/admin');
    const user = fakeClock();
    vi.setSystemTime(new Date(2026, 10, 16, 18, 0));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(/^The last sheet update was held/).textContent).toBe(
      'The last sheet update was held: it would change too much at once, so the app keeps the data from before.',
    );
    expect(within(alert).getByText(/^It was held because/).textContent).toBe(
      'It was held because staff would go from 15 rows to 0, more than half of them removed.',
    );
    const table = within(alert).getByRole('table', { name: 'What would change' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['TabRows nowRows after', 'staff150', 'programs22', 'roster6565']);
    expect(within(alert).getByText(/^Alex Rivera/).textContent).toBe(
      'Alex Rivera (alex.rivera@example.org), Administrator: could no longer sign in',
    );
    expect(textOf('Sync', 'Outcome')).toBe('Held: nothing was imported');

    await user.click(within(alert).getByRole('button', { name: 'Import anyway' }));
    await spinnerTime();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull(), { timeout: 3000 });
    expect(textOf('Sync', 'The staff tab')).toBe('0 rows');
    expect(server.requests.filter((r) => r.route === 'POST /api/google/admin/import-anyway')).toHaveLength(1);
  });

  it('Backend Refresh shows Refreshing... while the server reads the sheet, then the config it answers', async () => {
    const later = Date.UTC(2026, 10, 16, 21, 30, 0);
    const server = fakeServer({
      'GET /api/google/admin/config': config(failedRun),
      'POST /api/google/admin/refresh': () => ({ json: adminConfig({ finishedAt: later }, { lastUpdate: later }) }),
    });
    server.signedInAs(alex);
    renderApp('/admin');
    const user = fakeClock();
    vi.setSystemTime(new Date(2026, 10, 16, 18, 0));

    expect(await screen.findByRole('alert')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Backend Refresh' }));
    expect(screen.getByRole('status').textContent).toBe('Refreshing...');
    expect(screen.queryByRole('button', { name: 'Backend Refresh' })).toBeNull();
    await spinnerTime();

    expect(await screen.findByRole('button', { name: 'Backend Refresh' }, { timeout: 3000 })).toBeTruthy();
    expect(textOf('Sync', 'Last update')).toBe('Nov 16, 1:30 PM');
    expect(textOf('Sync', 'Outcome')).toBe('Imported');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Backend Refresh done: the app uses the sheet as it is now.');
    expect(server.requests.filter((r) => r.route === 'POST /api/google/admin/refresh')).toHaveLength(1);
  });

  it('says what went wrong when Backend Refresh fails, and keeps the config shown', async () => {
    fakeServer({
      'GET /api/google/admin/config': config(),
      'POST /api/google/admin/refresh': () => ({
        status: 403,
        json: { error: { code: 'not_allowed', message: 'Only an Administrator may do this.' } },
      }),
    }).signedInAs(alex);
    renderApp('/admin');
    const user = fakeClock();

    await screen.findByRole('region', { name: 'Sync' });
    await user.click(screen.getByRole('button', { name: 'Backend Refresh' }));
    await spinnerTime();
    expect((await screen.findByRole('alert', {}, { timeout: 3000 })).textContent).toBe(
      'Backend Refresh failed. Only an Administrator may do this.',
    );
    expect(textOf('Sync', 'Last update')).toBe('Nov 16, 12:05 PM');
    expect(lastupdate).toBe(Date.UTC(2026, 10, 16, 20, 5, 9));
  });

  it("shows the server's error text when the config does not load", async () => {
    fakeServer({
      'GET /api/google/admin/config': () => ({
        status: 403,
        json: { error: { code: 'not_allowed', message: 'Only an Administrator may do this.' } },
      }),
    }).signedInAs(alex);
    renderApp('/admin');

    expect((await screen.findByRole('status')).textContent).toBe('Loading...');
    expect((await screen.findByRole('alert')).textContent).toBe('Only an Administrator may do this.');
    expect(screen.getByRole('button', { name: 'Backend Refresh' })).toBeTruthy();
  });

  it('shows the network message when the server cannot be reached (after one more try)', async () => {
    const server = fakeServer({ 'GET /api/google/admin/config': () => ({ networkError: true }) });
    server.signedInAs(alex);
    fakeClock();
    renderApp('/admin');
    // The one more try comes a second after the first failed.
    await waitFor(() => expect(server.requests.filter((r) => r.route === 'GET /api/google/admin/config')).toHaveLength(1));
    await passTime(1000);

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
