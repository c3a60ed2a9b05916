import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blueRidgeParticipant, demoLinks, fakeServer, staffUser } from './fakeServer.ts';
import { renderApp } from './renderApp.tsx';
import { directorTaskRoutes } from './tasksData.ts';

/** The menu's links; an external link's text is its label alone (icon and description sit outside it). */
function menuLinks() {
  const menu = screen.getByRole('navigation', { name: 'Main menu' });
  return within(menu).getAllByRole('link');
}

const days = (...sections: string[][]) => ({
  json: { days: sections.map((done, day) => ({ day, date: `2026-11-${16 + day}`, sections: done })) },
});
const shown = (element: Element | null) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
afterEach(() => {
  vi.useRealTimers();
});

describe('the staff home’s Today card (docs/decisions/049)', () => {
  it('gives a Lead today’s report first: how much is sent, and the button to finish it', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 17, 9, 30) });
    fakeServer({ 'GET /api/google/reportsections': () => days(['provisions'], ['provisions', 'personnel'], []) }).signedInAs(
      staffUser('Marcus Lee', 'Lead', 'Blue Ridge'),
    );
    renderApp('/');

    const today = await screen.findByRole('region', { name: 'Today · Tue, Nov 17' });
    expect(
      shown(
        within(today)
          .getByText(/Daily Report/)
          .closest('p'),
      ),
    ).toBe('Daily Report · Day 2 …2 of 4 sent');
    expect(within(today).getByRole('link', { name: 'Finish today’s report' }).getAttribute('href')).toBe('/report/2');
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeTruthy();
  });

  it('says when there is no report today', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 26, 9, 30) });
    fakeServer({
      'GET /api/google/reportsections': () => days(['provisions', 'programming', 'personnel', 'procedures'], ['provisions']),
    }).signedInAs(staffUser('Marcus Lee', 'Lead', 'Blue Ridge'));
    renderApp('/');

    const today = await screen.findByRole('region', { name: 'Today · Thu, Nov 26' });
    expect(
      shown(
        within(today)
          .getByText(/^No report today/)
          .closest('p'),
      ),
    ).toBe('Daily Report: No report today. 1 past day is not fully sent.');
    expect(within(today).getByRole('link', { name: 'Open Daily Report' }).getAttribute('href')).toBe('/report');
  });

  it('gives the Director the tasks overdue and due this week', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 17, 9, 30) });
    fakeServer({ 'GET /api/google/reportsections': () => days([], [], []), ...directorTaskRoutes() }).signedInAs(
      staffUser('Dana Brooks', 'Director', 'Blue Ridge'),
    );
    renderApp('/');

    const today = await screen.findByRole('region', { name: 'Today · Tue, Nov 17' });
    expect(shown(within(today).getByText('Daily Report').closest('p'))).toBe('Daily Report · Day 2 Not sent yet');
    expect(shown(within(today).getByText('Director Tasks').closest('p'))).toBe('Director Tasks 3 overdue');
    expect(within(today).getByRole('link', { name: 'See what is due' }).getAttribute('href')).toBe('/tasks');
  });
});

describe('home menus (/)', () => {
  it('shows a participant their six buttons, schedule and photo links opening in a new tab', async () => {
    fakeServer().signedInAs(blueRidgeParticipant);
    renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Blue Ridge!' })).toBeTruthy();
    await screen.findByRole('navigation', { name: 'Main menu' });
    const links = menuLinks();
    expect(links.map((link) => link.textContent)).toEqual([
      'Program Roster',
      'Get Support',
      'Program ScheduleOpens outside the app',
      'Photo UploadOpens outside the app',
      'PALS Socials',
      'Give Feedback',
    ]);
    const schedule = screen.getByRole('link', { name: 'Program Schedule' });
    expect(schedule.getAttribute('href')).toBe('https://example.org/schedule/blue-ridge');
    expect(schedule.getAttribute('target')).toBe('_blank');
    expect(schedule.getAttribute('rel')).toBe('noopener noreferrer');
    expect(document.getElementById(schedule.getAttribute('aria-describedby') ?? '')?.textContent).toBe('opens in a new tab');
    expect(screen.getByRole('link', { name: 'Program Roster' }).getAttribute('href')).toBe('/call');
    expect(screen.queryByText(/Last google sheets update/)).toBeNull();
  });

  it('shows an Administrator the staff menu, the admin extras and the last update time', async () => {
    fakeServer({ 'GET /api/google/lastupdate': () => ({ json: { lastupdate: new Date(2026, 10, 21, 15, 4, 5).getTime() } }) }).signedInAs(
      staffUser('Alex Rivera', 'Administrator', 'Blue Ridge'),
    );
    renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Hi, Alex!' })).toBeTruthy();
    expect(screen.getByText('Program: Blue Ridge')).toBeTruthy();
    await screen.findByRole('navigation', { name: 'Main menu' });
    // The app's own screens, then the outside forms and links under a heading of their own (docs/decisions/049).
    expect(menuLinks().map((link) => link.textContent)).toEqual([
      'Program Roster',
      'Get Support',
      'Send a Program Text',
      'Participant Note',
      'Daily Report',
      'PALS Socials',
      'Feedback',
      'Admin',
      'Program Schedule',
      'Leads Resources',
      'Admin Daily Report',
      'Incident Report',
      'Photo Upload',
      'Settings Sheet',
      'Feedback Sheet',
    ]);
    const outside = screen.getByRole('region', { name: 'Forms and links outside the app' });
    expect(within(outside).getByText('Each opens in a new tab.')).toBeTruthy();
    // The Incident Report stays where SPEC's order puts it, and stands out: the only marked one.
    expect([...outside.querySelectorAll('.menu-item-stands-out a')].map((link) => link.textContent)).toEqual(['Incident Report']);
    expect(
      within(outside)
        .getAllByRole('link')
        .every((link) => link.getAttribute('target') === '_blank'),
    ).toBe(true);
    expect(screen.getByRole('link', { name: 'Settings Sheet' }).getAttribute('href')).toBe('https://example.org/sheets/camp-settings');
    expect(screen.getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe('/admin');
    expect(await screen.findByText('Last google sheets update at 11/21/2026 3:04:05 PM')).toBeTruthy();
  });

  it('says loading failed when /api/me fails, and Try again brings the menu', async () => {
    let failing = true;
    fakeServer({
      'GET /api/me': () =>
        failing
          ? { status: 400, json: { error: { code: 'bad_input', message: 'no' } } }
          : { json: { user: blueRidgeParticipant, links: demoLinks } },
    }).signedInAs(blueRidgeParticipant);
    renderApp('/');

    expect((await screen.findByRole('alert')).textContent).toBe('Loading failed. Please reload this page to try again.');
    failing = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
