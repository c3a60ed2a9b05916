// The page a screen's address is answered with names the files of the screen it opens, so the phone
// fetches them beside the app's first file (docs/decisions/059-the-page-names-its-screens-files.md):
// the build's list (web/vite.config.ts `screenFiles`) read once, each page written once, revalidated
// by its ETag; an address of no screen of its own, or a build without a sound list, gets index.html.
// The page is the same on either database, so SQLite alone.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { databases, demoWorkbook, setCell, startApp, type TestApp } from './harness.ts';

const index = `<!doctype html>
<html lang="en">
  <head>
    <title>PALS</title>
    <script type="module" crossorigin src="/assets/app-Ab12Cd34.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

/** index.html as the server sends it for a screen whose code is `files`. */
const pageNaming = (...files: string[]) =>
  index.replace(
    '  </head>',
    `${files.map((file) => `    <link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/${file}">\n`).join('')}  </head>`,
  );

const files = {
  '/': ['assets/start-St12Ar34.js', 'assets/SignedOutHome-Ou12Th34.js'],
  '/ signed in': ['assets/start-St12Ar34.js', 'assets/SignedInHome-In12Ho34.js'],
  '/call': ['assets/start-St12Ar34.js', 'assets/RosterScreen-Ro12St34.js'],
  '/admin': ['assets/start-St12Ar34.js', 'assets/AdminRoutes-Ad12Mi34.js'],
};

/** A built web app in a folder of its own: index.html, its files, and the build's list if given. */
async function builtApp(list: string | null): Promise<string> {
  const dist = await mkdtemp(join(tmpdir(), 'pals-dist-'));
  await mkdir(join(dist, 'assets'));
  await mkdir(join(dist, '.vite'));
  await writeFile(join(dist, 'index.html'), index);
  for (const file of [
    'app-Ab12Cd34.js',
    ...new Set(
      Object.values(files)
        .flat()
        .map((path) => path.slice('assets/'.length)),
    ),
  ])
    await writeFile(join(dist, 'assets', file), 'export {};\n');
  if (list !== null) await writeFile(join(dist, '.vite/screen-files.json'), list);
  return dist;
}

const sqlite = databases[0]!.url;
let dist: string;
beforeAll(async () => {
  dist = await builtApp(JSON.stringify(files));
});
afterAll(() => rm(dist, { recursive: true, force: true }));

describe('the page a screen address gets', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it("names the screen's files for the person opening it: a participant's /call, and everything below it", async () => {
    t = await startApp(sqlite, { webDist: dist });
    const participant = await t.participant('bluejay');
    for (const path of ['/call', '/call/blue-team?q=ann']) {
      const page = await participant.get(path);
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['cache-control']).toBe('no-cache');
      // Same-origin modules, which the page's CSP lets load (script-src 'self').
      expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
      expect(page.body).toBe(pageNaming('start-St12Ar34.js', 'RosterScreen-Ro12St34.js'));
    }
    expect((await participant.get('/')).body).toBe(pageNaming('start-St12Ar34.js', 'SignedInHome-In12Ho34.js'));
  });

  it("names the home's files where the screen sends the person home: signed out, or without the role", async () => {
    t = await startApp(sqlite, { webDist: dist });
    const visitor = t.browser();
    expect((await visitor.get('/')).body).toBe(pageNaming('start-St12Ar34.js', 'SignedOutHome-Ou12Th34.js'));
    expect((await visitor.get('/call')).body).toBe(pageNaming('start-St12Ar34.js', 'SignedOutHome-Ou12Th34.js'));
    const lead = await t.staff('marcus.lee@example.org');
    expect((await lead.get('/admin/feedback')).body).toBe(pageNaming('start-St12Ar34.js', 'SignedInHome-In12Ho34.js'));
    const administrator = await t.staff('alex.rivera@example.org');
    expect((await administrator.get('/admin/feedback')).body).toBe(pageNaming('start-St12Ar34.js', 'AdminRoutes-Ad12Mi34.js'));
  });

  it('reads the person from the readable cookie whatever their name holds, a "%" too', async () => {
    const raw = await demoWorkbook();
    setCell(raw, 'staff', 'email', 'alex.rivera@example.org', 'full_name', 'Alex 100% Rivera');
    t = await startApp(sqlite, { webDist: dist }, raw);
    const administrator = await t.staff('alex.rivera@example.org');
    expect((await administrator.get('/admin/feedback')).body).toBe(pageNaming('start-St12Ar34.js', 'AdminRoutes-Ad12Mi34.js'));
  });

  it('sends index.html as built for an address of no screen of its own, and never the list itself', async () => {
    t = await startApp(sqlite, { webDist: dist });
    const participant = await t.participant('bluejay');
    for (const path of ['/no-such-page', '/callers', '/logout', '/rooms', '/.vite/screen-files.json']) {
      const page = await participant.get(path);
      expect(`${path} ${page.status} ${String(page.headers['content-type'])}`).toBe(`${path} 200 text/html; charset=utf-8`);
      expect(page.body, path).toBe(index);
    }
  });

  it('sends each page brotli-compressed to a browser that takes it, and answers 304 to one that has it', async () => {
    t = await startApp(sqlite, { webDist: dist });
    const participant = await t.participant('bluejay');
    const page = await t.app.inject({
      method: 'GET',
      url: '/call',
      headers: {
        cookie: [...participant.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        'accept-encoding': 'gzip, deflate, br',
      },
    });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(page.rawPayload).toString('utf8')).toBe(pageNaming('start-St12Ar34.js', 'RosterScreen-Ro12St34.js'));
    const again = await participant.get('/call', { 'if-none-match': String(page.headers.etag) });
    expect(again.status).toBe(304);
    // Another screen's page is another answer.
    expect((await participant.get('/', { 'if-none-match': String(page.headers.etag) })).status).toBe(200);
  });

  it('sends index.html as built when the list is missing, unreadable or names a file the build does not have', async () => {
    const lists = [null, '{"/call": ', JSON.stringify({ ...files, '/call': ['assets/RosterScreen-Old00000.js'] })];
    for (const list of lists) {
      const other = await builtApp(list);
      const app = await startApp(sqlite, { webDist: other });
      try {
        const participant = await app.participant('bluejay');
        expect((await participant.get('/call')).body, String(list)).toBe(index);
        expect((await participant.get('/')).body, String(list)).toBe(index);
      } finally {
        await app.close();
        await rm(other, { recursive: true, force: true });
      }
    }
  });
});
