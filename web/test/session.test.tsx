// The session is the `me` query. The readable cookie seeds it with no call; a sign-in
// sets it; a 401 from any read or write signs the person out once and forgets what the phone kept
// for them; logout forgets the answers, the kept data and the writes still waiting. What is kept on
// the phone is watched at idb-keyval, the app's way into IndexedDB (jsdom has none).
import { act, cleanup, renderHook, screen, waitFor, within } from '@testing-library/react';
import { dehydrate, hydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { meKey } from '../src/session/me.ts';
import { useSession } from '../src/session/session.tsx';
import { blueRidgeParticipant, demoLinks, fakeServer, staffUser, userCookie } from './fakeServer.ts';
import { renderAppWithClient, shownPath } from './renderApp.tsx';

const phone = vi.hoisted(() => {
  Object.assign(globalThis, { indexedDB: {} });
  return { kept: new Map<string, unknown>(), forgotten: 0 };
});
// Two stores: the saved answers (idb-keyval's own, keyed 'pals-saved') and the outbox's records,
// whose keys are put under the store's name here.
vi.mock('idb-keyval', () => {
  const at = (key: string, store?: string) => (store ? `${store}/${key}` : key);
  return {
    createStore: (database: string, name: string) => `${database}/${name}`,
    get: async (key: string, store?: string) => phone.kept.get(at(key, store)),
    set: async (key: string, value: unknown, store?: string) => void phone.kept.set(at(key, store), value),
    update: async (key: string, how: (old: unknown) => unknown, store?: string) =>
      void phone.kept.set(at(key, store), how(phone.kept.get(at(key, store)))),
    values: async (store: string) =>
      [...phone.kept].filter(([key, value]) => key.startsWith(`${store}/`) && value !== undefined).map(([, value]) => value),
    del: async (key: string, store?: string) => {
      if (!store) phone.forgotten += 1;
      phone.kept.delete(at(key, store));
    },
  };
});
const keptText = () => String(phone.kept.get('pals-saved') ?? '');
/** The writes the outbox keeps, as text. */
const outboxText = () => JSON.stringify([...phone.kept].filter(([key]) => key.startsWith('pals-outbox/')).map(([, value]) => value));

beforeEach(() => {
  phone.kept.clear();
  phone.forgotten = 0;
});

const signedOut = { status: 401, json: { error: { code: 'signed_out', message: 'Please sign in.' } } };
const roster = { call: [{ name: 'Eli Brandywine', title: 'Camper', phone: '+12025550184', team: 'Blue Team' }], lastupdate: null };
const dana = staffUser('Dana Brooks', 'Director', 'Blue Ridge');

describe('the session is the me query', () => {
  it('is seeded from the readable cookie, with no call to /api/me', async () => {
    const server = fakeServer({ 'GET /api/google/call': () => ({ json: { call: [], lastupdate: null } }) });
    server.signedInAs(dana);
    const client = renderAppWithClient('/call');

    // Known before any call has answered.
    expect(client.getQueryData(meKey)).toEqual({ user: dana, links: null });
    const footer = within(await screen.findByRole('contentinfo'));
    expect(footer.getByText('Dana Brooks')).toBeTruthy();
    expect(footer.getByText('Lead')).toBeTruthy();
    expect(shownPath()).toBe('/call');
    expect(server.requests.map((request) => request.route)).not.toContain('GET /api/me');
  });

  it('is set by a sign-in, which forgets any answer from before; the links come from /api/me', async () => {
    const server = fakeServer({ 'POST /api/local/login': () => ({ json: blueRidgeParticipant, signIn: blueRidgeParticipant }) });
    const client = renderAppWithClient('/participant', (before) =>
      before.setQueryData(['/api/google/call'], { call: [], lastupdate: null }),
    );
    expect(client.getQueryData(meKey)).toBeNull();

    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Camp password'), 'bluejay');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Blue Ridge!' }, { timeout: 3000 })).toBeTruthy();
    expect(client.getQueryData(['/api/google/call'])).toBeUndefined();
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeTruthy();
    expect(client.getQueryData(meKey)).toEqual({ user: blueRidgeParticipant, links: demoLinks });
    expect(server.requests.filter((request) => request.route === 'GET /api/me')).toHaveLength(1);
  });
});

