import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeClock, spinnerTime } from './clock.ts';
import { fakeServer, staffUser } from './fakeServer.ts';
import { renderApp } from './renderApp.tsx';

const person = (name: string, team: string, phone = '+12025550184') => ({ name, title: 'Camper', room: 'Cabin 1', phone, team });
const roster = [
  person('Dana Brooks', ''),
  person('Theo Nguyen', 'Green Team'),
  person('Owen Hartfield', 'Green Team'),
  person('Marcus Lee', 'Blue Team'),
  person('Noah Drummond', 'Blue Team', '+12155550191'),
  person('Eli Brandywine', 'Blue Team', '+12025550184'),
  person('Lila Penrose', 'Blue Team', ''),
  person('Zoe Marchetti', 'Blue Team'),
];
const rosterRoute = { 'GET /api/google/call': () => ({ json: { call: roster, lastupdate: 1 } }) };
const marcus = staffUser('Marcus Lee', 'Lead', 'Blue Ridge');
const row = (name: string) => screen.getByRole('button', { name });

describe('Headcount (/headcount): a Lead counts', () => {
  it("offers the roster's teams with the Lead's own first, then Everyone", async () => {
    fakeServer(rosterRoute).signedInAs(marcus);
    renderApp('/headcount');
    const teams = await screen.findByRole('list', { name: 'Whose count?' });
    expect(
      within(teams)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Blue Team (your team)', 'Green Team', 'Everyone']);
    expect(screen.getByRole('group', { name: 'What is this count for? (you can leave it)' })).toBeTruthy();
    // A Lead counts; the counts of the day are for the people in charge.
    expect(screen.queryByRole('heading', { name: 'Today’s counts' })).toBeNull();
  });

  it('ticks each person with a running count, then shows who is missing with a Call button and saves the count', async () => {
    const server = fakeServer({ ...rosterRoute, 'POST /api/google/headcount': () => ({ json: { ok: true } }) });
    server.signedInAs(marcus);
    renderApp('/headcount');
    const user = fakeClock();

    await user.click(await screen.findByRole('radio', { name: 'Bus' }));
    await user.click(screen.getByRole('button', { name: 'Blue Team (your team)' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Blue Team · Bus' })).toBeTruthy();
    const people = screen.getByRole('list', { name: 'Blue Team · Bus' });
    expect(
      within(people)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Eli Brandywine', 'Lila Penrose', 'Noah Drummond', 'Zoe Marchetti']);
    expect(screen.getByText('0 of 4 here')).toBeTruthy();
    await user.click(row('Zoe Marchetti'));
    await user.click(row('Lila Penrose'));
    await user.click(row('Eli Brandywine'));
    await user.click(row('Eli Brandywine'));
    expect(screen.getByText('2 of 4 here')).toBeTruthy();
    expect(row('Zoe Marchetti').getAttribute('aria-pressed')).toBe('true');
    expect(row('Eli Brandywine').getAttribute('aria-pressed')).toBe('false');

    await user.click(screen.getByRole('button', { name: 'Finish count' }));
    expect(screen.getByText('2 missing: 2 of 4 here.')).toBeTruthy();
    const missing = screen.getByRole('list', { name: 'Missing' });
    expect(
      within(missing)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('.headcount-name')?.textContent),
    ).toEqual(['Eli Brandywine', 'Noah Drummond']);
    // The link names whom it calls ("Call Noah Drummond (215) 555-0191" in a browser; the name is for screen readers only).
    const call = within(missing).getAllByRole('link')[1]!;
    expect(call.textContent).toBe('Call Noah Drummond (215) 555-0191');
    expect(call.querySelector('.visually-hidden')?.textContent).toBe(' Noah Drummond');
    expect(call.getAttribute('href')).toBe('tel:+12155550191');
    await spinnerTime();
    expect(await screen.findByText('The count is saved.')).toBeTruthy();
    const sent = server.requests.filter((request) => request.route === 'POST /api/google/headcount');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({
      team: 'Blue Team',
      moment: 'Bus',
      listed: ['Eli Brandywine', 'Lila Penrose', 'Noah Drummond', 'Zoe Marchetti'],
      present: ['Lila Penrose', 'Zoe Marchetti'],
    });
    expect(sent[0]!.headers['Idempotency-Key']).toMatch(/.{8,}/);

    // Count again: the same team and moment, nobody ticked.
    await user.click(screen.getByRole('button', { name: 'Count again' }));
    expect(screen.getByText('0 of 4 here')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Blue Team · Bus' })).toBeTruthy();
  });

  it('says so when everyone is here, and counts a moment written in', async () => {
    const server = fakeServer({ ...rosterRoute, 'POST /api/google/headcount': () => ({ json: { ok: true } }) });
    server.signedInAs(marcus);
    renderApp('/headcount');
    const user = fakeClock();
    await user.click(await screen.findByRole('radio', { name: 'Other' }));
    await user.type(screen.getByLabelText('Name the moment'), 'Pool');
    await user.click(screen.getByRole('button', { name: 'Green Team' }));
    await user.click(row('Owen Hartfield'));
    await user.click(row('Theo Nguyen'));
    await user.click(screen.getByRole('button', { name: 'Finish count' }));
    expect(screen.getByText('Everyone is here: 2 of 2.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Missing' })).toBeNull();
    await spinnerTime();
    expect(server.requests.find((request) => request.route === 'POST /api/google/headcount')!.body).toMatchObject({
      team: 'Green Team',
      moment: 'Pool',
    });
  });

  it('keeps the ticks of a count in progress across a reload', async () => {
    fakeServer(rosterRoute).signedInAs(marcus);
    renderApp('/headcount');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Blue Team (your team)' }));
    await user.click(row('Noah Drummond'));
    cleanup();
    renderApp('/headcount');
    expect((await screen.findByRole('button', { name: 'Noah Drummond' })).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('1 of 4 here')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear draft' })).toBeTruthy();
  });

  it('moves on to the next person not yet ticked with the keyboard, then to Finish count', async () => {
    fakeServer(rosterRoute).signedInAs(marcus);
    renderApp('/headcount');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Blue Team (your team)' }));
    // The count opens on its first person.
    expect(document.activeElement).toBe(row('Eli Brandywine'));
    await user.keyboard(' ');
    expect(document.activeElement).toBe(row('Lila Penrose'));
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    await user.keyboard(' ');
    expect(screen.getByText('4 of 4 here')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Finish count' }));
  });
});

describe("Headcount (/headcount): today's counts", () => {
  const at = (hour: number, minute = 0) => new Date(2026, 10, 18, hour, minute).getTime();
  const entry = (id: string, team: string | null, by: string, countedAt: number, missing: string[], total = 4) => ({
    id,
    team,
    moment: 'Bus',
    countedAt,
    by,
    byEmail: `${by.split(' ')[0]!.toLowerCase()}@example.org`,
    present: total - missing.length,
    total,
    missing,
  });
  const counts = {
    teams: ['Blue Team', 'Green Team', 'Red Team'],
    counts: [
      entry('1', 'Blue Team', 'Marcus Lee', at(12, 40), ['Eli Brandywine', 'Noah Drummond']),
      entry('2', 'Blue Team', 'Hannah Cho', at(12, 50), ['Eli Brandywine']),
      entry('3', 'Green Team', 'Theo Nguyen', at(10, 0), []),
    ],
  };

  it('shows the Director each team, the oldest first, two counters of one team latest on top, and the teams not counted for a while', async () => {
    fakeServer({ 'GET /api/google/headcounts': () => ({ json: counts }) }).signedInAs(staffUser('Dana Brooks', 'Director', 'Blue Ridge'));
    fakeClock();
    vi.setSystemTime(at(13, 0));
    renderApp('/headcount');
    await screen.findByRole('heading', { level: 2, name: 'Today’s counts' });
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => card.querySelector('h3')?.textContent)).toEqual(['Red Team', 'Green Team', 'Blue Team']);
    expect(within(cards[0]!).getByText('Not counted yet today')).toBeTruthy();
    expect(within(cards[1]!).getByText('Not counted for 3 hours')).toBeTruthy();
    expect(within(cards[2]!).queryByText(/Not counted/)).toBeNull();
    expect(
      within(cards[2]!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '12:50 PM · Bus · by Hannah Cho3 of 4 hereMissing: Eli Brandywine',
      '12:40 PM · Bus · by Marcus Lee2 of 4 hereMissing: Eli Brandywine, Noah Drummond',
    ]);
    expect(screen.queryByRole('list', { name: 'Whose count?' })).toBeNull();
  });

  it("tells the Director's home who is missing", async () => {
    fakeServer({
      'GET /api/google/headcounts': () => ({ json: counts }),
      'GET /api/google/reportsections': () => ({ json: { days: [] } }),
      'GET /api/google/directortask': () => ({ json: { tasks: [], buckets: [], submission: {} } }),
    }).signedInAs(staffUser('Dana Brooks', 'Director', 'Blue Ridge'));
    fakeClock();
    vi.setSystemTime(at(13, 0));
    renderApp('/');
    const card = await screen.findByRole('region', { name: /^Today/ });
    expect(within(card).getByText('Someone is missing')).toBeTruthy();
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '1 missing in Blue Team (Bus, 12:50 PM): Eli Brandywine',
      '2 missing in Blue Team (Bus, 12:40 PM): Eli Brandywine, Noah Drummond',
    ]);
    expect(within(card).getByRole('link', { name: 'See the counts' }).getAttribute('href')).toBe('/headcount');
  });
});
