import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { blueRidgeParticipant, fakeServer, staffUser, userCookie } from './fakeServer.ts';
import { renderApp, shownPath } from './renderApp.tsx';

describe('a 401 sends the person to / and forgets them (SPEC §6, §8)', () => {
  it('on the home menu: a session the server no longer knows shows the login screen', async () => {
    fakeServer({ 'GET /api/me': () => ({ status: 401, json: { error: { code: 'signed_out', message: 'Please sign in.' } } }) }).signedInAs(
      blueRidgeParticipant,
    );
    renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to PALS' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Participant' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Staff' })).toBeTruthy();
    expect(shownPath()).toBe('/');
    expect(userCookie()).toBeUndefined();
  });

  it('from the last-update call of an Administrator', async () => {
    fakeServer({
      'GET /api/google/lastupdate': () => ({ status: 401, json: { error: { code: 'signed_out', message: 'Please sign in.' } } }),
    }).signedInAs(staffUser('Alex Rivera', 'Administrator', 'Blue Ridge'));
    renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to PALS' })).toBeTruthy();
    expect(userCookie()).toBeUndefined();
  });
});

describe('route guards (SPEC §2)', () => {
  it('sends a signed-out visitor of /call to the login screen at /', async () => {
    fakeServer();
    renderApp('/call');

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to PALS' })).toBeTruthy();
    expect(shownPath()).toBe('/');
  });

  it('sends a participant visiting /admin to their menu at /', async () => {
    fakeServer().signedInAs(blueRidgeParticipant);
    renderApp('/admin');

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Blue Ridge!' })).toBeTruthy();
    expect(shownPath()).toBe('/');
  });

  it('lets a Director open /tasks/bucket/march', async () => {
    fakeServer().signedInAs(staffUser('Dana Brooks', 'Director', 'Blue Ridge'));
    renderApp('/tasks/bucket/march');

    expect(await screen.findByRole('heading', { level: 1, name: 'March' })).toBeTruthy();
    expect(shownPath()).toBe('/tasks/bucket/march');
  });

  it('sends a signed-in person away from /participant to /', async () => {
    fakeServer().signedInAs(blueRidgeParticipant);
    renderApp('/participant');

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Blue Ridge!' })).toBeTruthy();
    expect(shownPath()).toBe('/');
  });
});
