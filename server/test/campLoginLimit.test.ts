// The camp-password limit counts wrong guesses, not sign-ins, so a camp
// sharing one Wi-Fi address can all sign in; and it counts them per real address, which a made-up
// X-Forwarded-For cannot change.
import { sign } from '@fastify/cookie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databases, startApp, startSecondApp, type Browser, type TestApp } from './harness.ts';

describe.each(databases)('camp-password limit on $name', ({ name, url }) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startApp(url);
  });
  afterEach(() => t.close());

  it('lets 15 correct sign-ins from one address all through', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++)
      statuses.push((await t.browser().post('/api/local/login', { username: 'participant', password: 'bluejay' })).status);
    expect(statuses).toEqual(Array(15).fill(200));
  });

  const guess = (forwardedFor: string) =>
    t.browser().post('/api/local/login', { username: 'participant', password: 'wrong-word' }, { 'x-forwarded-for': forwardedFor });

  it('ignores X-Forwarded-For without TRUST_PROXY: a new made-up address per guess still meets 429 after 10', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await guess(`198.51.100.${i + 1}`)).status);
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
  });

  it('behind one trusted proxy, counts the address the proxy saw, whatever the client put before it', async () => {
    await t.close();
    t = await startApp(url, { trustProxy: ['127.0.0.1'] });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await guess(`198.51.100.${i + 1}, 203.0.113.7`)).status);
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
    expect((await guess('203.0.113.8')).status).toBe(401);
  });

  it('counts an IPv6 address by its /64, as phones rotate within it; a right password still forgives its try', async () => {
    await t.close();
    t = await startApp(url, { trustProxy: ['127.0.0.1'] });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await guess(`2001:db8:0:7::${(i + 1).toString(16)}`)).status);
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
    expect((await guess('2001:db8:0:8::1')).status).toBe(401);
    const signIns: number[] = [];
    for (let i = 0; i < 15; i++)
      signIns.push(
        (
          await t
            .browser()
            .post('/api/local/login', { username: 'participant', password: 'bluejay' }, { 'x-forwarded-for': `2001:db8:0:9::${i + 1}` })
        ).status,
      );
    expect(signIns).toEqual(Array(15).fill(200));
  });

  it('after 50 wrong camp passwords from anywhere in 10 minutes, refuses every try, right ones too, with the reason and when to try again', async () => {
    await t.close();
    t = await startApp(url, { trustProxy: ['127.0.0.1'] });
    const statuses = new Set<number>();
    for (let i = 0; i < 50; i++) statuses.add((await guess(`198.51.${Math.floor(i / 200)}.${(i % 200) + 1}`)).status);
    expect([...statuses]).toEqual([401]);
    const right = await t
      .browser()
      .post('/api/local/login', { username: 'participant', password: 'bluejay' }, { 'x-forwarded-for': '203.0.113.99' });
    expect(right.status).toBe(429);
    expect(right.body).toEqual({
      error: {
        code: 'too_many_requests',
        message: 'Too many wrong camp passwords were tried. Please wait a few minutes and try again.',
        requestId: expect.any(String),
      },
    });
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(500);
    expect(Number(right.headers['retry-after'])).toBeLessThanOrEqual(600);
  });

  // OWASP's device cookies (docs/security.md "Limits"): the limits above no longer lock out a phone
  // that signed in to the program before.
  const signIn = (browser: Browser, password: string, forwardedFor: string) =>
    browser.post('/api/local/login', { username: 'participant', password }, { 'x-forwarded-for': forwardedFor });

  /** A phone that signed in to Blue Ridge once and logged out: it keeps its device cookie. */
  async function knownPhone(forwardedFor = '203.0.113.50') {
    const phone = t.browser();
    expect((await signIn(phone, 'bluejay', forwardedFor)).status).toBe(200);
    expect((await phone.post('/api/logout', {})).status).toBe(200);
    expect(phone.cookies.has('pals_session')).toBe(false);
    expect(phone.cookies.has('pals_device')).toBe(true);
    return phone;
  }

  it('after 60 wrong guesses from 60 forwarded addresses, a phone that signed in before signs in again with the right password; an unknown one waits', async () => {
    await t.close();
    t = await startApp(url, { trustProxy: ['127.0.0.1'] });
    const phone = await knownPhone();
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) statuses.push((await guess(`198.51.100.${i + 1}`)).status);
    expect(statuses).toEqual([...Array(50).fill(401), ...Array(10).fill(429)]);
    expect((await signIn(t.browser(), 'bluejay', '203.0.113.51')).status).toBe(429);
    const again = await signIn(phone, 'bluejay', '203.0.113.50');
    expect(again.status).toBe(200);
    expect(again.body.localUser.program).toBe('Blue Ridge');
    expect((await phone.get('/api/local/call')).status).toBe(200);
    // While sign-in is closed to unknown phones, a known one opens only the programs it signed in to:
    // another program's password is a wrong one, so a guesser learns nothing from it.
    const other = await signIn(phone, 'lighthouse', '203.0.113.50');
    expect(other.status).toBe(401);
    expect(other.body.error.code).toBe('wrong_password');
  });

  it('a known phone is not held by its address: a guesser on the same camp Wi-Fi does not lock it out', async () => {
    const phone = await knownPhone();
    const guesses: number[] = [];
    for (let i = 0; i < 11; i++) guesses.push((await guess('203.0.113.99')).status);
    expect(guesses).toEqual([...Array(10).fill(401), 429]);
    expect((await signIn(t.browser(), 'bluejay', '203.0.113.99')).status).toBe(429);
    expect((await signIn(phone, 'bluejay', '203.0.113.99')).status).toBe(200);
  });

  it('a known phone has a small limit of its own: after 10 wrong tries it is an unknown phone again, and a right one gives it a new count', async () => {
    await t.close();
    t = await startApp(url, { trustProxy: ['127.0.0.1'] });
    const phone = await knownPhone();
    const wrong = () => signIn(phone, 'wrong-word', '203.0.113.50').then((answer) => answer.status);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push(await wrong());
    expect(statuses).toEqual(Array(10).fill(401));
    // Unknown again: counted by its address now (10 a minute), which these 10 did not touch.
    for (let i = 0; i < 10; i++) expect(await wrong()).toBe(401);
    expect(await wrong()).toBe(429);
    // From another address, the right password still opens (the address limit counts only wrong
    // guesses and this address has none), and the phone's new cookie starts a new count.
    const right = await signIn(phone, 'bluejay', '203.0.113.60');
    expect(right.status).toBe(200);
    // Known again: a guesser has used up the address it tries from, and still its tries are its own.
    for (let i = 0; i < 11; i++) await guess('203.0.113.61');
    expect((await guess('203.0.113.61')).status).toBe(429);
    for (let i = 0; i < 10; i++) expect((await signIn(phone, 'wrong-word', '203.0.113.61')).status).toBe(401);
    expect((await signIn(phone, 'wrong-word', '203.0.113.61')).status).toBe(429);
  });

  it('sends the device cookie signed, HttpOnly, SameSite=Strict, for the sign-in call only, for a year; Secure behind https', async () => {
    await t.close();
    t = await startApp(url, { trustProxy: ['127.0.0.1'] });
    const login = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/local/login',
        headers: { 'content-type': 'application/json', ...headers },
        payload: JSON.stringify({ username: 'participant', password: 'bluejay' }),
      });
    const plain = await login({ origin: 'http://localhost:80' });
    const device = (plain.cookies as { name: string }[]).find((cookie) => cookie.name === 'pals_device');
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/local/login', maxAge: 365 * 86_400 });
    expect(device).not.toHaveProperty('secure');
    const tls = await login({ origin: 'https://localhost:80', 'x-forwarded-proto': 'https' });
    expect((tls.cookies as { name: string; secure?: boolean }[]).find((cookie) => cookie.name === 'pals_device')?.secure).toBe(true);
    // No other call gets it, nor does a wrong password.
    expect(String((await guess('198.51.100.1')).headers['set-cookie'] ?? '')).not.toContain('pals_device');
  });

  it('a forged, tampered, expired or other server’s device cookie counts for nothing', async () => {
    await t.close();
    t = await startApp(url, { trustProxy: ['127.0.0.1'] });
    const phone = await knownPhone();
    const real = phone.cookies.get('pals_device')!;
    const [payload] = real.split('.');
    const claims = (changes: object) =>
      Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), ...changes })).toString('base64url');
    const forged = [
      claims({ p: ['Blue Ridge'] }), // unsigned
      `${claims({ p: ['Lakeshore'] })}.${real.split('.')[1]}`, // another payload under this signature
      `${real.slice(0, -2)}xx`, // a tampered signature
      t.app.signCookie(claims({ t: Math.floor(Date.now() / 1000) - 366 * 86_400 })), // older than a year
      sign(real.split('.')[0]!, 'the key of another server'),
      t.app.signCookie('not json'),
      t.app.signCookie(Buffer.from(JSON.stringify({ n: 'short', p: ['Blue Ridge'], t: 1 })).toString('base64url')),
    ];
    for (let i = 0; i < 50; i++) await guess(`198.51.100.${i + 1}`);
    for (const cookie of forged) {
      const browser = t.browser();
      browser.cookies.set('pals_device', cookie);
      expect((await signIn(browser, 'bluejay', '203.0.113.77')).status, cookie).toBe(429);
    }
    // The real one, signed by this server's key, still opens.
    expect((await signIn(phone, 'bluejay', '203.0.113.50')).status).toBe(200);
  });

  // Several instances share one database on PostgreSQL only (SQLite is one server's file), so on
  // SQLite this test is not there at all rather than skipped.
  if (name === 'PostgreSQL')
    it('every instance on the database knows the same phones', async () => {
      await t.close();
      t = await startApp(url, { trustProxy: ['127.0.0.1'] });
      const phone = await knownPhone();
      const second = await startSecondApp(t);
      try {
        for (let i = 0; i < 50; i++) await guess(`198.51.100.${i + 1}`);
        const there = second.browser();
        for (const [cookie, value] of phone.cookies) there.cookies.set(cookie, value);
        expect((await there.post('/api/local/login', { username: 'participant', password: 'bluejay' })).status).toBe(200);
        expect((await second.browser().post('/api/local/login', { username: 'participant', password: 'bluejay' })).status).toBe(429);
      } finally {
        await second.close();
      }
    });
});
