import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { googleSignIn } from '../src/auth/google.ts';
import { clientId, clientSecret, signIdToken, startFakeGoogle, type FakeGoogle, type IdTokenClaims } from './fakeGoogle.ts';
import { databases, startApp, type TestApp } from './harness.ts';

let google: FakeGoogle;
beforeAll(async () => {
  google = await startFakeGoogle();
});
afterAll(() => google.close());

describe.each(databases)('Google sign-in on $name', ({ url }) => {
  let t: TestApp;
  afterEach(() => t.close());

  async function start(tokenUrl = google.tokenUrl) {
    const signIn = googleSignIn({
      clientId,
      clientSecret,
      tokenUrl,
      certsUrl: google.certsUrl,
      issuers: ['accounts.google.com', 'https://accounts.google.com'],
    });
    t = await startApp(url, { demo: false, google: { clientId, signIn } });
  }

  const login = (code: string, headers: Record<string, string> = { 'x-requested-with': 'XMLHttpRequest' }) =>
    t.browser().post('/api/google/authcode', { code }, headers);
  const codeFor = (claims: IdTokenClaims, key = google.signingKey) => google.code(signIdToken(claims, key, google.kid));

  it('exchanges the code with redirect_uri postmessage and signs in the staff member', async () => {
    await start();
    const answer = await login(codeFor({ email: 'Dana.Brooks@example.org' }));
    expect(answer.status).toBe(200);
    expect(answer.body.googleUser).toMatchObject({
      fullname: 'Dana Brooks',
      email: 'dana.brooks@example.org',
      staffrole: 'Director',
      program: 'Blue Ridge',
    });
    expect(answer.cookies.pals_session).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(google.requests.at(-2)?.form).toMatchObject({
      redirect_uri: 'postmessage',
      grant_type: 'authorization_code',
      client_id: clientId,
    });
  });

  it('ends on the server the session of whoever was signed in on that browser before', async () => {
    await start();
    const browser = t.browser();
    expect((await browser.post('/api/local/login', { username: 'participant', password: 'bluejay' })).status).toBe(200);
    const earlier = browser.cookies.get('pals_session')!;
    const answer = await browser.post(
      '/api/google/authcode',
      { code: codeFor({ email: 'dana.brooks@example.org' }) },
      {
        'x-requested-with': 'XMLHttpRequest',
      },
    );
    expect(answer.status).toBe(200);
    const replay = t.browser();
    replay.cookies.set('pals_session', earlier);
    expect((await replay.get('/api/me')).status).toBe(401);
    expect((await browser.get('/api/me')).body.user.googleUser.email).toBe('dana.brooks@example.org');
  });

  it('answers 403 with the SPEC message for a Google account with no staff row', async () => {
    await start();
    const answer = await login(codeFor({ email: 'stranger@example.org' }));
    expect(answer.status).toBe(403);
    expect(answer.body.error.message).toBe('Sorry! Your google account is not setup with PALS.');
    expect(answer.cookies.pals_session).toBeUndefined();
  });

  it.each([
    ['a token signed with a key Google never published', { email: 'dana.brooks@example.org' }, 'stranger'],
    [
      'a token for another app (wrong audience)',
      { email: 'dana.brooks@example.org', aud: 'someone-else.apps.googleusercontent.com' },
      'google',
    ],
    ['an expired token', { email: 'dana.brooks@example.org', iat: 1_600_000_000, exp: 1_600_003_600 }, 'google'],
    ['a token from another issuer', { email: 'dana.brooks@example.org', iss: 'https://evil.example' }, 'google'],
  ] as const)('rejects %s', async (_, claims, key) => {
    await start();
    const answer = await login(codeFor(claims, key === 'stranger' ? google.strangerKey : google.signingKey));
    expect(answer.status).toBe(401);
    expect(answer.body.error).toEqual({
      code: 'google_rejected',
      message: 'Google login failed (invalid_id_token).',
      requestId: expect.any(String),
    });
    expect(answer.cookies.pals_session).toBeUndefined();
  });

  it('rejects an unverified email', async () => {
    await start();
    const answer = await login(codeFor({ email: 'dana.brooks@example.org', email_verified: false }));
    expect(answer.status).toBe(401);
    expect(answer.body.error.message).toBe('Google login failed (email_not_verified).');
  });

  it('rejects a code Google does not know', async () => {
    await start();
    const answer = await login('4/made-up');
    expect(answer.status).toBe(401);
    expect(answer.body.error.message).toBe('Google login failed (invalid_grant).');
  });

  it('needs the X-Requested-With header', async () => {
    await start();
    const answer = await login(codeFor({ email: 'dana.brooks@example.org' }), {});
    expect(answer.status).toBe(403);
    expect(answer.body.error.message).toBe('This call needs the X-Requested-With header.');
  });

  it('answers 503 with a clear message when Google cannot be reached', async () => {
    await start('http://127.0.0.1:9/token');
    const answer = await login('4/any');
    expect(answer.status).toBe(503);
    expect(answer.body.error).toEqual({
      code: 'unavailable',
      message: 'Google could not be reached. Please try again in a minute.',
      requestId: expect.any(String),
    });
  });

  it('is not there when Google sign-in is not set up', async () => {
    t = await startApp(url, { demo: true, google: null });
    const answer = await login('4/any');
    expect(answer.status).toBe(404);
  });
});
