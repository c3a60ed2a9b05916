import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { blueRidgeParticipant, fakeServer, staffUser } from './fakeServer.ts';
import { renderApp } from './renderApp.tsx';

const people = [
  { name: 'Dana Brooks', title: 'Director', room: 'Lodge 10', phone: '+12025550114', team: '' },
  { name: 'Marcus Lee', title: 'Counselor', room: 'Cabin 1', phone: '+17245550177', team: 'Blue Team' },
  { name: 'Ramon Quintero-Blake', title: 'Cook', room: 'Birch Hall 1', phone: '+17175550156', team: 'Kitchen Crew' },
  { name: 'Eli Brandywine', title: 'Camper', room: 'Cabin 1', phone: '+12025550184', team: 'Blue Team' },
];
const withoutRooms = people.map(({ room: _room, ...person }) => person);

/** The roster's sections in order, each with its heading and the names listed under it. */
function teams() {
  return screen.getAllByRole('region').map((section) => ({
    team: within(section).getByRole('heading', { level: 2 }).textContent,
    people: within(section)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('.person-name')?.textContent),
  }));
}

describe('Program Roster (/call)', () => {
  it('groups a participant’s roster by team, the unnamed team last, with tel: links and no rooms', async () => {
    const server = fakeServer({ 'GET /api/local/call': () => ({ json: { call: withoutRooms, lastupdate: null } }) });
    server.signedInAs(blueRidgeParticipant);
    renderApp('/call');

    expect(await screen.findByRole('heading', { level: 1, name: 'Program Roster' })).toBeTruthy();
    await screen.findByRole('heading', { level: 2, name: 'Blue Team' });

    expect(teams()).toEqual([
      { team: 'Blue Team', people: ['Marcus Lee', 'Eli Brandywine'] },
      { team: 'Kitchen Crew', people: ['Ramon Quintero-Blake'] },
      { team: 'No team', people: ['Dana Brooks'] },
    ]);
    const call = screen.getByRole('link', { name: '(202) 555-0114' });
    expect(call.getAttribute('href')).toBe('tel:+12025550114');
    expect(screen.getByRole('link', { name: '(724) 555-0177' }).getAttribute('href')).toBe('tel:+17245550177');
    expect(screen.queryByText(/Room/)).toBeNull();
    expect(screen.queryByText(/Lodge 10/)).toBeNull();
    expect(server.requests.map((request) => request.route)).toContain('GET /api/local/call');
    expect(server.requests.map((request) => request.route)).not.toContain('GET /api/google/call');
  });

  it('tints each team header from its colour word, with dark text, and hides the blank label’s words from the eye only', async () => {
    fakeServer({ 'GET /api/local/call': () => ({ json: { call: withoutRooms, lastupdate: null } }) }).signedInAs(blueRidgeParticipant);
    renderApp('/call');

    // By class, never an inline style: the CSP allows no inline styles (issue 14 item 15).
    const blue = await screen.findByRole('heading', { level: 2, name: 'Blue Team' });
    expect(blue.className).toBe('team-header team-tint-blue');
    expect(blue.getAttribute('style')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Kitchen Crew' }).className).toBe('team-header team-tint-none');
    expect(document.querySelectorAll('[style]')).toHaveLength(0);
    const blank = screen.getByRole('heading', { level: 2, name: 'No team' });
    expect(blank.querySelector('.visually-hidden')?.textContent).toBe('No team');
  });

  it('shows a staff member each person’s room', async () => {
    const server = fakeServer({ 'GET /api/google/call': () => ({ json: { call: people, lastupdate: null } }) });
    server.signedInAs(staffUser('Marcus Lee', 'Lead', 'Blue Ridge'));
    renderApp('/call');

    const noTeam = await screen.findByRole('region', { name: 'No team' });
    expect(within(noTeam).getByText('Dana Brooks')).toBeTruthy();
    expect(within(noTeam).getByText('Lodge 10', { exact: false }).textContent).toBe('Room: Lodge 10');
    expect(within(screen.getByRole('region', { name: 'Blue Team' })).getAllByText(/Cabin 1/)).toHaveLength(2);
    expect(server.requests.map((request) => request.route)).toContain('GET /api/google/call');
  });

  it('says loading failed when the roster cannot be had', async () => {
    fakeServer({ 'GET /api/local/call': () => ({ status: 403, json: { error: { code: 'not_allowed', message: 'You are not allowed to do this.' } } }) }).signedInAs(
      blueRidgeParticipant,
    );
    renderApp('/call');

    expect((await screen.findByRole('alert')).textContent).toBe('Loading failed. Please reload this page to try again.');
  });
});
