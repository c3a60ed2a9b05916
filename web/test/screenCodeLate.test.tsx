// A screen whose code never arrives (never blank, never hung): after limits.screenCodeWaitMs
// the screen says it did not load, with Try again and the footer's Home; the page does not reload
// itself as it does for a file a new version replaced.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeClock, passTime } from './clock.ts';
import { blueRidgeParticipant, fakeServer } from './fakeServer.ts';
import { renderApp } from './renderApp.tsx';

vi.mock('../src/features/roster/RosterScreen.tsx', () => new Promise(() => undefined));

describe("a screen's code that never arrives", () => {
  it('says the screen did not load after 20 seconds, with Try again and Home', async () => {
    fakeServer().signedInAs(blueRidgeParticipant);
    fakeClock();
    renderApp('/call');
    // The code is asked for when the screen first draws: from then on, the clock runs.
    expect(await screen.findByText('Opening the screen…')).toBeTruthy();

    await passTime(19_000);
    expect(screen.getByText('Opening the screen…')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: 'This screen did not load' })).toBeNull();
    await passTime(1_500);
    expect(await screen.findByRole('heading', { level: 1, name: 'This screen did not load' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('The app could not fetch this screen. Check the connection, then try again.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Home' })).toBeTruthy();
    // A file a new version replaced makes the page reload itself once (and say when); a late one does not.
    expect(sessionStorage.getItem('pals-screen-reload')).toBeNull();
  });
});