describe('a 401 signs the person out once', () => {
  it('from several reads at once: the login, no cookie, nothing kept, and after signing in the screen they were on', async () => {
    let sessionEnded = false;
    const answer = (json: unknown) => () => (sessionEnded ? signedOut : { json });
    const routes = {
      'GET /api/me': answer({ user: blueRidgeParticipant, links: demoLinks }),
      'GET /api/local/staff': answer({ staff: { name: 'Alex Rivera', phone: '+14125550100' } }),
      'GET /api/rooms': answer({ names: ['Cabin 1'] }),
      'POST /api/local/login': () => ({ json: blueRidgeParticipant, signIn: blueRidgeParticipant }),
    };
    fakeServer(routes).signedInAs(blueRidgeParticipant);
    renderAppWithClient('/support');
    expect(await screen.findByRole('region', { name: 'Call your program admin' })).toBeTruthy();
    await waitFor(() => expect(keptText()).toContain('Alex Rivera'));

    // The next day the session has ended on the server; the app is opened again on the same screen:
    // what was kept shows, and the three reads asked again all answer 401.
    cleanup();
    sessionEnded = true;
    const server = fakeServer(routes);
    expect(userCookie()).toBeDefined();
    renderAppWithClient('/support');

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to PALS' })).toBeTruthy();
    expect(shownPath()).toBe('/');
    expect(userCookie()).toBeUndefined();
    await waitFor(() => expect(keptText()).toBe(''));
    expect(
      server.requests
        .filter((request) => request.route !== 'GET /api/config')
        .map((request) => request.route)
        .sort(),
    ).toEqual(['GET /api/local/staff', 'GET /api/me', 'GET /api/rooms']);
    expect(phone.forgotten).toBe(1);

    sessionEnded = false;
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Participant' }));
    await user.type(await screen.findByLabelText('Camp password'), 'bluejay');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Get Support' }, { timeout: 3000 })).toBeTruthy();
    expect(shownPath()).toBe('/support');
  });

  it('from a write: the feedback screen goes to the login and the roster kept on the phone is forgotten', async () => {
    const server = fakeServer({
      'GET /api/local/call': () => ({ json: roster }),
      'POST /api/local/feedback': () => signedOut,
    });
    server.signedInAs(blueRidgeParticipant);
    const client = renderAppWithClient('/call');
    expect(await screen.findByText('Eli Brandywine')).toBeTruthy();
    await waitFor(() => expect(keptText()).toContain('Eli Brandywine'));

    const user = userEvent.setup();
    await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Home' }));
    await user.click(await screen.findByRole('link', { name: 'Give Feedback' }));
    await user.type(await screen.findByLabelText('Your feedback'), 'Loved the canoes');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to PALS' }, { timeout: 3000 })).toBeTruthy();
    expect(userCookie()).toBeUndefined();
    await waitFor(() => expect(keptText()).toBe(''));
    expect(phone.forgotten).toBe(1);
    expect(client.getQueryData(meKey)).toBeNull();
    expect(client.getQueryData(['/api/local/call'])).toBeUndefined();
    expect(client.getMutationCache().getAll()).toHaveLength(0);
  });

  it('not from a wrong camp password: nobody was signed in, nothing is forgotten', async () => {
    const server = fakeServer({ 'POST /api/local/login': () => signedOut });
    renderAppWithClient('/participant');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Camp password'), 'owl');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Unrecognized password. Please try again.', {}, { timeout: 3000 })).toBeTruthy();
    expect(shownPath()).toBe('/participant');
    expect(phone.forgotten).toBe(0);
    expect(server.requests.map((request) => request.route)).toEqual(['GET /api/config', 'POST /api/local/login']);
  });
});

