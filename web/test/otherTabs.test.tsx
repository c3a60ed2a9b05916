// docs/product.md#sessions: every tab of the app on the phone hears a sign-in or a logout in another.
// A Logout leaves no other tab showing the person; a tab left open shows whoever signed in since,
// from home; and a call of the person before that answers 401 after someone else signed in does not
// end the new person's session. The other tab is a BroadcastChannel of the test's own, on the app's
// channel, as another tab's page would be.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SessionNews } from '../src/session/otherTabs.ts';
import { meKey } from '../src/session/me.ts';
import { blueRidgeParticipant, fakeServer, setUserCookie, staffUser, userCookie } from './fakeServer.ts';
import { renderAppWithClient, shownPath } from './renderApp.tsx';

const roster = { call: [{ name: 'Eli Brandywine', title: 'Camper', phone: '+12025550184', team: 'Blue Team' }], lastupdate: null };
const dana = staffUser('Dana Brooks', 'Director', 'Blue Ridge');
const signedOut = { status: 401, json: { error: { code: 'signed_out', message: 'Please sign in.' } } };

let otherTab: BroadcastChannel;
let heard: SessionNews[];
beforeEach(() => {
  otherTab = new BroadcastChannel('pals-session');
  heard = [];
  otherTab.onmessage = (event: MessageEvent<SessionNews>) => heard.push(event.data);
});
afterEach(() => otherTab.close());

/** A participant of Blue Ridge on the roster, in this tab. */
async function participantOnRoster() {
  const server = fakeServer({ 'GET /api/local/call': () => ({ json: roster }) });
  server.signedInAs(blueRidgeParticipant);
  const client = renderAppWithClient('/call');
  expect(await screen.findByText('Eli Brandywine')).toBeTruthy();
  return { server, client };
}

describe('this tab hears another', () => {
  it('log out: the roster goes at once and the login shows, with no call of its own', async () => {
    const { server, client } = await participantOnRoster();
    const callsBefore = server.requests.length;
    // The other tab's logout: the readable cookie goes with the session.
    setUserCookie(null);
    otherTab.postMessage({ kind: 'ended' } satisfies SessionNews);

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to PALS' })).toBeTruthy();
    expect(screen.queryByText('Eli Brandywine')).toBeNull();
    expect(shownPath()).toBe('/');
    expect(client.getQueryData(meKey)).toBeNull();
    expect(client.getQueryData(['/api/local/call'])).toBeUndefined();
    expect(server.requests.slice(callsBefore).map((request) => request.route)).not.toContain('POST /api/logout');
  });

  it('sign in someone else: the person before goes, and the new person starts at home', async () => {
    const { client } = await participantOnRoster();
    setUserCookie(dana);
    otherTab.postMessage({ kind: 'signedIn', user: dana } satisfies SessionNews);

    expect(await screen.findByRole('heading', { level: 1, name: 'Hi, Dana!' })).toBeTruthy();
    expect(shownPath()).toBe('/');
    expect(screen.queryByText('Eli Brandywine')).toBeNull();
    expect(client.getQueryData(['/api/local/call'])).toBeUndefined();
  });

  it('sign in the same person again: this tab stays where it is, with what it shows', async () => {
    await participantOnRoster();
    otherTab.postMessage({ kind: 'signedIn', user: blueRidgeParticipant } satisfies SessionNews);
    // The message has arrived once a message sent after it has.
    const after = new BroadcastChannel('pals-session');
    const arrived = new Promise((resolve) => (after.onmessage = resolve));
    otherTab.postMessage({ kind: 'signedIn', user: blueRidgeParticipant } satisfies SessionNews);
    await arrived;
    after.close();

    expect(shownPath()).toBe('/call');
    expect(screen.getByText('Eli Brandywine')).toBeTruthy();
  });
});

it('a call of the person before answering 401 after someone else signed in elsewhere: this tab takes on the new person, whose session goes on', async () => {
  const server = fakeServer({ 'GET /api/local/call': () => ({ ...signedOut, delayMs: 300 }) });
  server.signedInAs(blueRidgeParticipant);
  const client = renderAppWithClient('/call');
  expect(client.getQueryData(meKey)).toMatchObject({ user: blueRidgeParticipant });
  // Dana signs in in another tab (the phone's session and cookie are hers) before this tab's roster call answers.
  server.signedInAs(dana);

  expect(await screen.findByRole('heading', { level: 1, name: 'Hi, Dana!' }, { timeout: 3000 })).toBeTruthy();
  expect(shownPath()).toBe('/');
  expect(userCookie()).toBeDefined();
  expect(client.getQueryData(meKey)).toMatchObject({ user: dana });
  expect(heard).toEqual([]);
});

describe('this tab tells the others', () => {
  it('of a sign-in, with who signed in', async () => {
    fakeServer({ 'POST /api/local/login': () => ({ json: blueRidgeParticipant, signIn: blueRidgeParticipant }) });
    renderAppWithClient('/participant');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Camp password'), 'bluejay');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(heard).toEqual([{ kind: 'signedIn', user: blueRidgeParticipant }]));
  });

  it('of a logout', async () => {
    fakeServer().signedInAs(dana);
    renderAppWithClient('/call');
    const user = userEvent.setup();
    await user.click(within(await screen.findByRole('contentinfo')).getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'You are logged out.' })).toBeTruthy();
    await waitFor(() => expect(heard[0]).toEqual({ kind: 'ended' }));
  });
});
