import { encodeUserCookie } from '@pals/core/people/sessionCookie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databases, removeRow, setCell, startApp, type TestApp } from './harness.ts';

describe.each(databases)('sessions on $name', ({ url }) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startApp(url);
  });
  afterEach(() => t.close());

  async function signInAs(email: string) {
    const browser = t.browser();
    const answer = await browser.post('/api/demo/login', { email });
    expect(answer.status).toBe(200);
    return browser;
  }

  it('logout ends the session on the server, not just in the browser', async () => {
    const browser = await signInAs('priya.shah@example.org');
    const stolen = browser.cookies.get('pals_session')!;
    const out = await browser.post('/api/logout', {});
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ ok: true });
    expect(browser.cookies.has('pals_session')).toBe(false);
    expect(browser.cookies.has('pals_user')).toBe(false);
    // The old cookie, replayed, opens nothing.
    const replay = t.browser();
    replay.cookies.set('pals_session', stolen);
    const me = await replay.get('/api/me');
    expect(me.status).toBe(401);
    expect(me.body.error.code).toBe('signed_out');
  });

  it.each([
    ['a camp password', '/api/local/login', { username: 'participant', password: 'lighthouse' }],
    ['demo sign-in', '/api/demo/login', { email: 'dana.brooks@example.org' }],
  ])('signing in with %s on a browser where someone is signed in ends their session on the server', async (_, path, body) => {
    for (const first of [await signInAs('priya.shah@example.org'), await t.participant('bluejay')]) {
      const earlier = first.cookies.get('pals_session')!;
      const again = await first.post(path, body);
      expect(again.status).toBe(200);
      expect(first.cookies.get('pals_session')).not.toBe(earlier);
      expect((await first.get('/api/me')).status).toBe(200);
      // The replaced cookie, kept by someone, opens nothing.
      const replay = t.browser();
      replay.cookies.set('pals_session', earlier);
      const me = await replay.get('/api/me');
      expect(me.status).toBe(401);
      expect(me.body.error.code).toBe('signed_out');
    }
  });

  it('a failed sign-in leaves the session of the person signed in on that browser as it was', async () => {
    const browser = await signInAs('priya.shah@example.org');
    expect((await browser.post('/api/local/login', { username: 'participant', password: 'wrong-word' })).status).toBe(401);
    expect((await browser.post('/api/demo/login', { email: 'nobody@example.org' })).status).toBe(400);
    expect((await browser.get('/api/me')).body.user.googleUser.email).toBe('priya.shah@example.org');
  });

  it('a forged readable cookie grants nothing', async () => {
    const forger = t.browser();
    const admin = {
      googleUser: {
        givenname: 'Alex',
        fullname: 'Alex Rivera',
        email: 'alex.rivera@example.org',
        program: 'Blue Ridge',
        staffrole: 'Administrator' as const,
        startdate: null,
        enddate: null,
        programschedulelink: 'https://example.org',
        photouploadlink: 'https://example.org',
      },
    };
    forger.cookies.set('pals_user', encodeUserCookie(admin));
    expect((await forger.get('/api/me')).status).toBe(401);
    expect((await forger.get('/api/google/lastupdate')).status).toBe(401);
  });

  it('a readable cookie left without its session (an answer that crossed the logout refreshed it) is taken away by the next 401', async () => {
    const browser = await signInAs('priya.shah@example.org');
    const readable = browser.cookies.get('pals_user')!;
    expect((await browser.post('/api/logout', {})).status).toBe(200);
    browser.cookies.set('pals_user', readable);
    const me = await browser.get('/api/me');
    expect(me.status).toBe(401);
    expect(browser.cookies.has('pals_user')).toBe(false);
  });

  it('a tampered session cookie grants nothing, and a participant cannot raise their role with the readable cookie', async () => {
    const participant = t.browser();
    await participant.post('/api/local/login', { username: 'participant', password: 'bluejay' });
    participant.cookies.set('pals_session', `${participant.cookies.get('pals_session')!.slice(0, -2)}xx`);
    expect((await participant.get('/api/me')).status).toBe(401);

    const again = t.browser();
    await again.post('/api/local/login', { username: 'participant', password: 'bluejay' });
    again.cookies.set(
      'pals_user',
      encodeUserCookie({
        googleUser: {
          givenname: 'X',
          fullname: 'X',
          email: 'alex.rivera@example.org',
          program: 'Blue Ridge',
          staffrole: 'Administrator',
          startdate: null,
          enddate: null,
          programschedulelink: 'https://example.org',
          photouploadlink: 'https://example.org',
        },
      }),
    );
    const lastUpdate = await again.get('/api/google/lastupdate');
    expect(lastUpdate.status).toBe(403);
    const me = await again.get('/api/me');
    expect(me.body.user).toEqual({
      localUser: {
        fullname: 'Blue Ridge Participant',
        localrole: 'participant',
        program: 'Blue Ridge',
        programschedulelink: 'https://example.org/schedule/blue-ridge',
        photouploadlink: 'https://example.org/photos/blue-ridge',
      },
    });
  });

  it('a role change in the workbook applies at the next request', async () => {
    const browser = await signInAs('priya.shah@example.org');
    expect((await browser.get('/api/google/lastupdate')).status).toBe(200);
    setCell(t.source.raw, 'staff', 'email', 'priya.shah@example.org', 'staff_role', 'Lead');
    expect((await t.sync.run()).outcome).toBe('imported');
    const refused = await browser.get('/api/google/lastupdate');
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('not_allowed');
    const me = await browser.get('/api/me');
    expect(me.body.user.googleUser.staffrole).toBe('Lead');
    // The readable cookie follows, so the web draws the Lead's menu.
    expect(decodeURIComponent(browser.cookies.get('pals_user')!)).toContain('"staffrole":"Lead"');
  });

  it('removing a staff row from the workbook signs the person out', async () => {
    const browser = await signInAs('marcus.lee@example.org');
    expect((await browser.get('/api/me')).status).toBe(200);
    removeRow(t.source.raw, 'staff', 'email', 'marcus.lee@example.org');
    expect((await t.sync.run()).outcome).toBe('imported');
    const me = await browser.get('/api/me');
    expect(me.status).toBe(401);
    expect(browser.cookies.has('pals_session')).toBe(false);
    expect(browser.cookies.has('pals_user')).toBe(false);
    // Putting the row back does not revive the ended session.
    expect((await browser.get('/api/me')).status).toBe(401);
  });

  it('removing a program signs its participants out', async () => {
    const browser = t.browser();
    await browser.post('/api/local/login', { username: 'participant', password: 'lighthouse' });
    for (const tab of ['staff', 'roster', 'participants', 'rooms'] as const) removeRow(t.source.raw, tab, 'program', 'Lakeshore');
    removeRow(t.source.raw, 'programs', 'program', 'Lakeshore');
    expect((await t.sync.run()).outcome).toBe('imported');
    expect((await browser.get('/api/me')).status).toBe(401);
  });

  it("changing a camp password signs out that program's participants at the next import, and only them", async () => {
    const lakeshore = await t.participant('lighthouse');
    const blueRidge = await t.participant('bluejay');
    setCell(t.source.raw, 'programs', 'program', 'Lakeshore', 'camp_password', 'seagull');
    // Before the import the old password still holds.
    expect((await lakeshore.get('/api/local/call')).status).toBe(200);
    expect((await t.sync.run()).outcome).toBe('imported');
    const after = await lakeshore.get('/api/local/call');
    expect(after.status).toBe(401);
    expect(after.body.error.code).toBe('signed_out');
    expect(lakeshore.cookies.has('pals_session')).toBe(false);
    // The unchanged password keeps its sessions; the new password signs in.
    expect((await blueRidge.get('/api/local/call')).status).toBe(200);
    expect((await (await t.participant('seagull')).get('/api/me')).body.user.localUser.program).toBe('Lakeshore');
  });

  it('a session ended by a password change stays ended when the old password comes back', async () => {
    const browser = await t.participant('lighthouse');
    const stolen = browser.cookies.get('pals_session')!;
    setCell(t.source.raw, 'programs', 'program', 'Lakeshore', 'camp_password', 'seagull');
    expect((await t.sync.run()).outcome).toBe('imported');
    expect((await browser.get('/api/me')).status).toBe(401);
    setCell(t.source.raw, 'programs', 'program', 'Lakeshore', 'camp_password', 'lighthouse');
    expect((await t.sync.run()).outcome).toBe('imported');
    const replay = t.browser();
    replay.cookies.set('pals_session', stolen);
    expect((await replay.get('/api/me')).status).toBe(401);
  });

  it('an import that keeps every camp password keeps every session', async () => {
    const participant = await t.participant('lighthouse');
    const staff = await signInAs('priya.shah@example.org');
    setCell(t.source.raw, 'programs', 'program', 'Lakeshore', 'schedule_link', 'https://example.org/new-schedule');
    expect((await t.sync.run()).outcome).toBe('imported');
    expect((await t.sync.run()).outcome).toBe('imported');
    expect((await participant.get('/api/local/call')).status).toBe(200);
    expect((await staff.get('/api/google/call')).status).toBe(200);
  });
});
