import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeClock, halfTheSpinnerTime, spinnerTime } from './clock.ts';
import { blueRidgeParticipant, fakeServer } from './fakeServer.ts';
import { renderApp, shownPath } from './renderApp.tsx';

async function submitPassword(password: string) {
  const user = fakeClock();
  await user.type(await screen.findByLabelText('Camp password'), password);
  const started = performance.now();
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  return started;
}

describe('camp password (/participant)', () => {
  it('signs a participant in with the right password and shows the participant menu', async () => {
    const server = fakeServer({
      'POST /api/local/login': (body) =>
        (body as { password: string }).password === 'bluejay'
          ? { json: blueRidgeParticipant, signIn: blueRidgeParticipant }
          : { status: 401, json: { error: { code: 'wrong_password', message: 'Unrecognized password. Please try again.' } } },
    });
    renderApp('/participant');
    expect(await screen.findByRole('heading', { level: 1, name: 'Enter your camp password' })).toBeTruthy();

    await submitPassword('bluejay');
    expect(screen.getByRole('status').textContent).toBe('Logging in...');
    await spinnerTime();

    const menu = await screen.findByRole('navigation', { name: 'Main menu' }, { timeout: 3000 });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Program Roster',
      'Get Support',
      'Program ScheduleOpens outside the app',
      'Photo UploadOpens outside the app',
      'PALS Socials',
      'Give Feedback',
    ]);
    expect(shownPath()).toBe('/');
    expect(server.requests.find((request) => request.route === 'POST /api/local/login')?.body).toEqual({
      username: 'participant',
      password: 'bluejay',
    });
  });

  it('says the password is unrecognized after a 401, and keeps the person on the form', async () => {
    fakeServer({
      'POST /api/local/login': () => ({
        status: 401,
        json: { error: { code: 'wrong_password', message: 'Unrecognized password. Please try again.' } },
      }),
    });
    renderApp('/participant');
    await submitPassword('owl');
    await spinnerTime();

    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert.textContent).toBe('Unrecognized password. Please try again.');
    expect(shownPath()).toBe('/participant');
    expect(screen.getByRole('heading', { level: 1, name: 'Enter your camp password' })).toBeTruthy();
    // Above the box it is about, which is marked and described by it.
    const box = screen.getByLabelText('Camp password');
    expect(alert.compareDocumentPosition(box) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    const description = (box.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(description).toEqual([
      'Unrecognized password. Please try again.',
      'Check each letter, or ask your counselor for the camp password.',
    ]);
  });

  it('blames the network when the server cannot be reached', async () => {
    fakeServer({ 'POST /api/local/login': () => ({ networkError: true }) });
    renderApp('/participant');
    await submitPassword('bluejay');
    await spinnerTime();

    expect((await screen.findByRole('alert', {}, { timeout: 3000 })).textContent).toBe(
      'Login failed due to a network issue. Please try again.',
    );
  });

  it("shows the server's words after too many tries", async () => {
    fakeServer({
      'POST /api/local/login': () => ({
        status: 429,
        json: { error: { code: 'too_many_requests', message: 'Too many tries. Please wait a minute and try again.' } },
      }),
    });
    renderApp('/participant');
    await submitPassword('bluejay');
    await spinnerTime();

    expect((await screen.findByRole('alert', {}, { timeout: 3000 })).textContent).toBe(
      'Too many tries. Please wait a minute and try again.',
    );
  });

  it('shows Logging in... for at least 1 second even when the server answers at once', async () => {
    const server = fakeServer({
      'POST /api/local/login': () => ({
        status: 401,
        json: { error: { code: 'wrong_password', message: 'Unrecognized password. Please try again.' } },
      }),
    });
    renderApp('/participant');
    const started = await submitPassword('owl');

    expect(await screen.findByText('Logging in...')).toBeTruthy();
    await halfTheSpinnerTime();
    expect(server.requests.filter((request) => request.route === 'POST /api/local/login')).toHaveLength(1);
    expect(screen.getByText('Logging in...')).toBeTruthy();
    expect(screen.queryByText('Unrecognized password. Please try again.')).toBeNull();
    await halfTheSpinnerTime();
    await screen.findByText('Unrecognized password. Please try again.', {}, { timeout: 3000 });
    expect(performance.now() - started).toBeGreaterThanOrEqual(990);
    expect(screen.queryByText('Logging in...')).toBeNull();
  });

  it('keeps Submit focused but unavailable while logging in, and sends nothing more when it is pressed again', async () => {
    const server = fakeServer({
      'POST /api/local/login': () => ({
        status: 401,
        json: { error: { code: 'wrong_password', message: 'Unrecognized password. Please try again.' } },
      }),
    });
    renderApp('/participant');
    const user = fakeClock();
    await submitPassword('owl');

    const submit = screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement;
    expect(submit.getAttribute('aria-disabled')).toBe('true');
    expect(submit.disabled).toBe(false);
    expect(document.activeElement).toBe(submit);
    await user.click(submit);
    // Enter in the password box submits the form through its Submit button.
    await user.type(screen.getByLabelText('Camp password'), '{Enter}');
    await spinnerTime();

    await screen.findByText('Unrecognized password. Please try again.', {}, { timeout: 3000 });
    expect(server.requests.filter((request) => request.route === 'POST /api/local/login').map((request) => request.body)).toEqual([
      { username: 'participant', password: 'owl' },
    ]);
    expect(submit.getAttribute('aria-disabled')).toBeNull();
  });
});
