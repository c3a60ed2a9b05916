// The files that install the app and keep it on the phone. The service worker, the
// Workbox file it loads and the manifest are asked for again on every visit (no-cache), never kept a
// year like the hashed files under assets/, so a new version reaches the phone; the page's CSP lets
// only the app's own worker run.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { databases, startApp, type TestApp } from './harness.ts';

let dist: string;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'pals-dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(
    join(dist, 'index.html'),
    '<!doctype html><title>PALS</title><script type="module" src="/assets/index-Ab12Cd34.js"></script>',
  );
  await writeFile(join(dist, 'assets/index-Ab12Cd34.js'), 'console.log("camp");\n');
  await writeFile(
    join(dist, 'sw.js'),
    'define(["./workbox-9c191d2f"],function(s){s.precacheAndRoute([{url:"index.html",revision:"1"}])});\n',
  );
  await writeFile(join(dist, 'workbox-9c191d2f.js'), 'define(["exports"],function(s){});\n');
  await writeFile(
    join(dist, 'manifest.webmanifest'),
    '{"name":"PALS camp app","short_name":"PALS","start_url":"/","display":"standalone"}\n',
  );
});
afterAll(() => rm(dist, { recursive: true, force: true }));

describe.each(databases)('the service worker files on $name', ({ url }) => {
  let t: TestApp;
  afterEach(() => t.close());
  const get = (path: string) => t.app.inject({ method: 'GET', url: path, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });

  it('serves sw.js, the Workbox file and the manifest revalidated each time (no-cache), never immutable', async () => {
    t = await startApp(url, { webDist: dist });
    const worker = await get('/sw.js');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.body).toContain('precacheAndRoute');
    const workbox = await get('/workbox-9c191d2f.js');
    expect(workbox.statusCode).toBe(200);
    expect(workbox.headers['cache-control']).toBe('no-cache');
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.json()).toEqual({ name: 'PALS camp app', short_name: 'PALS', start_url: '/', display: 'standalone' });
    expect((await get('/assets/index-Ab12Cd34.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers an open tab asking for a new version with 304 and no body while sw.js has not changed (docs/offline.md "Updates")', async () => {
    t = await startApp(url, { webDist: dist });
    const first = await get('/sw.js');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^(W\/)?"[^"]+"$/);
    const again = await t.app.inject({
      method: 'GET',
      url: '/sw.js',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd', 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers a service worker that is not there with 404, never the page, so a browser keeps the worker it has', async () => {
    t = await startApp(url, { webDist: dist });
    const gone = await get('/workbox-00000000.js');
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it("lets the page run only the app's own worker (CSP worker-src 'self')", async () => {
    t = await startApp(url, { webDist: dist });
    for (const path of ['/', '/call', '/sw.js']) {
      const csp = String((await get(path)).headers['content-security-policy']);
      expect(`${path}: ${csp.split(';').find((directive) => directive.startsWith('worker-src'))}`).toBe(`${path}: worker-src 'self'`);
    }
  });
});
