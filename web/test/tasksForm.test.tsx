import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, staffUser, type Answer } from './fakeServer.ts';
import { renderApp, shownPath } from './renderApp.tsx';
import { directorTaskRoutes } from './tasksData.ts';
import { spinnerTime } from './clock.ts';

const dana = staffUser('Dana Brooks', 'Director', 'Blue Ridge');
const contract = '04-eightweeks-deliverable-VenueContract';
const kickoff = '00-february-call-SeasonKickoffCall';
const welcome = '00-february-training-WelcometoPALS';

function openTask(id: string, saved: Record<string, string> = {}, post?: () => Answer) {
  const server = fakeServer(directorTaskRoutes(saved, post));
  server.signedInAs(dana);
  renderApp(`/tasks/task/${id}`);
  return server;
}

const posted = (server: ReturnType<typeof openTask>) =>
  server.requests.filter((request) => request.route === 'POST /api/google/directortask').map((request) => request.body);
const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const progress = () => screen.getByText(/^Progress:/).closest('p')?.textContent;

/** Timers that run on their own, and that a test can also push forward; today is Wed, Nov 18, 2026. */
function fakeTimers() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(new Date(2026, 10, 18, 10, 0));
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}
afterEach(() => {
  vi.useRealTimers();
});

describe('a task (/tasks/task/{id})', () => {
  it('saved with no connection, is named in the waiting list by the task', async () => {
    openTask(contract, {}, () => ({ networkError: true }));
    const user = fakeTimers();
    expect(await screen.findByRole('heading', { level: 1, name: 'Venue Contract' })).toBeTruthy();
    await user.click(box('Contract signed'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await spinnerTime();
    await user.click(await screen.findByRole('button', { name: '1 waiting to send' }));
    expect(document.querySelector('.outbox-what strong')?.textContent).toBe('Director task: Venue Contract');
  });

  it('shows a deliverable with its checklist; each submission posts all of its boxes and shows the saved progress', async () => {
    const server = openTask(contract, { [`${contract}-contract`]: 'true' });
    const user = fakeTimers();

    expect(await screen.findByRole('heading', { level: 1, name: 'Venue Contract' })).toBeTruthy();
    expect(screen.getByText('Deliverable · 8 Weeks Out')).toBeTruthy();
    expect(screen.getByText('Make sure the venue contract is signed and insured.')).toBeTruthy();
    expect(screen.getByText('Due').nextElementSibling?.textContent).toBe('Mon, Sep 21, 2026 Overdue');
    expect(progress()).toBe('…Progress: 1 of 2 done');
    const checklist = screen.getByRole('group', { name: 'Checklist' });
    expect(
      within(checklist)
        .getAllByRole('checkbox')
        .map((input) => input.closest('label')?.textContent),
    ).toEqual(['Contract signed', 'Insurance certificate received']);
    expect(box('Contract signed').checked).toBe(true);
    expect(box('Insurance certificate received').checked).toBe(false);
    expect(screen.queryByRole('checkbox', { name: 'Completed' })).toBeNull();

    await user.click(box('Insurance certificate received'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('status').textContent).toBe('Submitting...');
    await spinnerTime();
    expect((await screen.findByText('Saved.', {}, { timeout: 3000 })).closest('[role="status"]')).toBeTruthy();
    expect(progress()).toBe('✓Progress: 2 of 2 done');

    await user.click(box('Contract signed'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Submitting...');
    await spinnerTime();
    await vi.waitFor(() => expect(progress()).toBe('…Progress: 1 of 2 done'), { timeout: 3000 });
    expect(posted(server)).toEqual([
      { [`${contract}-contract`]: 'true', [`${contract}-insurance`]: 'true' },
      { [`${contract}-contract`]: '', [`${contract}-insurance`]: 'true' },
    ]);
    expect(box('Contract signed').checked).toBe(false);
  });

  it('counts a tick in the progress at once, and says it is not saved until Submit (docs/decisions/046)', async () => {
    openTask(contract);
    const user = fakeTimers();
    await user.click(await screen.findByRole('checkbox', { name: 'Contract signed' }));
    expect(progress()).toBe('…Progress: 1 of 2 done');
    expect(screen.getByText('Not saved yet: press Submit to save it.')).toBeTruthy();
    await user.click(box('Contract signed'));
    expect(progress()).toBe('Progress: 0 of 2 done');
    expect(screen.queryByText('Not saved yet: press Submit to save it.')).toBeNull();
    await user.click(box('Insurance certificate received'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await spinnerTime();
    await screen.findByText('Saved.', {}, { timeout: 3000 });
    expect(progress()).toBe('…Progress: 1 of 2 done');
    expect(screen.queryByText('Not saved yet: press Submit to save it.')).toBeNull();
  });

  it('rates a call with a real radio group of the four choices and feedback of at most 1000 characters', async () => {
    const server = openTask(kickoff);
    const user = fakeTimers();

    expect(await screen.findByRole('heading', { level: 1, name: 'Season Kickoff Call' })).toBeTruthy();
    expect(screen.getByText('When').nextElementSibling?.textContent).toBe('Wed, Feb 17, 2027, 7:00 PM ET');
    expect(screen.getByRole('link', { name: 'Join the call' }).getAttribute('href')).toBe('https://example.org/calls/kickoff');
    expect(progress()).toBe('Progress: Not done yet');
    const rating = screen.getByRole('group', { name: 'How helpful was this call?' });
    const choices = within(rating).getAllByRole('radio') as HTMLInputElement[];
    expect(choices.map((choice) => [choice.closest('label')?.textContent, choice.value])).toEqual([
      ['Not helpful', '1'],
      ['Could have been better', '2'],
      ['Extremely helpful', '3'],
      ['Did not attend', '0'],
    ]);
    expect(new Set(choices.map((choice) => choice.name)).size).toBe(1);
    const feedback = screen.getByLabelText('Feedback');
    expect(feedback.getAttribute('maxlength')).toBe('1000');

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await spinnerTime();
    await screen.findByText('Saved.', {}, { timeout: 3000 });
    await user.click(within(rating).getByRole('radio', { name: 'Could have been better' }));
    await user.click(within(rating).getByRole('radio', { name: 'Did not attend' }));
    await user.type(feedback, 'Missed it, sorry.');
    expect(screen.getByText('983 / 1000 characters left')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await spinnerTime();
    await vi.waitFor(() => expect(progress()).toBe('✓Progress: Done'), { timeout: 3000 });

    expect(posted(server)).toEqual([
      { [`${kickoff}-Rating`]: '', [`${kickoff}-Feedback`]: '' },
      { [`${kickoff}-Rating`]: '0', [`${kickoff}-Feedback`]: 'Missed it, sorry.' },
    ]);
    expect((within(rating).getByRole('radio', { name: 'Did not attend' }) as HTMLInputElement).checked).toBe(true);
  });

  it('gives a training its Completed box, its link and the survey link in a new tab', async () => {
    const server = openTask(welcome);
    const user = fakeTimers();

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to PALS' })).toBeTruthy();
    expect(screen.getByText('Our mission, our camps, and your role as a Director.')).toBeTruthy();
    const survey = screen.getByRole('link', { name: 'Open the survey' });
    expect(survey.getAttribute('href')).toBe(
      'https://example.org/survey?survey=SV_demo101&name=Dana+Brooks&email=dana.brooks%40example.org',
    );
    expect(survey.getAttribute('target')).toBe('_blank');
    expect(survey.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: 'Watch the welcome video' }).getAttribute('target')).toBe('_blank');

    await user.click(box('Completed'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await spinnerTime();
    await screen.findByText('Saved.', {}, { timeout: 3000 });
    expect(posted(server)).toEqual([{ [`${welcome}-Completed`]: 'true' }]);
    expect(progress()).toBe('✓Progress: Done');
  });

  it('hides the success notice after 2 seconds, and the bucket shows its new mark at once', async () => {
    const server = openTask(contract);
    const user = fakeTimers();

    await user.click(await screen.findByRole('checkbox', { name: 'Contract signed' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await spinnerTime();
    const saved = await screen.findByText('Saved.', {}, { timeout: 3000 });
    expect(saved.closest('[role="status"]')).toBeTruthy();
    expect(screen.queryByText('Submitting...')).toBeNull();
    act(() => vi.advanceTimersByTime(1500));
    expect(screen.getByText('Saved.')).toBeTruthy();
    act(() => vi.advanceTimersByTime(600));
    expect(screen.queryByText('Saved.')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Back to 8 Weeks Out' }));
    expect(await screen.findByRole('link', { name: 'Venue Contract Deliverable · Mon, Sep 21, 2026 Overdue partly done' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Back to Director Tasks' }));
    expect(await screen.findByRole('link', { name: '8 Weeks Out 1 overdue partly done' })).toBeTruthy();
    expect(shownPath()).toBe('/tasks');
    expect(server.requests.filter((request) => request.route === 'GET /api/google/directortask')).toHaveLength(1);
  });

  it('shows the failure notice for 2 seconds and keeps the answers, to try again', async () => {
    const server = openTask(kickoff, {}, () => ({
      status: 422,
      json: { error: { code: 'invalid', message: 'An answer is not one of the choices.' } },
    }));
    const user = fakeTimers();

    await user.click(await screen.findByRole('radio', { name: 'Extremely helpful' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await spinnerTime();
    const failure = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(failure.textContent).toBe('Saving failed. Please try again.');
    expect(screen.queryByText('Saved.')).toBeNull();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByRole('alert')).toBeNull();
    expect((screen.getByRole('radio', { name: 'Extremely helpful' }) as HTMLInputElement).checked).toBe(true);
    expect(progress()).toBe('✓Progress: Done');
    expect(screen.getByText('Not saved yet: press Submit to save it.')).toBeTruthy();
    expect(posted(server)).toEqual([{ [`${kickoff}-Rating`]: '3', [`${kickoff}-Feedback`]: '' }]);
  });

  it('gives a checklist-less deliverable one Completed box; its back link returns to its bucket', async () => {
    openTask('06-fourweeks-deliverable-MenuPlan');
    const user = userEvent.setup();
    expect(await screen.findByRole('checkbox', { name: 'Completed' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Checklist' })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Back to 4 Weeks Out' }));
    expect(await screen.findByRole('heading', { level: 1, name: '4 Weeks Out' })).toBeTruthy();
    expect(shownPath()).toBe('/tasks/bucket/fourweeks');
  });
});
