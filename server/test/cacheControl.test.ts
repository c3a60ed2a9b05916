// Personal API answers (and every other /api/* answer, errors too) are never
// kept by a browser or a shared cache, so the next person on a borrowed phone cannot page back to them.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databases, startApp, type TestApp } from './harness.ts';

describe.each(databases)('Cache-Control on $name', ({ url }) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startApp(url);
  });
  afterEach(() => t.close());

  it('marks /api/me, the roster and admin JSON no-store', async () => {
    const staff = await t.staff('alex.rivera@example.org');
    for (const path of ['/api/me', '/api/google/call', '/api/google/admin/config']) {
      const answer = await staff.get(path);
      expect(`${path} ${answer.status}`).toBe(`${path} 200`);
      expect(answer.headers['cache-control']).toBe('no-store');
    }
  });

  it('marks a participant roster and an error answer no-store', async () => {
    const participant = await t.participant('bluejay');
    expect((await participant.get('/api/local/call')).headers['cache-control']).toBe('no-store');
    const missing = await t.browser().get('/api/no-such-call');
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
  });
});
