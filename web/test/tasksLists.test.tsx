import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, staffUser } from './fakeServer.ts';
import { renderApp, shownPath } from './renderApp.tsx';
import { directorTaskRoutes } from './tasksData.ts';

const dana = staffUser('Dana Brooks', 'Director', 'Blue Ridge');

function openTasks(path: string, saved: Record<string, string> = {}) {
  const server = fakeServer(directorTaskRoutes(saved));
  server.signedInAs(dana);
  renderApp(path);
  return server;
}

/** What a link shows, spaces as a reader sees them. */
const shown = (element: HTMLElement) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
const bucketLinks = async () => within(await screen.findByRole('navigation', { name: 'Task buckets' })).getAllByRole('link');

// Today is Wed, Nov 18, 2026, in the camp's week: the date alone is fixed, timers run as they do.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 18, 10, 0) });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Director Tasks (/tasks)', () => {
  it('lists the ten buckets in order with their months, ✓ when complete and … when partly done', async () => {
    openTasks('/tasks', {
      '00-february-training-WelcometoPALS-Completed': 'true',
      '00-february-call-SeasonKickoffCall-Rating': '3',
      '04-eightweeks-deliverable-VenueContract-contract': 'true',
      // an optional training done is counted, and the required one left keeps March partial
      '01-march-training-SignLanguageStarter-Completed': 'true',
    });

    const links = await bucketLinks();
    expect(screen.getByRole('heading', { level: 1, name: 'Director Tasks' })).toBeTruthy();
    // In date order (docs/decisions/046): the weeks before the November camp, then next year's months.
    expect(links.map(shown)).toEqual([
      '8 Weeks Out 1 overdue …partly done',
      '6 Weeks Out',
      '4 Weeks Out 1 overdue',
      '2 Weeks Out 1 overdue',
      '1 Week Out',
      'After Camp',
      'February 2027 ✓complete',
      'March 2027 …partly done',
      'April 2027',
      'May 2027',
    ]);
    expect(screen.getByRole('link', { name: 'February 2027 complete' }).getAttribute('href')).toBe('/tasks/bucket/february');
    expect(screen.getByRole('link', { name: '8 Weeks Out 1 overdue partly done' }).getAttribute('href')).toBe('/tasks/bucket/eightweeks');
    expect(screen.getByRole('link', { name: 'All Tasks' }).getAttribute('href')).toBe('/tasks/alltasks');
  });

  it('does not let a skipped optional training lower a bucket', async () => {
    openTasks('/tasks', { '01-march-training-InclusionBasics-Completed': 'true' });
    expect((await screen.findByRole('link', { name: 'March 2027 complete' })).textContent).toContain('✓');
  });

  it('puts the buckets under their months, saying in words which are past and which is this month', async () => {
    openTasks('/tasks');
    const nav = await screen.findByRole('navigation', { name: 'Task buckets' });
    // A month to come that is its own one bucket is one of the "Later months", named with its year.
    expect(within(nav).getAllByRole('heading', { level: 2 }).map(shown)).toEqual([
      'September 2026 Past',
      'October 2026 Past',
      'November 2026 This month',
      'Later months',
    ]);
    expect(within(nav).getAllByText('This month')).toHaveLength(1);
    const current = within(nav)
      .getAllByRole('link')
      .filter((link) => link.classList.contains('task-bucket-current'));
    expect(current.map((link) => link.getAttribute('href'))).toEqual([
      '/tasks/bucket/twoweeks',
      '/tasks/bucket/oneweek',
      '/tasks/bucket/aftercamp',
    ]);
  });

  it('lists first what is overdue, the latest first', async () => {
    openTasks('/tasks', { '04-eightweeks-deliverable-VenueContract-contract': 'true' });
    const due = await screen.findByRole('navigation', { name: 'Overdue tasks' });
    // The count stands over the tasks it counts: the two latest; the months below count the rest.
    expect(screen.getByRole('heading', { level: 3, name: '3 overdue' })).toBeTruthy();
    expect(within(due).getAllByRole('link').map(shown)).toEqual([
      'Final Prep Call Mon, Nov 2, 2026, 7:00 PM ET Overdue',
      'Menu Plan Deliverable · Mon, Oct 19, 2026 Overdue',
    ]);
    expect(screen.getByText('1 more: each month below says how many.')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Tasks due in the next 7 days' })).toBeNull();
  });

  it('shows the loading text, then the tasks failure text', async () => {
    fakeServer({
      'GET /api/google/directortask': () => ({ status: 403, json: { error: { code: 'not_allowed', message: 'No.' } } }),
    }).signedInAs(dana);
    renderApp('/tasks');
    expect((await screen.findByRole('status')).textContent).toBe('Loading...');
    expect((await screen.findByRole('alert')).textContent).toBe('Loading tasks failed. Please reload this page to try again.');
    expect(screen.getByRole('heading', { level: 1, name: 'Director Tasks' })).toBeTruthy();
  });
});

