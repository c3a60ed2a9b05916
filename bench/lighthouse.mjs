// npm run bench, the web's half (docs/performance.md): Lighthouse, mobile preset (simulated throttling), on
// every screen of the production build, reached as phones reach it (through Caddy, over HTTPS and
// HTTP/2: asDeployed.mjs), signed in through the real UI as each identity that
// reaches it, on the demo workbook plus a 600-person program (bench/benchServer.ts). The median of
// a few runs per screen: performance score, LCP, TBT and CLS, each beside the floor's (a bare React page,
// bench/lighthouseFloor.mjs, measured first in the same browser).
//
// One system Chromium (chrome-launcher) does everything: Playwright signs in through it over the
// DevTools port, then Lighthouse measures in the same browser, so the session cookies (the HttpOnly
// one and the readable one the web reads at start) are the ones a sign-in gave. Lighthouse clears
// the HTTP cache, Cache Storage and the service worker before each run, never cookies, IndexedDB or
// localStorage (its default clearStorageTypes): each run is a signed-in person coming back to the
// app, with what their phone kept from the screens measured before (the roster after /call).
//
// Alone: `node bench/lighthouse.mjs` (after a web build); LIGHTHOUSE_RUNS=1 for a quick look, LIGHTHOUSE_SCREENS=/call,/support to measure
// only those paths, LIGHTHOUSE_DETAILS=1 to print what moved, the long tasks and the main thread's work.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startCaddy } from './asDeployed.mjs';
import { startFloor } from './lighthouseFloor.mjs';

/** Who is signed in, how (through the UI, as a person would), and the screens they reach. */
export const identities = [
  { who: 'signed out', screens: ['/', '/participant'], signIn: async () => {} },
  {
    who: 'participant, 600-person program',
    screens: ['/', '/call', '/support', '/feedback', '/socials'],
    signIn: (page) => participant(page, 'bigcamp'),
  },
  {
    who: 'Director',
    screens: [
      '/report',
      '/report/1',
      '/report/1/programming',
      '/tasks',
      '/tasks/alltasks',
      '/tasks/bucket/eightweeks',
      '/tasks/task/04-eightweeks-deliverable-VenueContract',
      '/note',
      '/rooms',
    ],
    signIn: (page) => staff(page, 'Dana Brooks'),
  },
  {
    who: 'Administrator',
    screens: [
      '/',
      '/call',
      '/support',
      '/socials',
      '/text',
      '/admin',
      '/admin/feedback',
      '/admin/notes',
      '/admin/texts',
      '/admin/replies',
      '/admin/reports',
      '/admin/tasks',
      '/no-such-page',
    ],
    signIn: (page) => staff(page, 'Alex Rivera'),
  },
];

async function participant(page, campPassword) {
  await page.getByRole('link', { name: 'Participant' }).click();
  await page.getByLabel('Camp password').fill(campPassword);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('heading', { level: 1, name: /^Welcome to / }).waitFor();
}

async function staff(page, fullName) {
  await page.getByRole('button', { name: 'Staff', exact: true }).click();
  await page.getByRole('button', { name: new RegExp(`^${fullName}\\b`) }).click();
  await page.getByRole('heading', { level: 1, name: `Hi, ${fullName.split(' ')[0]}!` }).waitFor();
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** What moved (what needs its space kept), the long tasks and where the main thread's time went. */
function detailsOf(lhr) {
  const items = (id) => lhr.audits[id]?.details?.items ?? [];
  return [
    ...items('layout-shifts').map((item) => `shift ${item.score.toFixed(3)} ${item.node?.snippet ?? '?'}`.slice(0, 160)),
    ...items('long-tasks').map((item) => `long task ${Math.round(item.duration)} ms at ${Math.round(item.startTime)} ms, ${item.url}`),
    ...items('lcp-breakdown-insight')
      .filter((item) => item.type === 'node')
      .map((item) => `LCP element ${item.snippet} "${item.nodeLabel}"`.slice(0, 160)),
    ...items('network-requests').map(
      (item) =>
        `request ${Math.round(item.networkRequestTime)}–${Math.round(item.networkEndTime)} ms ${item.url.replace(/^https?:\/\/[^/]+/, '')}`,
    ),
    ...items('mainthread-work-breakdown').map((item) => `main thread ${item.groupLabel ?? item.group}: ${Math.round(item.duration)} ms`),
  ];
}

/** One system Chromium, driven by Lighthouse over its DevTools port and by Playwright to sign in. */
export async function openChrome() {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    // Caddy's certificates come from its own local authority (asDeployed.mjs).
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--ignore-certificate-errors'],
  });
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  return {
    port: chrome.port,
    context: browser.contexts()[0],
    close: async () => {
      await browser.close().catch(() => undefined);
      chrome.kill();
    },
  };
}

/** Signs `identity` in at `origin` through the UI, in the browser's one context. */
export async function signInAt(context, origin, identity) {
  const page = await context.newPage();
  await page.goto(`${origin}/`);
  await identity.signIn(page);
  await page.close();
}

/** One Lighthouse run of `url`; a trace Lighthouse itself could not read (NO_NAVSTART now and then
 * on a busy machine) is measured again, up to three times. */
