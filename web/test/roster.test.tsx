import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { blueRidgeParticipant, fakeServer, staffUser } from './fakeServer.ts';
import { renderApp, renderAppWithClient } from './renderApp.tsx';

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
  it('groups a participant’s roster by team, people by name, the unnamed team first as the camp staff, with Call links and no rooms', async () => {
    const server = fakeServer({ 'GET /api/local/call': () => ({ json: { call: withoutRooms, lastupdate: null } }) });
    server.signedInAs(blueRidgeParticipant);
    renderApp('/call');

    expect(await screen.findByRole('heading', { level: 1, name: 'Program Roster' })).toBeTruthy();
    await screen.findByRole('heading', { level: 2, name: 'Blue Team' });

    expect(teams()).toEqual([
      { team: 'Camp staff', people: ['Dana Brooks'] },
      { team: 'Blue Team', people: ['Eli Brandywine', 'Marcus Lee'] },
      { team: 'Kitchen Crew', people: ['Ramon Quintero-Blake'] },
    ]);
    expect(screen.getByText('Not on a team: they help everyone at camp.')).toBeTruthy();
    const call = screen.getByRole('link', { name: 'Call Dana Brooks' });
    expect(call.getAttribute('href')).toBe('tel:+12025550114');
    // The phone icon has its word beside it: the button reads "Call", not a picture alone.
    expect(call.textContent).toBe('Call');
    expect(screen.getByRole('link', { name: 'Call Marcus Lee' }).getAttribute('href')).toBe('tel:+17245550177');
    expect(screen.queryByText(/Room/)).toBeNull();
    expect(screen.queryByText(/Lodge 10/)).toBeNull();
    expect(server.requests.map((request) => request.route)).toContain('GET /api/local/call');
    expect(server.requests.map((request) => request.route)).not.toContain('GET /api/google/call');
  });

  it('draws a 600-person roster a screenful first, then everyone, in order', async () => {
    const teamsOf = ['Blue Team', 'Green Team', 'Red Team', 'Orange Team', ''];
    const big = Array.from({ length: 600 }, (_, i) => ({
      name: `Camper ${String(i).padStart(3, '0')}`,
      title: 'Camper',
      phone: '+14125550100',
      team: teamsOf[i % 5]!,
    }));
    fakeServer({ 'GET /api/local/call': () => ({ json: { call: big, lastupdate: null } }) }).signedInAs(blueRidgeParticipant);
    renderApp('/call');

    await screen.findByRole('heading', { level: 2, name: 'Camp staff' });
    expect(screen.getAllByRole('link', { name: /^Call Camper/ }).length).toBe(40);
    // Waited for by a cheap count (role queries over 600 rows are slow in jsdom), then read as a person would.
    await waitFor(() => expect(document.querySelectorAll('.person')).toHaveLength(600), { timeout: 20_000 });
    expect(screen.getAllByRole('link', { name: /^Call Camper/ })).toHaveLength(600);
    const shown = teams();
    expect(shown.map((section) => section.team)).toEqual(['Camp staff', 'Blue Team', 'Green Team', 'Orange Team', 'Red Team']);
    expect(shown.map((section) => section.people.length)).toEqual([120, 120, 120, 120, 120]);
    expect(shown[0]!.people.slice(0, 3)).toEqual(['Camper 004', 'Camper 009', 'Camper 014']);
    expect(shown[1]!.people.slice(0, 3)).toEqual(['Camper 000', 'Camper 005', 'Camper 010']);
  }, 30_000);

  it('tints each team header from its colour word by a class, and shows the unnamed team’s label', async () => {
    fakeServer({ 'GET /api/local/call': () => ({ json: { call: withoutRooms, lastupdate: null } }) }).signedInAs(blueRidgeParticipant);
    renderApp('/call');

    const blue = (await screen.findByRole('heading', { level: 2, name: 'Blue Team' })).parentElement!;
    expect(blue.classList.contains('team-tint-blue')).toBe(true);
    expect(blue.getAttribute('style')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Kitchen Crew' }).parentElement!.classList.contains('team-tint-default')).toBe(
      true,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Camp staff' }).textContent).toBe('Camp staff');
  });

  it('finds people by name, team or title as the search is typed, and says how many', async () => {
    fakeServer({ 'GET /api/local/call': () => ({ json: { call: withoutRooms, lastupdate: null } }) }).signedInAs(blueRidgeParticipant);
    renderApp('/call');
    await screen.findByRole('heading', { level: 2, name: 'Blue Team' });
    const search = screen.getByRole('searchbox', { name: 'Search by name, team or title' });

    await userEvent.type(search, 'cook');
    expect(teams()).toEqual([{ team: 'Kitchen Crew', people: ['Ramon Quintero-Blake'] }]);
    expect(screen.getByText('1 person found')).toBeTruthy();
    await userEvent.clear(search);
    await userEvent.type(search, 'BLUE');
    expect(teams()).toEqual([{ team: 'Blue Team', people: ['Eli Brandywine', 'Marcus Lee'] }]);
    expect(screen.getByText('2 people found')).toBeTruthy();
    await userEvent.clear(search);
    await userEvent.type(search, 'zebra');
    expect(screen.queryAllByRole('region')).toEqual([]);
    expect(screen.getByText('No one matches “zebra”.')).toBeTruthy();
  });

  it('shows a staff member each person’s room, “Room:” joined to it', async () => {
    const server = fakeServer({ 'GET /api/google/call': () => ({ json: { call: people, lastupdate: null } }) });
    server.signedInAs(staffUser('Marcus Lee', 'Lead', 'Blue Ridge'));
    renderApp('/call');

    const noTeam = await screen.findByRole('region', { name: 'Camp staff' });
    expect(within(noTeam).getByText('Dana Brooks')).toBeTruthy();
    // A no-break space joins "Room:" to its room: "Room:" never ends a line alone.
    expect(within(noTeam).getByText('Lodge 10', { exact: false }).textContent).toBe('Room:\u00a0Lodge 10');
    expect(within(screen.getByRole('region', { name: 'Blue Team' })).getAllByText(/Cabin 1/)).toHaveLength(2);
    expect(server.requests.map((request) => request.route)).toContain('GET /api/google/call');
  });

  it('says loading failed when the roster cannot be had, and Try again asks for it again', async () => {
    let allowed = false;
    const server = fakeServer({
      'GET /api/local/call': () =>
        allowed
          ? { json: { call: withoutRooms, lastupdate: null } }
          : { status: 403, json: { error: { code: 'not_allowed', message: 'You are not allowed to do this.' } } },
    });
    server.signedInAs(blueRidgeParticipant);
    renderApp('/call');

    expect((await screen.findByRole('alert')).textContent).toBe('Loading failed. Please reload this page to try again.');
    const asked = () => server.requests.filter((request) => request.route === 'GET /api/local/call').length;
    expect(asked()).toBe(1);
    allowed = true;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Program Roster' }));
    expect(await screen.findByRole('region', { name: 'Blue Team' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(asked()).toBe(2);
  });

  it('names the roster it holds when it asks again, and keeps it when the server answers 304', async () => {
    const server = fakeServer({
      'GET /api/local/call': (_body, headers) =>
        headers['If-None-Match'] === 'W/"roster-1"'
          ? { status: 304 }
          : { json: { call: withoutRooms, lastupdate: null }, headers: { ETag: 'W/"roster-1"' } },
    });
    server.signedInAs(blueRidgeParticipant);
    const client = renderAppWithClient('/call');
    await screen.findByRole('heading', { level: 2, name: 'Blue Team' });
    expect(server.requests.filter((r) => r.route === 'GET /api/local/call').map((r) => r.headers['If-None-Match'])).toEqual([undefined]);

    await client.refetchQueries({ queryKey: ['/api/local/call'] });

    expect(server.requests.filter((r) => r.route === 'GET /api/local/call').map((r) => r.headers['If-None-Match'])).toEqual([
      undefined,
      'W/"roster-1"',
    ]);
    expect(teams()).toEqual([
      { team: 'Camp staff', people: ['Dana Brooks'] },
      { team: 'Blue Team', people: ['Eli Brandywine', 'Marcus Lee'] },
      { team: 'Kitchen Crew', people: ['Ramon Quintero-Blake'] },
    ]);
    expect(screen.getByText('Not on a team: they help everyone at camp.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
