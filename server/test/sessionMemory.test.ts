// A session looked up once is remembered for a while, yet a logout (on this
// instance or another), a removal by housekeeping or the session's end still ends it at once.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { endSession, findSession, startSession } from '../src/auth/sessions.ts';
import { removeExpired } from '../src/db/housekeeping.ts';
import { Browser, databases, startApp, startSecondApp, type TestApp } from './harness.ts';

/** A second browser holding the same session cookie (as a stolen or shared cookie would). */
function copyOf(browser: Browser, app: TestApp): Browser {
  const copy = new Browser(app.app);
  copy.cookies.set('pals_session', browser.cookies.get('pals_session')!);
  return copy;
}

describe.each(databases)('remembered sessions on $name', ({ url }) => {
  let t: TestApp;
  afterEach(() => t.close());

  it('a logout ends a session that was just used, at once', async () => {
    t = await startApp(url);
    const browser = await t.participant('bluejay');
    const copy = copyOf(browser, t);
    for (let i = 0; i < 3; i++) expect((await copy.get('/api/local/call')).status).toBe(200);
    expect((await browser.post('/api/logout', {})).status).toBe(200);
    const after = await copy.get('/api/local/call');
    expect(after.status).toBe(401);
    expect(after.body.error.code).toBe('signed_out');
  });

  it('a session housekeeping removed ends at once', async () => {
    t = await startApp(url);
    const browser = await t.staff('priya.shah@example.org');
    expect((await browser.get('/api/me')).status).toBe(200);
    // Thirty-one days on, every session is past its end.
    const removed = await removeExpired(t.db, Date.now() + 31 * 86_400_000);
    expect(removed.sessions).toBe(1);
    expect((await browser.get('/api/me')).status).toBe(401);
  });

  it('sessions asked about at the same moment are each answered for themselves, the ended ones too', async () => {
    t = await startApp(url);
    const staff = ['priya.shah@example.org', 'dana.brooks@example.org', 'marcus.lee@example.org', 'hannah.cho@example.org'];
    const tokens = await Promise.all(staff.map((email) => startSession(t.db, { kind: 'staff', email })));
    const participant = await startSession(t.db, { kind: 'participant', program: 'Blue Ridge' });
    const all = [...tokens, participant];
    // Looked up in full once, so the next asks are the batched "is its row still there" reads.
    for (const token of all) expect(await findSession(t.db, token)).not.toBeNull();
    await endSession(t.db, tokens[1]!);
    await t.db.deleteFrom('sessions').where('email', '=', 'hannah.cho@example.org').execute();
    // Forty asks in one turn, each session eight times, plus one that was never a session.
    const asked = await Promise.all(
      [...Array.from({ length: 8 }, () => all).flat(), 'not-a-session'].map((token) => findSession(t.db, token)),
    );
    const eachTime = [
      { kind: 'staff', email: 'priya.shah@example.org' },
      null,
      { kind: 'staff', email: 'marcus.lee@example.org' },
      null,
      { kind: 'participant', program: 'Blue Ridge' },
    ];
    expect(asked).toEqual([...Array.from({ length: 8 }, () => eachTime).flat(), null]);
  });

  it('a remembered session ends when its 30 days are over', async () => {
    t = await startApp(url);
    const opened = new Date('2027-07-01T12:00:00Z');
    const token = await startSession(t.db, { kind: 'staff', email: 'priya.shah@example.org' }, opened);
    expect(await findSession(t.db, token, new Date('2027-07-01T12:00:01Z'))).toEqual({ kind: 'staff', email: 'priya.shah@example.org' });
    // Remembered ten seconds before its end, asked for again a second after it.
    expect(await findSession(t.db, token, new Date('2027-07-31T11:59:50Z'))).toEqual({ kind: 'staff', email: 'priya.shah@example.org' });
    expect(await findSession(t.db, token, new Date('2027-07-31T12:00:01Z'))).toBeNull();
  });
});

const shared = [
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'PostgreSQL', url: process.env.TEST_DATABASE_URL }] : []),
  { name: 'one SQLite file', url: join(mkdtempSync(join(tmpdir(), 'pals-sessions-')), 'shared.db') },
];

describe.each(shared)('remembered sessions on two instances on $name', ({ url }) => {
  let first: TestApp;
  let second: TestApp;
  afterEach(async () => {
    await second.close();
    await first.close();
  });

  it('a logout on one instance ends the session on the other at once', async () => {
    first = await startApp(url);
    second = await startSecondApp(first);
    const onFirst = await first.participant('bluejay');
    const onSecond = copyOf(onFirst, second);
    for (let i = 0; i < 3; i++) {
      expect((await onFirst.get('/api/local/call')).status).toBe(200);
      expect((await onSecond.get('/api/local/call')).status).toBe(200);
    }
    expect((await onFirst.post('/api/logout', {})).status).toBe(200);
    // No wait: the very next request on the other instance is signed out.
    const after = await onSecond.get('/api/local/call');
    expect(after.status).toBe(401);
    expect(after.body.error.code).toBe('signed_out');
  });
});
