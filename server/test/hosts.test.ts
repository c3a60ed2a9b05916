// The host rule (docs/security.md "Hosts"): a page on an attacker's site whose name resolves to the
// laptop running `npm start` (DNS rebinding) sends its own name as Host and as Origin. The server
// answers only the hosts it serves, so that page gets no demo sign-in and no data.
import { afterEach, describe, expect, it } from 'vitest';
import { databases, startApp, type TestApp } from './harness.ts';

const rebound = 'rebind.attacker.example:3941';

describe.each(databases)('the hosts the server answers for, on $name', ({ url }) => {
  let t: TestApp;
  afterEach(() => t.close());

  const inject = (method: 'GET' | 'POST', path: string, headers: Record<string, string>, body?: unknown) =>
    t.app.inject({ method, url: path, headers, ...(body === undefined ? {} : { payload: JSON.stringify(body) }) });

  it('gives a foreign Host with its own matching Origin no demo sign-in, no admin config and no roster: 421 before any route', async () => {
    t = await startApp(url);
    const headers = { host: rebound, origin: `http://${rebound}`, 'content-type': 'application/json' };
    const login = await inject('POST', '/api/demo/login', headers, { email: 'alex.rivera@example.org' });
    expect(login.statusCode).toBe(421);
    expect(login.json()).toEqual({
      error: {
        code: 'wrong_host',
        message: 'This server does not answer for that address. Open the app at its own address.',
        requestId: expect.any(String),
      },
    });
    expect(login.cookies).toEqual([]);
    expect(login.headers['cache-control']).toBe('no-store');
    const sessions = await t.db
      .selectFrom('sessions')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(sessions.n)).toBe(0);
    // Even with a session cookie of this server, nothing is read through the foreign name.
    const admin = await t.staff('alex.rivera@example.org');
    const cookie = [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    for (const path of ['/api/google/admin/config', '/api/google/call', '/api/demo/accounts', '/api/config', '/', '/assets/x.js'])
      expect((await inject('GET', path, { host: rebound, cookie })).statusCode, path).toBe(421);
    expect((await inject('POST', '/api/local/login', headers, { username: 'participant', password: 'bluejay' })).statusCode).toBe(421);
    // Through its own name the same session works.
    expect((await inject('GET', '/api/google/admin/config', { host: 'localhost:3000', cookie })).statusCode).toBe(200);
  });

  it('answers the loopback names in any case and on any port, and the health checks whatever the Host', async () => {
    t = await startApp(url);
    for (const host of ['localhost', 'localhost:3000', 'LOCALHOST:80', '127.0.0.1:3941', '[::1]:3000', '[::1]'])
      expect((await inject('GET', '/api/config', { host })).statusCode, host).toBe(200);
    for (const host of ['localhost.', '127.0.0.2', 'localhost.attacker.example', '[::2]', 'example.org', '127.0.0.1.nip.io:3000'])
      expect((await inject('GET', '/api/config', { host })).statusCode, host).toBe(421);
    for (const path of ['/healthz', '/readyz']) {
      const answer = await inject('GET', path, { host: '10.0.0.7:3000' });
      expect(answer.statusCode, path).toBe(200);
      expect(answer.json()).toEqual({ ok: true });
    }
  });

  it('answers PUBLIC_URL and ALLOWED_HOSTS names; behind a trusted proxy, the host the proxy was asked for', async () => {
    t = await startApp(url, { hosts: ['camp.example.org', 'pals.example.org'], trustProxy: ['127.0.0.1'] });
    expect((await inject('GET', '/api/config', { host: 'camp.example.org' })).statusCode).toBe(200);
    expect((await inject('GET', '/api/config', { host: 'Pals.Example.org:443' })).statusCode).toBe(200);
    expect((await inject('GET', '/api/config', { host: 'localhost' })).statusCode).toBe(421);
    const proxied = (host: string, forwardedHost: string) =>
      t.app.inject({ method: 'GET', url: '/api/config', remoteAddress: '127.0.0.1', headers: { host, 'x-forwarded-host': forwardedHost } });
    expect((await proxied('127.0.0.1:3000', 'camp.example.org')).statusCode).toBe(200);
    expect((await proxied('camp.example.org', 'rebind.attacker.example')).statusCode).toBe(421);
    // From a peer that is not the proxy, X-Forwarded-Host is not believed either way.
    const direct = (forwardedHost: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/config',
        remoteAddress: '203.0.113.5',
        headers: { host: rebound, 'x-forwarded-host': forwardedHost },
      });
    expect((await direct('camp.example.org')).statusCode).toBe(421);
  });
});
