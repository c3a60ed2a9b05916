import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeClock, halfTheSpinnerTime, spinnerTime } from './clock.ts';
import { blueRidgeParticipant, fakeServer, staffUser } from './fakeServer.ts';
import { renderApp } from './renderApp.tsx';

const ok = () => ({ json: { ok: true } });

describe('Feedback (/feedback)', () => {
  it('counts the characters left and keeps Submit off until there is a message', async () => {
    fakeServer({ 'POST /api/local/feedback': ok }).signedInAs(blueRidgeParticipant);
    renderApp('/feedback');
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { level: 1, name: 'Give Feedback' })).toBeTruthy();
    const message = screen.getByLabelText('Your feedback');
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(screen.getByText('500 / 500 characters left')).toBeTruthy();
    expect(message.getAttribute('maxlength')).toBe('500');
    expect(screen.getByLabelText('Your name (optional)').getAttribute('maxlength')).toBe('50');
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    // Said why, in words, not only dimmed.
    expect(document.getElementById(submit.getAttribute('aria-describedby') ?? '')?.textContent).toBe('To send, write your feedback.');

    await user.type(message, '   ');
    expect(screen.getByText('497 / 500 characters left')).toBeTruthy();
    expect((submit as HTMLButtonElement).disabled).toBe(true);

    await user.clear(message);
    await user.type(message, 'Hello');
    expect(screen.getByText('495 / 500 characters left')).toBeTruthy();
    expect((submit as HTMLButtonElement).disabled).toBe(false);
    expect(submit.getAttribute('aria-describedby')).toBeNull();
    expect(document.getElementById(message.getAttribute('aria-describedby') ?? '')?.textContent).toBe('495 / 500 characters left');
  });

  it('sends message and name, shows Submitting... for at least 1 second, then replaces the form with the thank-you', async () => {
    const server = fakeServer({ 'POST /api/local/feedback': ok });
    server.signedInAs(blueRidgeParticipant);
    renderApp('/feedback');
    const user = fakeClock();

    await user.type(await screen.findByLabelText('Your feedback'), 'The campfire was great!');
    await user.type(screen.getByLabelText('Your name (optional)'), 'Sam');
    const started = performance.now();
    const submit = screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement;
    await user.click(submit);
    expect(screen.getByRole('status').textContent).toBe('Submitting...');
    expect(submit.getAttribute('aria-disabled')).toBe('true');
    expect(submit.disabled).toBe(false);
    expect(document.activeElement).toBe(submit);
    // Pressed again, or Enter in the name box (which presses Submit): nothing more is sent.
    await user.click(submit);
    await user.type(screen.getByLabelText('Your name (optional)'), '{Enter}');
    // The server answered at once; half the minimum on, Submitting... still shows.
    await halfTheSpinnerTime();
    expect(server.requests.filter((request) => request.route === 'POST /api/local/feedback')).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toBe('Submitting...');
    await halfTheSpinnerTime();

    const thanks = await screen.findByText('Feedback submission succeeded. Thank you!', {}, { timeout: 3000 });
    expect(performance.now() - started).toBeGreaterThanOrEqual(950);
    expect(thanks.closest('[role="status"]')).toBeTruthy();
    // Plain words beside SPEC's, which stay as they are.
    expect(screen.getByText('We got your message. Thank you for telling us!')).toBeTruthy();
    expect(screen.queryByLabelText('Your feedback')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
    expect(server.requests.filter((request) => request.route === 'POST /api/local/feedback').map((request) => request.body)).toEqual([
      { message: 'The campfire was great!', name: 'Sam' },
    ]);
  });

  it('sends a staff member’s feedback through the Google call, titled as their menu button', async () => {
    const server = fakeServer({ 'POST /api/google/feedback': ok });
    server.signedInAs(staffUser('Marcus Lee', 'Lead', 'Blue Ridge'));
    renderApp('/feedback');
    const user = fakeClock();

    expect(await screen.findByRole('heading', { level: 1, name: 'Feedback' })).toBeTruthy();
    await user.type(screen.getByLabelText('Your feedback'), 'More s’mores');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await spinnerTime();

    await screen.findByText('Feedback submission succeeded. Thank you!', {}, { timeout: 3000 });
    expect(server.requests.find((request) => request.route === 'POST /api/google/feedback')?.body).toEqual({
      message: 'More s’mores',
      name: '',
    });
  });

  it('says the submission failed and keeps what was written', async () => {
    fakeServer({
      'POST /api/local/feedback': () => ({
        status: 422,
        json: { error: { code: 'invalid', message: 'The message is too long.' } },
      }),
    }).signedInAs(blueRidgeParticipant);
    renderApp('/feedback');
    const user = fakeClock();

    await user.type(await screen.findByLabelText('Your feedback'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await spinnerTime();

    expect((await screen.findByRole('alert', {}, { timeout: 3000 })).textContent).toBe(
      'Feedback submission failed. Please reload this page to try again.',
    );
    expect((screen.getByLabelText('Your feedback') as HTMLTextAreaElement).value).toBe('Hello');
  });
});
