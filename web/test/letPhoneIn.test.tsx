// "Let a phone in" (docs/product.md#let-a-phone-in): a staff member's home shows a code for one phone, and a
// new phone signs in with it from the camp password screen; a used code says so in the server's words.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { encode } from 'uqr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { spinnerTime } from './clock.ts';
import { blueRidgeParticipant, fakeServer, staffUser } from './fakeServer.ts';
import { renderApp, shownPath } from './renderApp.tsx';

afterEach(() => {
  vi.useRealTimers();
});

const used = { error: { code: 'wrong_password', message: 'This code was already used on another phone. Ask for a new one.' } };

describe('Let a phone in (staff home)', () => {
  it('shows a Lead a code in two groups of five, how to use it and until when, and a new one on request', async () => {
    const codes = ['KTXM4PRWHC', 'ZZQ7829ABD'];
    const server = fakeServer({
      'POST /api/google/phonecode': () => ({ json: { code: codes.shift(), program: 'Blue Ridge', expiresAt: '2026-11-17T14:33:00.000Z' } }),
    });
    server.signedInAs(staffUser('Marcus Lee', 'Lead', 'Blue Ridge'));
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-17T14:30:00.000Z') });
    renderApp('/');
    const card = await screen.findByRole('region', { name: 'Let a phone in' });
    expect(within(card).getByText(/^A code signs one phone in/).textContent).toBe(
      'A code signs one phone in to Blue Ridge as a participant, without the camp password. It works once, for 3 minutes.',
    );
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Show a code' }));
    expect((await within(card).findByLabelText('The code')).textContent).toBe('KTXM4 PRWHC');
    expect(within(card).getByText(/^On the new phone/).textContent).toMatch(
      /^On the new phone: choose Participant, then “I have a code from staff”, and type this code\. It works until \d+:33 [AP]M\.$/,
    );
    // Its QR, loaded with the code: the address that signs a phone in with it.
    const qr = await within(card).findByRole('img', { name: 'QR code for the phone code' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    const drawn = encode(`${window.location.origin}/participant?code=KTXM4PRWHC`, { ecc: 'M', border: 2 });
    expect(qr.getAttribute('viewBox')).toBe(`0 0 ${drawn.size} ${drawn.size}`);
    expect(qr.querySelector('path')!.getAttribute('d')!.split('M').length - 1).toBe(drawn.data.flat().filter(Boolean).length);
    expect(within(card).getByText(/^Or let the new phone/).textContent).toBe(
      'Or let the new phone’s camera read this QR code: it opens the app and signs the phone in.',
    );
    await user.click(within(card).getByRole('button', { name: 'Show a new code' }));
    await spinnerTime();
    expect((await within(card).findByLabelText('The code')).textContent).toBe('ZZQ78 29ABD');
    expect(server.requests.filter((request) => request.route === 'POST /api/google/phonecode')).toHaveLength(2);
  });

  it('is not on the home of an Administrator or a participant', async () => {
    fakeServer().signedInAs(staffUser('Alex Rivera', 'Administrator', 'Blue Ridge'));
    renderApp('/');
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Let a phone in' })).toBeNull();
  });
});

describe('I have a code from staff (camp password screen)', () => {
  it('signs the phone in with a code typed as read out, and shows the participant menu', async () => {
    const server = fakeServer({
      'POST /api/local/codelogin': () => ({ json: blueRidgeParticipant, signIn: blueRidgeParticipant }),
    });
    renderApp('/participant');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'I have a code from staff' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in with a code from staff' })).toBeTruthy();
    await user.type(screen.getByLabelText('Code from staff'), 'ktxm4 prwhc');
    await user.click(screen.getByRole('button', { name: 'Sign in with the code' }));
    expect(await screen.findByRole('navigation', { name: 'Main menu' }, { timeout: 3000 })).toBeTruthy();
    expect(shownPath()).toBe('/');
    expect(server.requests.find((request) => request.route === 'POST /api/local/codelogin')?.body).toEqual({ code: 'ktxm4 prwhc' });
  });

  it('opened from the QR’s address, signs in with its code at once and takes the code out of the address', async () => {
    const server = fakeServer({
      'POST /api/local/codelogin': () => ({ json: blueRidgeParticipant, signIn: blueRidgeParticipant }),
    });
    renderApp('/participant?code=KTXM4PRWHC');
    expect(await screen.findByRole('navigation', { name: 'Main menu' }, { timeout: 3000 })).toBeTruthy();
    expect(shownPath()).toBe('/');
    expect(window.location.search).toBe('');
    expect(server.requests.filter((request) => request.route === 'POST /api/local/codelogin').map((request) => request.body)).toEqual([
      { code: 'KTXM4PRWHC' },
    ]);
  });

  it('opened from the address of a used code, says so on the code form, with the code filled in', async () => {
    fakeServer({ 'POST /api/local/codelogin': () => ({ status: 401, json: used }) });
    renderApp('/participant?code=KTXM4PRWHC');
    expect((await screen.findByRole('alert', {}, { timeout: 3000 })).textContent).toBe(used.error.message);
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in with a code from staff' })).toBeTruthy();
    expect((screen.getByLabelText('Code from staff') as HTMLInputElement).value).toBe('KTXM4PRWHC');
    expect(window.location.search).toBe('');
  });

  it('says in the server’s words that a code was used, keeps the phone on the form, and goes back to the password', async () => {
    fakeServer({ 'POST /api/local/codelogin': () => ({ status: 401, json: used }) });
    renderApp('/participant');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'I have a code from staff' }));
    await user.type(screen.getByLabelText('Code from staff'), 'KTXM4PRWHC');
    await user.click(screen.getByRole('button', { name: 'Sign in with the code' }));
    expect((await screen.findByRole('alert', {}, { timeout: 3000 })).textContent).toBe(used.error.message);
    expect(shownPath()).toBe('/participant');
    await user.click(screen.getByRole('button', { name: 'Use the camp password instead' }));
    expect(screen.getByLabelText('Camp password')).toBeTruthy();
  });
});
