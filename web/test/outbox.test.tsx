// At the network edge: a write that cannot reach the server waits on the phone, says so,
// and goes again with the same Idempotency-Key until the server takes it; a refusal is not retried.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeClock, passTime, spinnerTime } from './clock.ts';
import { blueRidgeParticipant, fakeServer, staffUser } from './fakeServer.ts';
import { renderApp } from './renderApp.tsx';

const savedOnPhone = "Saved on this phone — it will be sent when you're back online.";

describe('the outbox', () => {
  it('keeps feedback the server could not be reached for, and sends it again with the same key', async () => {
    let tries = 0;
    const server = fakeServer({ 'POST /api/local/feedback': () => (++tries === 1 ? { networkError: true } : { json: { ok: true } }) });
    server.signedInAs(blueRidgeParticipant);
    renderApp('/feedback');
    const user = fakeClock();

    await user.type(await screen.findByLabelText('Your feedback'), 'Loved the canoes');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await spinnerTime();
    expect((await screen.findByText(savedOnPhone)).closest('[role="status"]')).toBeTruthy();
    expect(await screen.findByRole('button', { name: '1 waiting to send' })).toBeTruthy();

    // The next try comes 2 seconds later (outbox.ts), and shows its spinner its full time.
    await passTime(2_000);
    await spinnerTime();
    expect(await screen.findByText('Feedback submission succeeded. Thank you!', {}, { timeout: 6000 })).toBeTruthy();
    const sends = server.requests.filter((request) => request.route === 'POST /api/local/feedback');
    expect(sends.map((request) => request.body)).toEqual([
      { message: 'Loved the canoes', name: '' },
      { message: 'Loved the canoes', name: '' },
    ]);
    const keys = sends.map((request) => request.headers['Idempotency-Key']);
    expect(keys[0]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(screen.queryByRole('button', { name: /waiting to send/ })).toBeNull();
  });

  it('gives two notes two keys, and shows the SPEC failure for a refusal without trying again', async () => {
    const server = fakeServer({
      'GET /api/google/participants': () => ({
        json: { participants: [{ name: 'Amara Sokolova', role: 'Camper', is_lead: false, is_staff: false }] },
      }),
      'POST /api/google/note': () => ({ status: 422, json: { error: { code: 'invalid', message: 'The note is too long.' } } }),
    });
    server.signedInAs(staffUser('Marcus Lee', 'Lead', 'Blue Ridge'));
    renderApp('/note');
    const user = fakeClock();

    await user.type(await screen.findByLabelText('Find a participant'), 'amara');
    await user.click(screen.getByRole('button', { name: /^Amara Sokolova/ }));
    await user.type(screen.getByLabelText('Your note'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await spinnerTime();
    expect((await screen.findByRole('alert')).textContent).toBe('Note submission failed. Please reload this page to try again.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await spinnerTime();
    await screen.findByRole('alert');
    // Longer than any next try would wait (at most 30 seconds, outbox.ts).
    await passTime(30_000);

    const sends = server.requests.filter((request) => request.route === 'POST /api/google/note');
    expect(sends).toHaveLength(2);
    expect(sends[0]!.headers['Idempotency-Key']).not.toBe(sends[1]!.headers['Idempotency-Key']);
    expect(screen.queryByRole('button', { name: /not sent|waiting to send/ })).toBeNull();
  });

  it('keeps a write the server failed on (500) and sends it again with the same key until it is stored', async () => {
    let tries = 0;
    const server = fakeServer({
      'POST /api/local/feedback': () =>
        ++tries <= 2
          ? { status: 500, json: { error: { code: 'server_error', message: 'Something went wrong on our side.' } } }
          : { json: { ok: true } },
    });
    server.signedInAs(blueRidgeParticipant);
    renderApp('/feedback');
    const user = fakeClock();

    await user.type(await screen.findByLabelText('Your feedback'), 'The lake was cold');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await spinnerTime();
    expect(await screen.findByText(savedOnPhone)).toBeTruthy();
    expect(screen.queryByText('Feedback submission failed. Please reload this page to try again.')).toBeNull();

    // Tried again 2 s, then 4 s later (outbox.ts), the second time stored.
    await passTime(2_000);
    await passTime(4_000);
    await spinnerTime();
    expect(await screen.findByText('Feedback submission succeeded. Thank you!', {}, { timeout: 6000 })).toBeTruthy();
    const sends = server.requests.filter((request) => request.route === 'POST /api/local/feedback');
    expect(sends.map((request) => request.body)).toEqual([
      { message: 'The lake was cold', name: '' },
      { message: 'The lake was cold', name: '' },
      { message: 'The lake was cold', name: '' },
    ]);
    expect(new Set(sends.map((request) => request.headers['Idempotency-Key'])).size).toBe(1);
  });

  it('keeps a write whose session ended for its owner, and asks them to sign in again to send it', async () => {
    const server = fakeServer({
      'POST /api/local/feedback': () => ({ status: 401, json: { error: { code: 'signed_out', message: 'Please sign in.' } } }),
    });
    server.signedInAs(blueRidgeParticipant);
    renderApp('/feedback');
    const user = fakeClock();

    await user.type(await screen.findByLabelText('Your feedback'), 'Best week ever');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await spinnerTime();
    expect(
      (await screen.findByText('1 item is waiting on this phone. Sign in again as Blue Ridge Participant to send it.')).getAttribute(
        'role',
      ),
    ).toBe('status');
    const { outboxStore } = await import('../src/data/outboxStore.ts');
    expect((await outboxStore.list()).map((write) => [write.owner, write.body])).toEqual([
      ['participant:Blue Ridge', { message: 'Best week ever', name: '' }],
    ]);
  });
});
