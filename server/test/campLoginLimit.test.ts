// Issue 14 items 1–2: the camp-password limit counts wrong guesses, not sign-ins, so a camp
// sharing one Wi-Fi address can all sign in; and it counts them per real address, which a made-up
// X-Forwarded-For cannot change.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databases, startApp, type TestApp } from './harness.ts';

describe.each(databases)('camp-password limit on $name', ({ url }) => {
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
});
