import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { blueRidgeParticipant, demoLinks, fakeServer, staffUser } from './fakeServer.ts';
import { renderApp } from './renderApp.tsx';

/** The menu's links; an external link's text is its label alone (icon and description sit outside it). */
function menuLinks() {
  const menu = screen.getByRole('navigation', { name: 'Main menu' });
  return within(menu).getAllByRole('link');
}

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
      'Program Schedule',
      'Photo Upload',
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
    expect(menuLinks().map((link) => link.textContent)).toEqual([
      'Program Roster',
      'Get Support',
      'Program Schedule',
      'Leads Resources',
      'Admin Daily Report',
      'Incident Report',
      'Send a Program Text',
      'Participant Note',
      'Daily Report',
      'Photo Upload',
      'PALS Socials',
      'Feedback',
      'Settings Sheet',
      'Feedback Sheet',
      'Admin',
    ]);
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
