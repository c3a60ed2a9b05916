// Google sign-in in the browser (SPEC §4, §7, §8): the popup is Google's, so the library
// that opens it is replaced by one that answers as Google's popup would; everything after the code
// (the authcode call, the states, the messages) is the app's own.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fakeClock, passTime, spinnerTime } from './clock.ts';
import { fakeServer, staffUser, type Answer } from './fakeServer.ts';
import { renderApp } from './renderApp.tsx';

const popup = vi.hoisted(() => ({ answer: { code: '4/popup-code' } as { code?: string; error?: string } }));

vi.mock('@react-oauth/google', () => ({
  GoogleOAuthProvider: ({ children }: { children: ReactNode }) => children,
  useGoogleOAuth: () => ({ scriptLoadedSuccessfully: true }),
  useGoogleLogin:
    (options: { flow: string; scope: string; onSuccess: (r: { code: string }) => void; onError: (r: { error?: string }) => void }) =>
    () => {
      expect(options.flow).toBe('auth-code');
      expect(options.scope).toBe('openid email profile');
      if (popup.answer.code) options.onSuccess({ code: popup.answer.code });
      else options.onError({ error: popup.answer.error });
    },
}));

const dana = staffUser('Dana Brooks', 'Director', 'Blue Ridge');

/** The button as a person taps it: once it can be used. Until Google's part of the page has loaded
 * the buttons are there but disabled, and a tap on one then does nothing. */
function usableButton(name: string): Promise<HTMLButtonElement> {
  return waitFor(() => {
    const button = screen.getByRole('button', { name }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    return button;
  });
}

function googleServer(authcode: Answer) {
  return fakeServer({
    'GET /api/config': () => ({ json: { orgName: 'PALS', demo: false, googleClientId: 'pals.apps.googleusercontent.com' } }),
    'POST /api/google/authcode': () => authcode,
  });
}

describe('Google sign-in (SPEC §4)', () => {
  it('posts the popup’s code with X-Requested-With, shows Logging in..., then the staff menu', async () => {
    popup.answer = { code: '4/popup-code' };
    // Google's answer takes a while, so the spinner is there to see however slow the click was.
    const server = googleServer({ json: dana, signIn: dana, delayMs: 1500 });
    renderApp('/');
    await fakeClock().click(await usableButton('Volunteer Leader'));
    expect(await screen.findByText('Logging in...')).toBeTruthy();
    await passTime(1500);
    expect(await screen.findByRole('heading', { level: 1, name: 'Hi, Dana!' }, { timeout: 6000 })).toBeTruthy();
    const sent = server.requests.find((r) => r.route === 'POST /api/google/authcode')!;
    expect(sent.body).toEqual({ code: '4/popup-code' });
    expect(sent.headers['X-Requested-With']).toBe('XMLHttpRequest');
  });

  it('keeps focus on the pressed button while the sign-in runs, and a second press signs in no second time', async () => {
    popup.answer = { code: '4/popup-code' };
    const server = googleServer({ json: dana, signIn: dana });
    renderApp('/');
    const user = fakeClock();
    const staff = await usableButton('Staff');
    await user.click(staff);
    expect(await screen.findByText('Logging in...')).toBeTruthy();
    expect(staff.getAttribute('aria-disabled')).toBe('true');
    expect((staff as HTMLButtonElement).disabled).toBe(false);
    expect(document.activeElement).toBe(staff);
    await user.click(staff);
    await user.click(screen.getByRole('button', { name: 'Volunteer Leader' }));
    await spinnerTime();
    expect(await screen.findByRole('heading', { level: 1, name: 'Hi, Dana!' }, { timeout: 3000 })).toBeTruthy();
    expect(server.requests.filter((r) => r.route === 'POST /api/google/authcode')).toHaveLength(1);
  });

  it('says the account is not set up on a 403', async () => {
    popup.answer = { code: '4/popup-code' };
    googleServer({ status: 403, json: { error: { code: 'not_allowed', message: 'Sorry! Your google account is not setup with PALS.' } } });
    renderApp('/');
    await fakeClock().click(await usableButton('Staff'));
    await spinnerTime();
    expect((await screen.findByRole('alert', {}, { timeout: 3000 })).textContent).toBe(
      'Sorry! Your google account is not setup with PALS.',
    );
  });

  it('gives the failure with Google’s error code when the popup fails', async () => {
    popup.answer = { error: 'access_denied' };
    const server = googleServer({ json: dana });
    renderApp('/');
    await userEvent.setup().click(await usableButton('Staff'));
    expect((await screen.findByRole('alert')).textContent).toBe('Google login failed. Please try again. (error code: access_denied)');
    expect(server.requests.some((r) => r.route === 'POST /api/google/authcode')).toBe(false);
  });
});