describe('task lists', () => {
  it('opens a bucket with its tasks, each with its kind, date and mark, and goes back to /tasks', async () => {
    openTasks('/tasks', { '04-eightweeks-deliverable-VenueContract-insurance': 'true' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: /^8 Weeks Out/ }));

    expect(await screen.findByRole('heading', { level: 1, name: '8 Weeks Out' })).toBeTruthy();
    expect(screen.getByText('September 2026')).toBeTruthy();
    const tasks = within(screen.getByRole('navigation', { name: 'Tasks of 8 Weeks Out' })).getAllByRole('link');
    expect(tasks.map(shown)).toEqual(['Venue Contract Deliverable · Mon, Sep 21, 2026 Overdue …partly done']);
    expect(tasks[0]!.getAttribute('href')).toBe('/tasks/task/04-eightweeks-deliverable-VenueContract');

    await user.click(screen.getByRole('link', { name: 'Back to Director Tasks' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Director Tasks' })).toBeTruthy();
    expect(shownPath()).toBe('/tasks');
  });

  it('offers the four kinds; Trainings are the required ones, Optional Trainings the rest; back goes up a level each time', async () => {
    openTasks('/tasks/alltasks', { '00-february-training-WelcometoPALS-Completed': 'true' });
    const user = userEvent.setup();
    const kinds = within(await screen.findByRole('navigation', { name: 'Kinds of task' })).getAllByRole('link');
    expect(kinds.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Trainings', '/tasks/alltasks/training'],
      ['Deliverables', '/tasks/alltasks/deliverable'],
      ['Calls', '/tasks/alltasks/call'],
      ['Optional Trainings', '/tasks/alltasks/opt_training'],
    ]);

    await user.click(screen.getByRole('link', { name: 'Trainings' }));
    const trainings = within(await screen.findByRole('navigation', { name: 'Trainings' })).getAllByRole('link');
    expect(trainings.map(shown)).toEqual([
      'Welcome to PALS Training · Wed, Feb 10, 2027 ✓complete',
      'Inclusion Basics Training · Wed, Mar 3, 2027',
    ]);

    await user.click(screen.getByRole('link', { name: 'Back to All Tasks' }));
    await user.click(await screen.findByRole('link', { name: 'Optional Trainings' }));
    const optional = within(await screen.findByRole('navigation', { name: 'Optional Trainings' })).getAllByRole('link');
    expect(optional.map(shown)).toEqual(['Sign Language Starter Optional training · Wed, Mar 10, 2027']);

    await user.click(screen.getByRole('link', { name: 'Back to All Tasks' }));
    await user.click(await screen.findByRole('link', { name: 'Calls' }));
    const calls = within(await screen.findByRole('navigation', { name: 'Calls' })).getAllByRole('link');
    expect(calls.map(shown)).toEqual([
      'Final Prep Call Mon, Nov 2, 2026, 7:00 PM ET Overdue',
      'Season Kickoff Call Wed, Feb 17, 2027, 7:00 PM ET',
    ]);

    await user.click(screen.getByRole('link', { name: 'Back to All Tasks' }));
    await user.click(await screen.findByRole('link', { name: 'Back to Director Tasks' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Director Tasks' })).toBeTruthy();
    expect(shownPath()).toBe('/tasks');
  });

  it.each([
    ['/tasks/bucket/june', 'There is no task bucket called “june”.', 'Back to Director Tasks'],
    ['/tasks/alltasks/meetings', 'There is no kind of task called “meetings”.', 'Back to All Tasks'],
    ['/tasks/task/99-nowhere-call-Nothing', 'There is no such task in your list.', 'Back to Director Tasks'],
  ])('answers %s with a plain not-found sentence and a back link', async (path, sentence, back) => {
    openTasks(path);
    expect(await screen.findByText(sentence)).toBeTruthy();
    expect(screen.getByRole('link', { name: back })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
