// What a proxy or systemd sees of the server's health, and the request id a person can quote.
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { databases, startApp, type TestApp } from './harness.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe.each(databases)('health checks and request ids on $name', ({ url }) => {
  let t: TestApp | null = null;
  afterEach(async () => {
    await t?.close();
    t = null;
  });

  it('answers /healthz and /readyz without a session, with nothing personal in them', async () => {
    t = await startApp(url);
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ ok: true });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ ok: true });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('is not ready, with the reason, before any workbook is imported', async () => {
    t = await startApp(url);
    await sql`delete from sync_runs`.execute(t.db);
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ ok: false, reason: 'no workbook imported yet' });
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('gives every answer an X-Request-Id, and puts the same id in an error answer', async () => {
    t = await startApp(url);
    const ok = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(ok.headers['x-request-id']).toMatch(uuid);
    const missing = await t.app.inject({ method: 'GET', url: '/api/nowhere' });
    expect(missing.statusCode).toBe(404);
    const id = missing.headers['x-request-id'];
    expect(missing.json()).toEqual({ error: { code: 'not_found', message: 'There is no GET /api/nowhere.', requestId: id } });
    const signedOut = await t.app.inject({ method: 'GET', url: '/api/me', headers: { 'x-request-id': 'chosen-by-client' } });
    expect(signedOut.json().error.requestId).toBe(signedOut.headers['x-request-id']);
    expect(signedOut.headers['x-request-id']).not.toBe('chosen-by-client');
  });
});