export async function measureOnce(url, port) {
  for (let tries = 0; ; tries++) {
    const { lhr } = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!lhr.runtimeError) return lhr;
    if (tries >= 2) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    console.error(`  ${url}: ${lhr.runtimeError.code}, measured again`);
  }
}

/** A run's figures: performance score (0-100), LCP and TBT in ms, CLS. */
export const figuresOf = (lhr) => ({
  score: Math.round(lhr.categories.performance.score * 100),
  lcp: lhr.audits['largest-contentful-paint'].numericValue,
  tbt: lhr.audits['total-blocking-time'].numericValue,
  cls: lhr.audits['cumulative-layout-shift'].numericValue,
});

/** The bench server (SQLite, the demo workbook plus the 600-person program) on a web build (BENCH_WEB_DIST: another one). */
export async function startBenchServer({
  root,
  bundle,
  startServer,
  port,
  webDist = process.env.BENCH_WEB_DIST ?? join(root, 'web/dist'),
}) {
  const file = await bundle('bench/benchServer.ts', 'bench-server');
  const database = join(mkdtempSync(join(tmpdir(), 'pals-lighthouse-')), 'lighthouse.db');
  return startServer(file, ['app', String(port), database, join(root, 'data/demo'), webDist]);
}

/**
 * Starts the bench server on the built web app, measures every screen, and adds one row per screen
 * to `results` (the table of bench/run.mjs). `startServer(bundleFile, args)` and `bundle(entry, name)`
 * are run.mjs's own.
 */
export async function lighthouseBench({ root, bundle, startServer, results, port = Number(process.env.LIGHTHOUSE_PORT ?? 3403) }) {
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
  const only = process.env.LIGHTHOUSE_SCREENS?.split(',');
  const floorPort = port + 10;
  // Both measured as deployed, through Caddy (asDeployed.mjs), on ports 5000 above their own.
  const stopCaddy = await startCaddy([port, floorPort].map((to) => ({ host: '127.0.0.1', port: to + 5000, to })));
  const server = await startBenchServer({ root, bundle, startServer, port });
  const stopFloor = await startFloor(root, floorPort);
  const chrome = await openChrome();
  const origin = `https://127.0.0.1:${port + 5000}`;
  /** The medians of `runs` runs of a URL, and each run's score. */
  const measure = async (url) => {
    const lhrs = [];
    while (lhrs.length < runs) lhrs.push(await measureOnce(url, chrome.port));
    const each = lhrs.map(figuresOf);
    const [score, lcp, tbt, cls] = ['score', 'lcp', 'tbt', 'cls'].map((key) => median(each.map((figures) => figures[key])));
    return { lhrs, each, score, lcp, tbt, cls };
  };
  try {
    // The floor first, in the same browser: every screen's TBT and score are read beside it.
    const floor = await measure(`https://127.0.0.1:${floorPort + 5000}/`);
    results.push({
      budget: 'Lighthouse mobile: the floor (React alone, one heading)',
      measured: `performance ${floor.score} (runs ${floor.each.map((figures) => figures.score).join('/')}), LCP ${(floor.lcp / 1000).toFixed(2)} s, TBT ${Math.round(floor.tbt)} ms`,
      limit: 'what each screen is read beside',
      ok: null,
    });
    // A TBT of a few ms is the same as none: the budget is 1.5 × the floor's, and at least 50 ms.
    const tbtLimit = Math.max(1.5 * floor.tbt, 50);
    for (const identity of identities) {
      const measured = identity.screens.filter((screen) => !only || only.includes(screen));
      if (measured.length === 0) continue;
      await chrome.context.clearCookies();
      await signInAt(chrome.context, origin, identity);
      for (const screen of measured) {
        const { lhrs, each, score, lcp, tbt, cls } = await measure(`${origin}${screen}`);
        results.push({
          budget: `Lighthouse mobile ${screen} (${identity.who})`,
          measured:
            `performance ${score} (runs ${each.map((figures) => figures.score).join('/')}; floor ${floor.score}), LCP ${(lcp / 1000).toFixed(2)} s, ` +
            `TBT ${Math.round(tbt)} ms (floor ${Math.round(floor.tbt)}), CLS ${cls.toFixed(3)}`,
          limit: `performance ≥ ${floor.score - 3} (the floor's − 3), LCP ≤ 1.80 s, TBT ≤ ${Math.round(tbtLimit)} ms, CLS ≤ 0.02`,
          ok: score >= floor.score - 3 && lcp <= 1800 && tbt <= tbtLimit && cls <= 0.02,
        });
        if (process.env.LIGHTHOUSE_DETAILS) for (const line of lhrs.flatMap(detailsOf)) console.log(`  ${screen} ${line}`);
      }
    }
  } finally {
    await chrome.close();
    await stopCaddy();
    await stopFloor();
    server.kill();
  }
}

// Alone: the same runs, printed as the bench's table.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { bundle, root, startServer } = await import('./benchServers.mjs');
  const results = [];
  await lighthouseBench({ root, bundle, startServer, results });
  console.log('\n| budget | measured | limit | within |\n| --- | --- | --- | --- |');
  for (const r of results) console.log(`| ${r.budget} | ${r.measured} | ${r.limit} | ${r.ok === null ? '—' : r.ok ? 'yes' : 'NO'} |`);
}