describe('logout', () => {
  it('asks while a write waits, then forgets the answers, the kept data and the waiting write, and ends the session on /logout', async () => {
    const server = fakeServer({
      'GET /api/local/call': () => ({ json: roster }),
      'POST /api/local/feedback': () => ({ networkError: true }),
    });
    server.signedInAs(blueRidgeParticipant);
    const client = renderAppWithClient('/call');
    expect(await screen.findByText('Eli Brandywine')).toBeTruthy();
    await waitFor(() => expect(keptText()).toContain('Eli Brandywine'));

    const user = userEvent.setup();
    await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Home' }));
    await user.click(await screen.findByRole('link', { name: 'Give Feedback' }));
    await user.type(await screen.findByLabelText('Your feedback'), 'Kept until sent');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('button', { name: '1 waiting to send' }, { timeout: 3000 })).toBeTruthy();
    await waitFor(() => expect(outboxText()).toContain('Kept until sent'));

    // A participant logs out from home (docs/decisions/041-a-participant-logs-out-from-home-and-is-asked-first.md).
    await user.click(screen.getByRole('link', { name: 'Back to home' }));
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(screen.getByRole('alertdialog').textContent).toContain('1 item has not been sent yet. Log out anyway?');
    await user.click(screen.getByRole('button', { name: 'Log out anyway' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'You are logged out.' })).toBeTruthy();
    expect(shownPath()).toBe('/logout');
    await waitFor(() => expect(client.getQueryData(meKey)).toBeNull());
    expect(
      client
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey[0])
        .sort(),
    ).toEqual(['/api/config', '/api/me']);
    expect(client.getMutationCache().getAll()).toHaveLength(0);
    expect(keptText()).toBe('');
    await waitFor(() => expect(outboxText()).toBe('[]'));
    expect(userCookie()).toBeUndefined();
    expect(screen.queryByRole('button', { name: /waiting to send/ })).toBeNull();
    expect(server.requests.filter((request) => request.route === 'POST /api/logout')).toHaveLength(1);
  });

  it('opened at /logout while signed in, logs out on the server and ends the session', async () => {
    const server = fakeServer();
    server.signedInAs(dana);
    const client = renderAppWithClient('/logout');

    expect(await screen.findByRole('heading', { level: 1, name: 'You are logged out.' })).toBeTruthy();
    await waitFor(() => expect(client.getQueryData(meKey)).toBeNull());
    expect(userCookie()).toBeUndefined();
    expect(shownPath()).toBe('/logout');
    expect(server.requests.filter((request) => request.route === 'POST /api/logout')).toHaveLength(1);
  });
});

describe('what the phone kept', () => {
  it('is put back and drawn on the next visit, in the order of names, when the server cannot be reached', async () => {
    const kept = [
      { name: "Zoe O'Neil", title: 'Camper', phone: '+12025550184', team: 'Blue Team' },
      { name: 'Émile Dubois', title: 'Camper', phone: '+12025550185', team: 'Blue Team' },
      { name: 'amy Park', title: 'Camper', phone: '+12025550186', team: 'Blue Team' },
    ];
    let reachable = true;
    const server = fakeServer({
      'GET /api/local/call': () => (reachable ? { json: { call: kept, lastupdate: null } } : { networkError: true }),
    });
    server.signedInAs(blueRidgeParticipant);
    renderAppWithClient('/call');
    expect(await screen.findByText("Zoe O'Neil")).toBeTruthy();
    await waitFor(() => expect(keptText()).toContain('Dubois'));
    cleanup();

    reachable = false;
    renderAppWithClient('/call');
    const team = await screen.findByRole('region', { name: 'Blue Team' });
    expect(
      within(team)
        .getAllByRole('listitem')
        .map((row) => row.querySelector('.person-name')?.textContent),
    ).toEqual(['amy Park', 'Émile Dubois', "Zoe O'Neil"]);
  });
});

describe('reading the session', () => {
  it('gives the same person as the same snapshot when the kept copy brings them again, so no screen draws again', () => {
    const client = new QueryClient();
    client.setQueryData(meKey, { user: dana, links: null });
    let draws = 0;
    const { result } = renderHook(
      () => {
        draws += 1;
        return useSession();
      },
      { wrapper: ({ children }) => <QueryClientProvider client={client}>{children}</QueryClientProvider> },
    );
    const first = result.current;
    expect(draws).toBe(1);

    // What the phone kept is put back as TanStack Query hydrates it: a new object, the same person.
    const kept = new QueryClient();
    kept.setQueryData(meKey, { user: structuredClone(dana), links: demoLinks });
    act(() => hydrate(client, JSON.parse(JSON.stringify(dehydrate(kept)))));
    expect(client.getQueryData(meKey)).toEqual({ user: dana, links: demoLinks });
    expect(draws).toBe(1);
    expect(result.current).toBe(first);

    const alex = staffUser('Alex Rivera', 'Administrator', null);
    act(() => client.setQueryData(meKey, { user: alex, links: null }));
    expect(draws).toBe(2);
    expect(result.current.user).toEqual(alex);
  });
});
