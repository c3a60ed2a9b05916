import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databases, startApp, type TestApp } from './harness.ts';

describe.each(databases)('request rules on $name', ({ url }) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startApp(url);
  });
  afterEach(() => t.close());

  it('refuses a state-changing call from another site', async () => {
    const answer = await t
      .browser()
      .post('/api/local/login', { username: 'participant', password: 'bluejay' }, { origin: 'https://evil.example' });
    expect(answer.status).toBe(403);
    expect(answer.body.error.message).toBe('This call must come from the PALS app itself.');
    const none = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(none.statusCode).toBe(403);
  });

  it('guards the route a request reaches, however its address is spelled, and believes X-Forwarded-Host only from a trusted proxy', async () => {
    const participant = await t.participant('bluejay');
    const encoded = await participant.post(
      '/%61pi/local/feedback',
      { message: 'Hi from elsewhere', name: '' },
      { origin: 'https://evil.example' },
    );
    expect(encoded.status).toBe(403);
    const forwarded = await participant.post(
      '/api/local/feedback',
      { message: 'Hi from elsewhere', name: '' },
      { origin: 'http://evil.example', 'x-forwarded-host': 'evil.example' },
    );
    expect(forwarded.status).toBe(403);
    expect(await t.db.selectFrom('feedback').select('message').execute()).toEqual([]);
  });

  it('needs a JSON body', async () => {
    const answer = await t.browser().post('/api/local/login', 'password=bluejay', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(answer.status).toBe(415);
    expect(answer.body.error.code).toBe('json_required');
  });

  it('answers bad JSON with a 400, not a 500', async () => {
    const answer = await t.browser().post('/api/local/login', '{"password": ');
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('bad_request');
  });

  it('answers an unknown call with a 404 in the error shape', async () => {
    const answer = await t.browser().get('/api/nothing-here');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({
      error: { code: 'not_found', message: 'There is no GET /api/nothing-here.', requestId: expect.any(String) },
    });
  });

  it("sends a page the app's security headers, and an API answer the short set for JSON (OWASP REST)", async () => {
    const page = await t.browser().get('/call');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://accounts.google.com/gsi/client;");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    // No inline styles either: only this site's CSS files and Google's sign-in sheet.
    expect(csp).toContain("style-src 'self' https://accounts.google.com/gsi/style;");
    expect(csp).not.toContain("'unsafe-inline'");
    expect(page.headers['strict-transport-security']).toBeUndefined();

    for (const path of ['/api/config', '/api/roster', '/api/nothing-here']) {
      const answer = await t.browser().get(path);
      const security = Object.fromEntries(
        Object.entries(answer.headers).filter(
          ([name]) =>
            !['content-type', 'content-length', 'date', 'connection', 'keep-alive', 'x-request-id', 'vary', 'etag'].includes(name),
        ),
      );
      expect({ path, security }).toEqual({
        path,
        security: {
          'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
          'x-content-type-options': 'nosniff',
          'x-frame-options': 'DENY',
          'referrer-policy': 'strict-origin-when-cross-origin',
          'cross-origin-resource-policy': 'same-origin',
          'cache-control': 'no-store',
        },
      });
    }
  });

  it('behind TLS adds HSTS and makes both cookies Secure; the session cookie is HttpOnly, both SameSite=Lax', async () => {
    await t.close();
    t = await startApp(url, { trustProxy: ['127.0.0.1'] });
    const login = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/demo/login',
        headers: { 'content-type': 'application/json', origin: 'http://localhost:80', ...headers },
        payload: JSON.stringify({ email: 'priya.shah@example.org' }),
      });
    const tls = await login({ 'x-forwarded-proto': 'https', origin: 'https://localhost:80' });
    expect(tls.statusCode).toBe(200);
    expect(tls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const cookies = ([] as string[]).concat(tls.headers['set-cookie'] ?? []);
    expect(cookies.map((cookie) => cookie.split('=')[0])).toEqual(['pals_session', 'pals_user']);
    expect(cookies[0]).toMatch(/; HttpOnly/);
    expect(cookies[1]).not.toMatch(/HttpOnly/);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/; Secure/);
      expect(cookie).toMatch(/; SameSite=Lax/);
    }
    const plain = await login({});
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    for (const cookie of ([] as string[]).concat(plain.headers['set-cookie'] ?? [])) expect(cookie).not.toMatch(/Secure/);
  });
});
