// The roster is written once per program, audience and import, in every encoding a
// phone takes, with an ETag, so a phone that already has it is answered 304 with no body.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { databases, setCell, startApp, startSecondApp, type TestApp } from './harness.ts';

const cookieOf = (browser: { cookies: Map<string, string> }) => [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

describe.each(databases)('the written roster on $name', ({ url }) => {
  let t: TestApp;
  afterEach(() => t.close());

  async function asks(who: 'participant' | 'staff') {
    const browser = who === 'participant' ? await t.participant('bluejay') : await t.staff('marcus.lee@example.org');
    const path = who === 'participant' ? '/api/local/call' : '/api/google/call';
    const cookie = cookieOf(browser);
    return (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: path, headers: { cookie, ...headers } });
  }

  it('reads the same in plain JSON, gzip and brotli', async () => {
    t = await startApp(url);
    const roster = await asks('participant');
    const plain = await roster();
    const gzip = await roster({ 'accept-encoding': 'gzip' });
    const brotli = await roster({ 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect([plain.headers['content-encoding'], gzip.headers['content-encoding'], brotli.headers['content-encoding']]).toEqual([
      undefined,
      'gzip',
      'br',
    ]);
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
    expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(plain.body);
    const answer = JSON.parse(plain.body);
    expect(answer.call).toHaveLength(47);
    expect(answer.call[0]).toEqual({ name: 'Dana Brooks', title: 'Director', phone: '+12025550114', team: '' });
    expect(brotli.rawPayload.length).toBeLessThan(gzip.rawPayload.length);
  });

  it("holds no room in a participant's bytes, in any encoding, even after staff of the program were sent theirs", async () => {
    t = await startApp(url);
    const staff = await asks('staff');
    expect(JSON.parse((await staff()).body).call[0].room).toBe('Lodge 10');
    const roster = await asks('participant');
    const texts = [
      (await roster()).rawPayload.toString('utf8'),
      gunzipSync((await roster({ 'accept-encoding': 'gzip' })).rawPayload).toString('utf8'),
      brotliDecompressSync((await roster({ 'accept-encoding': 'br' })).rawPayload).toString('utf8'),
    ];
    for (const text of texts) {
      expect(text).toContain('Dana Brooks');
      for (const room of ['"room"', 'Lodge 10', 'Lodge 11', 'Cabin 1', 'Maple Hall']) expect(text).not.toContain(room);
    }
  });

  it('answers 304 with no body to a phone that names the answer it has, in any encoding', async () => {
    t = await startApp(url);
    const roster = await asks('participant');
    const first = await roster({ 'accept-encoding': 'br' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/);
    expect((await roster()).headers.etag).toBe(etag);
    for (const named of [etag, etag.slice(2), `W/"older", ${etag}`, '*']) {
      const again = await roster({ 'if-none-match': named, 'accept-encoding': 'gzip' });
      expect(`${named} ${again.statusCode}`).toBe(`${named} 304`);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('no-store');
    }
    const other = await roster({ 'if-none-match': 'W/"older"' });
    expect(other.statusCode).toBe(200);
    expect(JSON.parse(other.body).call).toHaveLength(47);
  });

  it('gives staff and participants of one program different answers and tags', async () => {
    t = await startApp(url);
    const staff = await (await asks('staff'))();
    const participant = await (await asks('participant'))();
    expect(staff.headers.etag).not.toBe(participant.headers.etag);
    const named = await (await asks('participant'))({ 'if-none-match': staff.headers.etag as string });
    expect(named.statusCode).toBe(200);
  });

  it('answers 401, not 304, to a request without a session that names the tag', async () => {
    t = await startApp(url);
    const etag = (await (await asks('participant'))()).headers.etag as string;
    const stranger = await t.app.inject({ method: 'GET', url: '/api/local/call', headers: { 'if-none-match': etag } });
    expect(stranger.statusCode).toBe(401);
    expect(stranger.json().error.code).toBe('signed_out');
  });

  it('is written anew after an import: the old tag gets the new roster', async () => {
    t = await startApp(url);
    const roster = await asks('participant');
    const before = await roster();
    setCell(t.source.raw, 'roster', 'name', 'Dana Brooks', 'phone', '(202) 555-0199');
    const run = await t.sync.run();
    expect(run.outcome).toBe('imported');
    const after = await roster({ 'if-none-match': before.headers.etag as string, 'accept-encoding': 'br' });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const answer = JSON.parse(brotliDecompressSync(after.rawPayload).toString('utf8'));
    expect(answer.call[0]).toEqual({ name: 'Dana Brooks', title: 'Director', phone: '+12025550199', team: '' });
    expect(answer.lastupdate).toBe(Date.parse(run.finishedAt));
  });
});

const shared = [
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'PostgreSQL', url: process.env.TEST_DATABASE_URL }] : []),
  { name: 'one SQLite file', url: join(mkdtempSync(join(tmpdir(), 'pals-roster-')), 'shared.db') },
];

describe.each(shared)('the written roster on two instances on $name', ({ url }) => {
  let first: TestApp;
  let second: TestApp;
  afterEach(async () => {
    await second.close();
    await first.close();
  });

  it('serves an import made by the other instance within about a second', async () => {
    first = await startApp(url);
    second = await startSecondApp(first);
    const cookie = cookieOf(await second.participant('bluejay'));
    const phone = async () =>
      JSON.parse((await second.app.inject({ method: 'GET', url: '/api/local/call', headers: { cookie } })).body).call[0].phone;
    expect(await phone()).toBe('+12025550114');
    setCell(first.source.raw, 'roster', 'name', 'Dana Brooks', 'phone', '(202) 555-0199');
    expect((await first.sync.run()).outcome).toBe('imported');
    const seen: string[] = [];
    for (let waited = 0; waited <= 3000 && seen.at(-1) !== '+12025550199'; waited += 100) {
      seen.push(await phone());
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(seen.at(-1)).toBe('+12025550199');
    // Seen within a second (and a little for the polling), never later.
    expect(seen.length).toBeLessThanOrEqual(13);
  });
});
