// The admin pages of a big organisation: they open on the programs running today (the camp's day),
// the program chooser lists today's first, then upcoming, then past, and finds a program by name;
// a phone reads who has not sent today's report; /admin folds many programs; the demo sign-in finds a name.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminConfig, alex, readTimesInLosAngeles } from './adminData.ts';
import { fakeServer, type Answer } from './fakeServer.ts';
import { renderApp, shownPath } from './renderApp.tsx';

readTimesInLosAngeles();

/** The camp's day is `date` (noon US Eastern). */
const onCampDay = (date: string) => vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${date}T17:00:00Z`) });

const base = adminConfig().programs[0]!;
const program = (name: string, startDate: string, endDate: string) => ({ ...base, name, startDate, endDate });
/** Two programs run Nov 16–22 (Aspen Creek, Blue Ridge); Lakeshore and Heron Bay are to come; two have ended. */
const programs = [
  program('Blue Ridge', '2026-11-16', '2026-11-22'),
  program('Lakeshore', '2027-06-20', '2027-06-26'),
  program('Cedar Lake 1', '2026-06-07', '2026-06-13'),
  program('Aspen Creek', '2026-11-16', '2026-11-22'),
  program('Maple Lake 1', '2026-06-14', '2026-06-20'),
  program('Heron Bay', '2026-12-01', '2026-12-07'),
];
const config =
  (list = programs) =>
  (): Answer => ({ json: { ...adminConfig(), programs: list } });

const dates = ['2026-11-16', '2026-11-17'];
const person = (name: string, role: string, programName: string, status: string[], sections: string[][] = [[], []]) => ({
  email: `${name.toLowerCase().replace(' ', '.')}@example.org`,
  name,
  role,
  program: programName,
  days: status.map((s, day) => ({ day, date: dates[day]!, sections: sections[day]!, status: s, reminded: day === 1 && s === 'none' })),
});
const marcus = person('Marcus Lee', 'Lead', 'Blue Ridge', ['complete', 'partial'], [['provisions'], ['provisions']]);
const hannah = person('Hannah Cho', 'Head Counselor', 'Blue Ridge', ['none', 'none']);
const priya = person('Priya Shah', 'Program Staff', 'Blue Ridge', ['complete', 'complete'], [['provisions'], ['provisions']]);
const ada = person('Ada Park', 'Lead', 'Aspen Creek', ['none', 'none']);
const omar = { ...person('Omar Haddad', 'Lead', 'Lakeshore', []), days: [] };
const staff =
  (...people: unknown[]) =>
  (): Answer => ({ json: { staff: people } });

const reportRoutes = {
  'GET /api/google/admin/config': config(),
  'GET /api/google/admin/reports?program=Blue+Ridge': staff(marcus, hannah, priya),
  'GET /api/google/admin/reports?program=Aspen+Creek': staff(ada),
  'GET /api/google/admin/reports?program=Lakeshore': staff(omar),
  'GET /api/google/admin/reports?programs=all': staff(),
  'GET /api/google/admin/reports': staff(marcus, hannah, priya, ada, omar),
};

const headings = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the admin pages open on the programs running today', () => {
  it("/admin/reports opens on today's programs, each its own grid, and All programs shows every one", async () => {
    onCampDay('2026-11-17');
    const server = fakeServer(reportRoutes);
    server.signedInAs(alex);
    renderApp('/admin/reports');
    const user = userEvent.setup();

    await screen.findByRole('region', { name: 'Aspen Creek report days' });
    await screen.findByRole('region', { name: 'Blue Ridge report days' });
    expect(headings()).toEqual(['Aspen Creek', 'Blue Ridge']);
    expect(server.requests.map((r) => r.route)).not.toContain('GET /api/google/admin/reports');
    const chooser = screen.getByLabelText('Program') as HTMLSelectElement;
    expect(chooser.selectedOptions[0]?.textContent).toBe('Running today (2)');
    // Two programs are no one file: the CSV is of one program or all.
    expect((screen.getByRole('button', { name: 'Download CSV' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Choose a program, or All programs, to download its CSV.')).toBeTruthy();

    await user.selectOptions(chooser, 'All programs');
    expect(shownPath()).toBe('/admin/reports');
    await screen.findByRole('heading', { level: 2, name: 'Lakeshore' });
    // Every program, today's first, in the chooser's order.
    expect(headings()).toEqual(['Aspen Creek', 'Blue Ridge', 'Lakeshore']);
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe('/api/google/admin/reports.csv');
  });

  it('when no program runs today, /admin/reports asks for one and reads no grid', async () => {
    onCampDay('2027-01-10');
    const server = fakeServer(reportRoutes);
    server.signedInAs(alex);
    renderApp('/admin/reports');

    expect(await screen.findByText('No program runs today, Sun, Jan 10. Choose one above, or All programs.')).toBeTruthy();
    expect((screen.getByLabelText('Program') as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('Choose a program');
    expect(screen.queryByRole('table')).toBeNull();
    expect(server.requests.filter((r) => r.route.startsWith('GET /api/google/admin/reports'))).toEqual([]);
  });

  it('the chooser lists the programs running today first, then upcoming, then past, and Find by name narrows them', async () => {
    onCampDay('2026-11-17');
    fakeServer(reportRoutes).signedInAs(alex);
    renderApp('/admin/reports');
    const user = userEvent.setup();

    const chooser = (await screen.findByLabelText('Program')) as HTMLSelectElement;
    await screen.findByRole('option', { name: 'Lakeshore' });
    expect([...chooser.children].map((child) => (child instanceof HTMLOptGroupElement ? child.label : child.textContent))).toEqual([
      'Running today (2)',
      'All programs',
      'Running today',
      'Upcoming',
      'Past',
    ]);
    expect([...chooser.querySelectorAll('optgroup')].map((group) => [...group.children].map((o) => o.textContent))).toEqual([
      ['Aspen Creek', 'Blue Ridge'],
      ['Heron Bay', 'Lakeshore'],
      ['Maple Lake 1', 'Cedar Lake 1'],
    ]);

    await user.type(screen.getByLabelText('Find by name'), 'lake');
    const found = screen.getByRole('list', { name: 'Programs found' });
    expect(
      within(found)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'Lakeshore Upcoming · Sun, Jun 20 – Sat, Jun 26',
      'Maple Lake 1 Past · Sun, Jun 14 – Sat, Jun 20',
      'Cedar Lake 1 Past · Sun, Jun 7 – Sat, Jun 13',
    ]);
    expect(screen.getByText('3 programs found:')).toBeTruthy();
    await user.type(screen.getByLabelText('Find by name'), ' 1 map');
    expect(
      within(screen.getByRole('list', { name: 'Programs found' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Maple Lake 1 Past · Sun, Jun 14 – Sat, Jun 20']);
    await user.clear(screen.getByLabelText('Find by name'));
    await user.type(screen.getByLabelText('Find by name'), 'lakeside');
    expect(screen.getByText('No program’s name has “lakeside”.')).toBeTruthy();

    await user.clear(screen.getByLabelText('Find by name'));
    await user.type(screen.getByLabelText('Find by name'), 'shore');
    await user.click(screen.getByRole('button', { name: /^Lakeshore/ }));
    await screen.findByRole('heading', { level: 2, name: 'Lakeshore' });
    expect(chooser.selectedOptions[0]?.textContent).toBe('Lakeshore');
    expect((screen.getByLabelText('Find by name') as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe('/api/google/admin/reports.csv?program=Lakeshore');
  });

  it("on a phone, a program's page lists who has not sent today's report, above its grid", async () => {
    onCampDay('2026-11-17');
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
    fakeServer(reportRoutes).signedInAs(alex);
    renderApp('/admin/reports?program=Blue+Ridge');

    const list = await screen.findByRole('list', { name: 'Blue Ridge: not sent today' });
    const fold = list.closest('details')!;
    expect(fold.open).toBe(true);
    expect(fold.querySelector('summary')?.textContent).toBe('Not sent today: 2 of 3');
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Marcus Lee LeadDay 2: partly done', '/admin/reports/marcus.lee%40example.org/2'],
      ['Hannah Cho Head CounselorDay 2: not started, reminded', '/admin/reports/hannah.cho%40example.org/2'],
    ]);
    // Above the grid, which is there too.
    const grid = screen.getByRole('region', { name: 'Blue Ridge report days' });
    expect(fold.compareDocumentPosition(grid) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('on a laptop the list is folded under its count, the grid showing the same; a program whose people all sent says so', async () => {
    onCampDay('2026-11-17');
    fakeServer({ ...reportRoutes, 'GET /api/google/admin/reports?program=Blue+Ridge': staff(priya) }).signedInAs(alex);
    renderApp('/admin/reports?program=Blue+Ridge');
    expect(await screen.findByText('Today’s reports: all 1 sent.')).toBeTruthy();
    expect(screen.queryByText(/^Not sent today/)).toBeNull();
  });

  it("/admin/tasks opens on the Directors of today's programs", async () => {
    onCampDay('2026-11-17');
    const director = (name: string, programName: string) => ({
      email: `${name.toLowerCase().replace(' ', '.')}@example.org`,
      name,
      program: programName,
      buckets: [{ bucket: 'february', title: 'February', completion: 1 }],
    });
    const server = fakeServer({
      'GET /api/google/admin/config': config(),
      'GET /api/google/admin/tasks': () => ({
        json: {
          directors: [director('Dana Brooks', 'Blue Ridge'), director('Lena Ortiz', 'Lakeshore'), director('Ivy Chen', 'Aspen Creek')],
        },
      }),
    });
    server.signedInAs(alex);
    renderApp('/admin/tasks');

    await screen.findByRole('heading', { level: 2, name: 'Dana Brooks' });
    expect(headings()).toEqual(['Ivy Chen', 'Dana Brooks']);
    expect(screen.getByText('Choose a program, or All programs, to download its CSV.')).toBeTruthy();
    expect(document.querySelectorAll('details')).toHaveLength(0);

    // Every program's, today's first; among more than two Directors each one's buckets fold under their count.
    await userEvent.setup().selectOptions(screen.getByLabelText('Program'), 'All programs');
    await screen.findByRole('heading', { level: 2, name: 'Lena Ortiz' });
    expect(headings()).toEqual(['Ivy Chen', 'Dana Brooks', 'Lena Ortiz']);
    expect([...document.querySelectorAll('summary')].map((s) => s.textContent)).toEqual([
      '1 of 1 complete',
      '1 of 1 complete',
      '1 of 1 complete',
    ]);
  });

  it('All programs on /admin/tasks shows the Directors ten at a time', async () => {
    onCampDay('2026-11-17');
    const directors = Array.from({ length: 23 }, (_, i) => ({
      email: `director.${i + 1}@example.org`,
      name: `Director ${i + 1}`,
      program: 'Blue Ridge',
      buckets: [{ bucket: 'february', title: 'February', completion: 1 }],
    }));
    const server = fakeServer({
      'GET /api/google/admin/config': config(),
      'GET /api/google/admin/tasks': () => ({ json: { directors } }),
    });
    server.signedInAs(alex);
    renderApp('/admin/tasks?programs=all');
    const user = userEvent.setup();

    await screen.findByRole('heading', { level: 2, name: 'Director 1' });
    expect(headings()).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Show 10 more (10 of 23 shown)' }));
    expect(headings()).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Show 3 more (20 of 23 shown)' }));
    expect(headings()).toHaveLength(23);
    expect(headings().at(-1)).toBe('Director 23');
    expect(screen.queryByRole('button', { name: /^Show \d+ more/ })).toBeNull();
  });

  it('/admin/texts opens on the newest text of each program running today, with a button to all of its texts', async () => {
    onCampDay('2026-11-17');
    const send = (id: string, programName: string, body: string) => ({
      id,
      time: '2026-11-17T15:00:00.000Z',
      sender: 'priya.shah@example.org',
      senderName: 'Priya Shah',
      target: programName,
      body,
      answer: 'Sent to 2 people.',
      test: false,
      scheduledFor: null,
      scheduledBy: null,
      scheduledByName: null,
      changedAt: null,
      reminder: false,
      tally: [{ group: 'delivered', count: 2 }],
      notDelivered: [],
      recipientCount: 2,
      recipients: [],
    });
    const page = (rows: unknown[], total: number) => (): Answer => ({ json: { rows, page: 1, pages: 1, total } });
    const server = fakeServer({
      'GET /api/google/admin/config': config(),
      'GET /api/google/admin/texts?program=Blue+Ridge&page=1': page(
        [send('b2', 'Blue Ridge', 'Lunch moved to 1 PM'), send('b1', 'Blue Ridge', 'Bring a hat')],
        2,
      ),
      'GET /api/google/admin/texts?program=Aspen+Creek&page=1': page([send('a1', 'Aspen Creek', 'Canoes at 3')], 1),
      'GET /api/google/admin/texts?program=Blue+Ridge': page(
        [send('b2', 'Blue Ridge', 'Lunch moved to 1 PM'), send('b1', 'Blue Ridge', 'Bring a hat')],
        2,
      ),
    });
    server.signedInAs(alex);
    renderApp('/admin/texts');
    const user = userEvent.setup();

    expect(await screen.findByText('Canoes at 3')).toBeTruthy();
    expect(await screen.findByText('Lunch moved to 1 PM')).toBeTruthy();
    expect(screen.queryByText('Bring a hat')).toBeNull();
    expect(headings()).toEqual(['Aspen Creek', 'Blue Ridge']);
    expect(server.requests.map((r) => r.route)).not.toContain('GET /api/google/admin/texts');
    await user.click(screen.getByRole('button', { name: 'All 2 texts of Blue Ridge' }));
    expect(await screen.findByText('Bring a hat')).toBeTruthy();
    expect((screen.getByLabelText('Program') as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('Blue Ridge');
  });
});

describe('/admin with many programs', () => {
  it('folds them in one group, running today first, ten at a time, and Find a program narrows them', async () => {
    onCampDay('2026-11-17');
    const many = Array.from({ length: 24 }, (_, i) => program(`Camp ${String(i + 1).padStart(2, '0')}`, '2026-06-07', '2026-06-13'));
    fakeServer({
      'GET /api/google/admin/config': config([...many, ...programs]),
      'GET /api/google/admin/today': () => ({
        json: { reports: { due: 0, complete: 0, partial: 0 }, texts: { sent: 0, failed: 0, waiting: 0 }, replies: 0 },
      }),
    }).signedInAs(alex);
    renderApp('/admin');
    const user = userEvent.setup();

    const group = await screen.findByRole('region', { name: 'Programs' });
    expect(within(group).getByText('30 programs: 2 running today, 2 upcoming, 26 past.')).toBeTruthy();
    const names = () => [...group.querySelectorAll('.config-program-name')].map((n) => n.textContent);
    expect(names()).toEqual([
      'Aspen Creek',
      'Blue Ridge',
      'Heron Bay',
      'Lakeshore',
      'Maple Lake 1',
      'Camp 01',
      'Camp 02',
      'Camp 03',
      'Camp 04',
      'Camp 05',
    ]);
    expect([...group.querySelectorAll('details')].every((fold) => !fold.open)).toBe(true);
    expect(screen.queryByRole('region', { name: 'Program: Blue Ridge' })).toBeNull();
    await user.click(within(group).getByRole('button', { name: 'Show 10 more (10 of 30 shown)' }));
    expect(names()).toHaveLength(20);

    await user.type(within(group).getByLabelText('Find a program'), 'ridge');
    expect(names()).toEqual(['Blue Ridge']);
    await user.click(within(group).getByText('Blue Ridge'));
    expect(within(group).getByText('Start date').nextSibling?.textContent).toBe('11/16/2026');
  });
});

describe('the demo sign-in of a big organisation', () => {
  it('Find your name narrows the staff buttons, and every one stays a tap away', async () => {
    const accounts = Array.from({ length: 40 }, (_, i) => ({
      name: `Person ${i + 1}`,
      email: `person.${i + 1}@example.org`,
      role: 'Lead',
      program: 'Blue Ridge',
    }));
    accounts.push({ name: 'Zoë Quinn', email: 'zoe.quinn@example.org', role: 'Director', program: 'Lakeshore' });
    fakeServer({
      'GET /api/config': () => ({ json: { orgName: 'PALS', demo: true, googleClientId: null } }),
      'GET /api/demo/accounts': () => ({ json: { accounts } }),
    });
    renderApp('/?demo-accounts');
    const user = userEvent.setup();

    const list = await screen.findByRole('list', { name: 'Demo accounts' });
    expect(within(list).getAllByRole('button')).toHaveLength(20);
    expect(screen.getByText('41 staff members.')).toBeTruthy();
    await user.type(screen.getByLabelText('Find your name'), 'zoe');
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['Zoë Quinn Director · Lakeshore']),
    );
    expect(screen.getByText('1 found.')).toBeTruthy();
    await user.clear(screen.getByLabelText('Find your name'));
    await user.type(screen.getByLabelText('Find your name'), 'person 4');
    // Person 4 and Person 14, 24, 34 and 40: every word typed, anywhere in the name.
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent?.split(' Lead')[0]),
    ).toEqual(['Person 4', 'Person 14', 'Person 24', 'Person 34', 'Person 40']);
    await user.clear(screen.getByLabelText('Find your name'));
    await user.click(screen.getByRole('button', { name: 'Show all 41' }));
    expect(within(list).getAllByRole('button')).toHaveLength(41);
  });
});
