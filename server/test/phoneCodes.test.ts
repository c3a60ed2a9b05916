// "Let a phone in" (docs/decisions/070-a-staff-code-lets-a-phone-in.md): after guessers from rotating addresses
// close camp-password sign-in to new phones, a staff member's code still signs a new phone in to their
// program; a code works once and for 3 minutes, each refusal in plain words; a participant, an
// Administrator and staff without a program cannot make one; a wrong code never closes anything.
import { phoneCodeLimits } from '@pals/core/signIn/phoneCodes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { databases, startApp, type TestApp } from './harness.ts';

describe.each(databases)('codes that let a phone in, on $name', ({ url }) => {
  let t: TestApp;
  afterEach(async () => {
    vi.useRealTimers();
    await t.close();
  });
  const guessFrom = (address: string) =>
    t.browser().post('/api/local/login', { username: 'participant', password: `guess-${address}` }, { 'x-forwarded-for': address });
  const codeLogin = (code: string, address = '203.0.113.50') =>
    t.browser().post('/api/local/codelogin', { code }, { 'x-forwarded-for': address });

  it('during a lockout from 60 rotating addresses, a new phone gets in with a Lead’s code; the code works once', async () => {
    t = await startApp(url, { trustProxy: ['127.0.0.1'] });
    const statuses: number[] = [];
    for (let i = 1; i <= 60; i++) statuses.push((await guessFrom(`198.51.100.${i}`)).status);
    expect(statuses).toEqual([...Array(50).fill(401), ...Array(10).fill(429)]);
    const newPhone = t.browser();
    expect(
      (await newPhone.post('/api/local/login', { username: 'participant', password: 'bluejay' }, { 'x-forwarded-for': '203.0.113.9' }))
        .status,
    ).toBe(429);

    const marcus = await t.staff('marcus.lee@example.org');
    const made = await marcus.post('/api/google/phonecode', {});
    expect(made.status).toBe(200);
    expect(made.body).toEqual({
      code: expect.stringMatching(/^[2-9A-HJKMNP-TV-Z]{10}$/),
      program: 'Blue Ridge',
      expiresAt: expect.any(String),
    });
    expect(Date.parse(made.body.expiresAt) - Date.now()).toBeGreaterThan(phoneCodeLimits.validMs - 5_000);

    // Typed as read out: in two groups, in small letters.
    const typed = `${made.body.code.slice(0, 5).toLowerCase()} ${made.body.code.slice(5)}`;
    const signedIn = await newPhone.post('/api/local/codelogin', { code: typed }, { 'x-forwarded-for': '203.0.113.9' });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.localUser).toMatchObject({ program: 'Blue Ridge' });
    expect(signedIn.cookies.pals_device).toBeTruthy();
    expect((await newPhone.get('/api/local/call')).status).toBe(200);

    const again = await codeLogin(made.body.code);
    expect(again.status).toBe(401);
    expect(again.body.error.message).toBe('This code was already used on another phone. Ask for a new one.');
  });

  it('refuses a code past its 3 minutes, one that was never made, and what is not a code, saying so', async () => {
    t = await startApp(url);
    const hannah = await t.staff('hannah.cho@example.org');
    vi.useFakeTimers({ toFake: ['Date'] });
    const made = (await hannah.post('/api/google/phonecode', {})).body;
    vi.setSystemTime(Date.now() + phoneCodeLimits.validMs + 1000);
    const stale = await codeLogin(made.code);
    expect(stale.status).toBe(401);
    expect(stale.body.error.message).toBe('This code is too old: a code works for 3 minutes. Ask for a new one.');
    vi.useRealTimers();
    const unknown = await codeLogin('ABCDE 23456');
    expect(unknown.body.error.message).toBe('This code does not work. Check each letter, or ask for a new one.');
    const notACode = await codeLogin('bluejay');
    expect(notACode.status).toBe(401);
    expect(notACode.body.error.message).toBe('That is not a code from staff. A code has 10 letters and numbers, like KTXM4 PRWHC.');
  });

  it('two phones typing one code at once: exactly one gets in', async () => {
    t = await startApp(url);
    const priya = await t.staff('priya.shah@example.org');
    const { code } = (await priya.post('/api/google/phonecode', {})).body;
    const answers = await Promise.all([codeLogin(code, '203.0.113.1'), codeLogin(code, '203.0.113.2'), codeLogin(code, '203.0.113.3')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401, 401]);
  });

  it('wrong codes from rotating addresses close nothing: the camp password and new codes still sign in', async () => {
    t = await startApp(url, { trustProxy: ['127.0.0.1'] });
    const wrong: number[] = [];
    for (let i = 1; i <= 60; i++) wrong.push((await codeLogin(`ABCDE2345${'6789ABCDEF'[i % 10]}`, `198.51.100.${i}`)).status);
    expect(wrong).toEqual(Array(60).fill(401));
    expect((await t.browser().post('/api/local/login', { username: 'participant', password: 'bluejay' })).status).toBe(200);
    const dana = await t.staff('dana.brooks@example.org');
    const { code } = (await dana.post('/api/google/phonecode', {})).body;
    expect((await codeLogin(code)).status).toBe(200);
  });

  it('a participant, an Administrator and a Lead without a program cannot make a code', async () => {
    t = await startApp(url);
    const participant = await t.participant('bluejay');
    expect((await participant.post('/api/google/phonecode', {})).status).toBe(403);
    expect((await (await t.staff('alex.rivera@example.org')).post('/api/google/phonecode', {})).status).toBe(403);
    expect((await (await t.staff('sam.okafor@example.org')).post('/api/google/phonecode', {})).status).toBe(403);
    expect((await t.browser().post('/api/google/phonecode', {})).status).toBe(401);
    expect(await t.db.selectFrom('phone_codes').selectAll().execute()).toEqual([]);
  });
});
