import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databases, startApp, type TestApp } from './harness.ts';

describe.each(databases)('camp password sign-in on $name', ({ url }) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startApp(url);
  });
  afterEach(() => t.close());

  it('signs a participant into the program whose password matches', async () => {
    const browser = t.browser();
    const answer = await browser.post('/api/local/login', { username: 'participant', password: 'lighthouse' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      localUser: {
        fullname: 'Lakeshore Participant',
        localrole: 'participant',
        program: 'Lakeshore',
        // Lakeshore has no links of its own: the settings tab's apply.
        programschedulelink: 'https://example.org/schedule',
        photouploadlink: 'https://example.org/photos/upload',
      },
    });
    const me = await browser.get('/api/me');
    expect(me.status).toBe(200);
    expect(me.body.user.localUser.program).toBe('Lakeshore');
  });

  it('sets an HttpOnly session cookie and a readable user cookie', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/local/login',
      headers: { origin: 'http://localhost:80', 'content-type': 'application/json' },
      payload: { username: 'participant', password: 'bluejay' },
    });
    const setCookie = ([] as string[]).concat(answer.headers['set-cookie'] as string[]);
    const session = setCookie.find((c) => c.startsWith('pals_session='))!;
    const user = setCookie.find((c) => c.startsWith('pals_user='))!;
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    expect(user).not.toMatch(/HttpOnly/);
    expect(decodeURIComponent(user.split(';')[0]!.slice('pals_user='.length))).toContain('"program":"Blue Ridge"');
  });

  it('refuses a wrong password with the SPEC message and no session', async () => {
    const browser = t.browser();
    const answer = await browser.post('/api/local/login', { username: 'participant', password: 'BLUEJAY' });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({
      error: { code: 'wrong_password', message: 'Unrecognized password. Please try again.', requestId: expect.any(String) },
    });
    expect(browser.cookies.size).toBe(0);
    expect((await browser.get('/api/me')).status).toBe(401);
  });

  it('names the field when the password is missing or too long', async () => {
    const browser = t.browser();
    const empty = await browser.post('/api/local/login', { username: 'participant', password: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.error.code).toBe('bad_input');
    expect(empty.body.error.fields).toEqual({ password: 'Enter your camp password' });
    const long = await browser.post('/api/local/login', { username: 'participant', password: 'x'.repeat(201) });
    expect(long.status).toBe(400);
    expect(Object.keys(long.body.error.fields)).toEqual(['password']);
  });

  it('allows 10 attempts a minute from one address, then answers 429', async () => {
    const browser = t.browser();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await browser.post('/api/local/login', { username: 'participant', password: `guess${i}` })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 401, 401, 401, 401, 429]);
    const blocked = await browser.post('/api/local/login', { username: 'participant', password: 'bluejay' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toEqual({
      code: 'too_many_requests',
      message: 'Too many tries. Please wait a minute and try again.',
      requestId: expect.any(String),
    });
  });
});
