// /admin/reports (who has sent which daily report, and what) and /admin/tasks (each Director's
// completion per bucket).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeClock, passTime } from './clock.ts';
import { alex, config, readTimesInLosAngeles } from './adminData.ts';
import { fakeServer, type Answer } from './fakeServer.ts';
import { renderApp, shownPath } from './renderApp.tsx';

readTimesInLosAngeles();

const dates = ['2026-11-16', '2026-11-17'];
const person = (name: string, role: string, sectionsByDay: string[][], status: string[], start = dates) => ({
  email: `${name.toLowerCase().replace(' ', '.')}@example.org`,
  name,
  role,
  program: 'Blue Ridge',
  days: sectionsByDay.map((sections, day) => ({ day, date: start[day]!, sections, status: status[day]!, reminded: false })),
});
const marcus = person(
  'Marcus Lee',
  'Lead',
  [['provisions', 'programming', 'personnel', 'procedures'], ['provisions']],
  ['complete', 'partial'],
);
const hannah = person('Hannah Cho', 'Head Counselor', [[], []], ['none', 'none']);
const staff =
  (...people: unknown[]) =>
  (): Answer => ({ json: { staff: people } });

/** The camp's day is `date` (noon US Eastern): the pages open on the programs running then. */
const onCampDay = (date: string) => vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${date}T17:00:00Z`) });

describe('Daily reports (/admin/reports)', () => {
  it('shows staff × days with a mark in words for each day, so the missing reports stand out', async () => {
    // Blue Ridge runs on Nov 17: the page opens on its grid.
    onCampDay('2026-11-17');
    fakeServer({
      'GET /api/google/admin/config': config(),
      'GET /api/google/admin/reports?program=Blue+Ridge': staff(marcus, hannah),
    }).signedInAs(alex);
    renderApp('/admin/reports');

    expect(await screen.findByRole('heading', { level: 1, name: 'Daily reports' })).toBeTruthy();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Staff', 'Day 1 Mon, Nov 16', 'Day 2 Tue, Nov 17']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Marcus Lee Lead', 'Hannah Cho Head Counselor']);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['✓complete', '…partly done'],
      ['—not started', '—not started'],
    ]);
    expect(within(rows[0]!).getAllByRole('cell')[0]!.querySelector('[aria-hidden="true"]')?.textContent).toBe('✓');
    // A day with something sent opens it; a day with nothing has nothing to open.
    expect(
      within(rows[0]!)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['✓complete', '/admin/reports/marcus.lee%40example.org/1'],
      ['…partly done', '/admin/reports/marcus.lee%40example.org/2'],
    ]);
    expect(within(rows[1]!).queryAllByRole('link')).toEqual([]);
    expect(screen.getByRole('region', { name: 'Blue Ridge report days' }).tabIndex).toBe(0);
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      '/api/google/admin/reports.csv?program=Blue+Ridge',
    );
  });

  it('filters by program and day, asking the server, and the CSV follows', async () => {
    // No program runs on Jan 10: the page asks for one.
    onCampDay('2027-01-10');
    const server = fakeServer({
      'GET /api/google/admin/config': config(),
      'GET /api/google/admin/reports?program=Blue+Ridge': staff(marcus),
      'GET /api/google/admin/reports?program=Blue+Ridge&day=1': staff({ ...marcus, days: [marcus.days[1]] }),
    });
    server.signedInAs(alex);
    renderApp('/admin/reports');
    const user = userEvent.setup();

    expect(await screen.findByText('No program runs today, Sun, Jan 10. Choose one above, or All programs.')).toBeTruthy();
    await screen.findByRole('option', { name: 'Blue Ridge' });
    await user.selectOptions(screen.getByLabelText('Program'), 'Blue Ridge');
    await user.selectOptions(screen.getByLabelText('Day'), 'Day 2');

    const table = await screen.findByRole('table');
    await within(table).findByRole('columnheader', { name: 'Day 2 Tue, Nov 17' });
    expect(within(table).getAllByRole('columnheader')).toHaveLength(2);
    expect(shownPath()).toBe('/admin/reports');
    expect(server.requests.map((r) => r.route)).toContain('GET /api/google/admin/reports?program=Blue+Ridge&day=1');
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      '/api/google/admin/reports.csv?program=Blue+Ridge&day=1',
    );
  });

  it("shows a day's date in its cell when that person's dates differ from the column's", async () => {
    const late = person('Nia Thompson', 'Director', [[], []], ['none', 'none'], ['2026-11-14', '2026-11-15']);
    fakeServer({ 'GET /api/google/admin/config': config(), 'GET /api/google/admin/reports': staff(marcus, hannah, late) }).signedInAs(alex);
    renderApp('/admin/reports?program=Blue+Ridge');

    const row = (await screen.findByRole('rowheader', { name: 'Nia Thompson Director' })).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['—not startedSat, Nov 14', '—not startedSun, Nov 15']);
  });

  it("dates each column by the program's calendar, not by one person whose own dates run longer (Lakeshore)", async () => {
    const lakeshore = ['2027-06-20', '2027-06-21', '2027-06-22'];
    const ruth = { ...person('Ruth Abara', 'Administrator', [[], [], []], ['none', 'none', 'none'], lakeshore), program: 'Lakeshore' };
    const omar = { ...person('Omar Haddad', 'Lead', [[], [], []], ['none', 'none', 'none'], lakeshore), program: 'Lakeshore' };
    const nia = {
      ...person(
        'Nia Thompson',
        'Director',
        [[], [], [], [], []],
        ['none', 'none', 'none', 'none', 'none'],
        ['2027-06-18', '2027-06-19', '2027-06-20', '2027-06-21', '2027-06-22'],
      ),
      program: 'Lakeshore',
    };
    fakeServer({ 'GET /api/google/admin/config': config(), 'GET /api/google/admin/reports': staff(nia, ruth, omar) }).signedInAs(alex);
    renderApp('/admin/reports?program=Lakeshore');

    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Staff', 'Day 1 Sun, Jun 20', 'Day 2 Mon, Jun 21', 'Day 3 Tue, Jun 22', 'Day 4 ', 'Day 5 ']);
    const niaRow = screen.getByRole('rowheader', { name: 'Nia Thompson Director' }).closest('tr')!;
    expect(
      within(niaRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '—not startedFri, Jun 18',
      '—not startedSat, Jun 19',
      '—not startedSun, Jun 20',
      '—not startedMon, Jun 21',
      '—not startedTue, Jun 22',
    ]);
  });

  it('says loading failed in SPEC §8 words when the server answers a bare 500, not its status', async () => {
    const server = fakeServer({
      'GET /api/google/admin/config': config(),
      'GET /api/google/admin/reports': () => ({ status: 500, json: 'oops' }),
    });
    server.signedInAs(alex);
    fakeClock();
    renderApp('/admin/reports?programs=all');
    // A 500 is tried once more, a second later.
    await waitFor(() => expect(server.requests.filter((r) => r.route === 'GET /api/google/admin/reports')).toHaveLength(1));
    await passTime(1000);

    expect((await screen.findByRole('alert', {}, { timeout: 8000 })).textContent).toBe(
      'Loading failed. Please reload this page to try again.',
    );
  });

  it("opens a person's day, then a section's answers beside their questions with the time it was sent", async () => {
    fakeServer({
      'GET /api/google/admin/config': config(),
      'GET /api/google/admin/reports?day=0': staff({ ...marcus, days: [marcus.days[0]] }),
      'GET /api/google/admin/report?email=marcus.lee%40example.org&day=0&report=programming': () => ({
        json: {
          submittedAt: '2026-11-17T03:30:00.000Z',
          answers: [
            { field: 'onCampus1Name', question: 'What was the activity?', answer: 'Canoe race' },
            { field: 'onCampus1Engagement', question: 'How engaged were the campers?', answer: '5' },
          ],
        },
      }),
    }).signedInAs(alex);
    renderApp('/admin/reports/marcus.lee%40example.org/1');
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { level: 1, name: 'Marcus Lee, Day 1' })).toBeTruthy();
    // The day's lines come in a transition of their own, just after the title (AdminData.tsx).
    expect(await screen.findByText('Lead, Blue Ridge · Mon, Nov 16 · complete')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Programming complete' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Programming' })).toBeTruthy();
    expect(await screen.findByText('Nov 16, 7:30 PM')).toBeTruthy();
    expect(screen.getByText('Marcus Lee · Day 1 · Mon, Nov 16')).toBeTruthy();
    const answers = [...document.querySelectorAll('.report-answer')].map((pair) => [
      pair.querySelector('dt')?.textContent,
      pair.querySelector('dd')?.textContent,
    ]);
    expect(answers).toEqual([
      ['On-campus activity 1: What was the activity?', 'Canoe race'],
      ['On-campus activity 1: How engaged were the campers?', '5 Fantastic'],
    ]);
    expect(screen.getByRole('link', { name: 'Back to Day 1' }).getAttribute('href')).toBe('/admin/reports/marcus.lee%40example.org/1');
  });
});

describe('Director tasks (/admin/tasks)', () => {
  it("shows each Director's completion per bucket as a percent and a mark in words", async () => {
    // Blue Ridge runs on Nov 17: the page opens on its Director.
    onCampDay('2026-11-17');
    fakeServer({
      'GET /api/google/admin/config': config(),
      'GET /api/google/admin/tasks?program=Blue+Ridge': () => ({
        json: {
          directors: [
            {
              email: 'dana.brooks@example.org',
              name: 'Dana Brooks',
              program: 'Blue Ridge',
              buckets: [
                { bucket: 'february', title: 'February', completion: 1 },
                { bucket: 'march', title: 'March', completion: 0.333 },
                { bucket: 'april', title: 'April', completion: 0 },
              ],
            },
          ],
        },
      }),
    }).signedInAs(alex);
    renderApp('/admin/tasks');

    expect(await screen.findByRole('heading', { level: 2, name: 'Dana Brooks' })).toBeTruthy();
    expect([...document.querySelectorAll('.bucket-line')].map((line) => line.textContent)).toEqual([
      'February100%✓complete',
      'March33%…partly done',
      'April0%—not started',
    ]);
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe('/api/google/admin/tasks.csv?program=Blue+Ridge');
    expect(screen.getByRole('link', { name: 'Back to Admin' }).getAttribute('href')).toBe('/admin');
  });

  it('with no Directors in the program says so, and there is no CSV to download', async () => {
    fakeServer({
      'GET /api/google/admin/config': config(),
      'GET /api/google/admin/tasks?program=Lakeshore': () => ({ json: { directors: [] } }),
    }).signedInAs(alex);
    renderApp('/admin/tasks?program=Lakeshore');

    expect(await screen.findByText('No Directors in this program.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Download CSV' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('link', { name: 'Download CSV' })).toBeNull();
  });
});
