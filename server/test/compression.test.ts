// What a phone on camp Wi-Fi is sent: big answers and the web app's files compressed when the
// browser takes it, the web app's hashed files cached for good, index.html asked for each time.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { databases, startApp, type TestApp } from './harness.ts';

const browserEncodings = 'gzip, deflate, br, zstd';
let dist: string;
const script = `console.log(${JSON.stringify('camp '.repeat(400))});\n`;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'pals-dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(
    join(dist, 'index.html'),
    '<!doctype html><title>PALS</title><script type="module" src="/assets/index-Ab12Cd34.js"></script>',
  );
  await writeFile(join(dist, 'assets/index-Ab12Cd34.js'), script);
  await writeFile(join(dist, 'assets/index-Ab12Cd34.js.gz'), gzipSync(script));
  await writeFile(join(dist, 'assets/index-Ab12Cd34.js.br'), brotliCompressSync(script));
});
afterAll(() => rm(dist, { recursive: true, force: true }));

describe.each(databases)('compression and caching on $name', ({ url }) => {
  let t: TestApp;
  afterEach(() => t.close());

  const roster = async (headers: Record<string, string>) => {
    const cookie = [...(await t.staff('marcus.lee@example.org')).cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    return t.app.inject({ method: 'GET', url: '/api/google/call', headers: { cookie, ...headers } });
  };

  it('sends the roster brotli-compressed to a browser that takes it, and it reads the same', async () => {
    t = await startApp(url);
    const plain = await roster({});
    const brotli = await roster({ 'accept-encoding': browserEncodings });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString('utf8'))).toEqual(JSON.parse(plain.body));
  });

  it('gzips the roster for a client that takes only gzip, and it reads the same', async () => {
    t = await startApp(url);
    const plain = await roster({});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    const zipped = await roster({ 'accept-encoding': 'gzip, deflate' });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    const read = JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'));
    expect(read).toEqual(JSON.parse(plain.body));
    expect(read.call[0]).toEqual({ name: 'Dana Brooks', title: 'Director', room: 'Lodge 10', phone: '+12025550114', team: '' });
  });

  it('sends plain JSON when gzip is refused (q=0) and for small answers', async () => {
    t = await startApp(url);
    expect((await roster({ 'accept-encoding': 'gzip;q=0, identity' })).headers['content-encoding']).toBeUndefined();
    const small = await t.app.inject({ method: 'GET', url: '/api/config', headers: { 'accept-encoding': browserEncodings } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body).demo).toBe(true);
  });

  it("serves the web app's files compressed and cached for good, and index.html fresh each time", async () => {
    t = await startApp(url, { webDist: dist });
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js', headers: { 'accept-encoding': browserEncodings } });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.vary).toBe('accept-encoding');
    expect(asset.rawPayload).toEqual(brotliCompressSync(script));
    const old = await t.app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js' });
    expect(old.headers['content-encoding']).toBeUndefined();
    expect(old.headers.vary).toBe('accept-encoding');
    expect(old.body).toBe(script);
    const screen = await t.app.inject({ method: 'GET', url: '/call', headers: { 'accept-encoding': browserEncodings } });
    expect(screen.statusCode).toBe(200);
    expect(screen.headers['cache-control']).toBe('no-cache');
    expect(screen.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    // The page is compressed once, at start (http/screenPages.ts), whether or not the build wrote a copy.
    expect(screen.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(screen.rawPayload).toString('utf8')).toContain('<title>PALS</title>');
  });

  it("answers a file that is not there (an old build's script after a redeploy) with 404, never the page", async () => {
    t = await startApp(url, { webDist: dist });
    const gone = await t.app.inject({ method: 'GET', url: '/assets/index-Old99999.js' });
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(gone.json()).toEqual({
      error: { code: 'not_found', message: 'There is no GET /assets/index-Old99999.js.', requestId: expect.any(String) },
    });
    expect((await t.app.inject({ method: 'GET', url: '/favicon-old.ico' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/report/3/provisions' })).body).toContain('<title>PALS</title>');
    expect((await t.app.inject({ method: 'GET', url: '/tasks/task/01-february-training-kickoff.v2' })).body).toContain(
      '<title>PALS</title>',
    );
  });
});
