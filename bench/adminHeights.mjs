// The admin pages' heights at ten times today's organisation (docs/performance.md "Scale",
// docs/decisions/074-admin-pages-open-on-the-programs-running-today.md): the 10 × organisation
// `npm run seed` fills (bench/scale.mjs keeps it), served by the built app as production runs it, an
// Administrator signed in by demo sign-in on loopback, each admin page opened in Chromium on a day
// of the season when 10 programs run, at a laptop's and a phone's width; the page's height is
// `document.documentElement.scrollHeight` once its calls are answered. Budget: under 6,000 px at
// 1280 × 800. Needs `npm run build`.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from '@playwright/test';
import { seeded } from './scale.mjs';

/** Wednesday of the season's second week (server/scripts/scale/workbook.ts: a week a program from
 * 2026-06-07), noon at camp: the ten programs of Jun 14–20 run. */
const day = new Date('2026-06-17T12:00:00-04:00');
const administrator = 'avery.admin@example.org';
const budgetPx = 6000;
const pages = [
  '/admin',
  '/admin/reports',
  '/admin/reports?programs=all',
  '/admin/texts',
  '/admin/texts?programs=all',
  '/admin/tasks',
  '/admin/tasks?programs=all',
  '/admin/feedback',
  '/admin/notes',
  '/admin/replies',
  '/admin/headcounts',
  '/admin/setup',
];
const screens = [
  { name: '1280 × 800', width: 1280, height: 800 },
  { name: '390 × 844', width: 390, height: 844 },
];

async function startApp(root, port, url, folder) {
  const child = spawn('node', [join(root, 'server/dist/main.js')], {
    cwd: join(root, 'server'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: url,
      PALS_WORKBOOK: folder,
      PALS_DEMO: '1',
      WEB_DIST: join(root, 'web/dist'),
      LOG_LEVEL: 'warn',
    },
  });
  for (let tries = 0; tries < 120; tries++) {
    if (child.exitCode !== null) throw new Error(`the app stopped (${child.exitCode})`);
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ready) return child;
    await sleep(500);
  }
  child.kill();
  throw new Error('the app did not get ready within a minute');
}

/** Each page's height at each screen's width, in px. */
async function heights(base) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const measured = {};
  try {
    for (const screen of screens) {
      const context = await browser.newContext({
        viewport: { width: screen.width, height: screen.height },
        timezoneId: 'America/New_York',
        reducedMotion: 'reduce',
        serviceWorkers: 'block',
      });
      const page = await context.newPage();
      await page.clock.setFixedTime(day);
      const signedIn = await page.request.post(`${base}/api/demo/login`, { data: { email: administrator }, headers: { origin: base } });
      if (!signedIn.ok()) throw new Error(`demo sign-in answered ${signedIn.status()}`);
      for (const path of pages) {
        await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
        await page.locator('h1').first().waitFor();
        await page.locator('.spinner').first().waitFor({ state: 'detached', timeout: 30_000 });
        await page.waitForLoadState('networkidle');
        (measured[path] ??= {})[screen.name] = await page.evaluate('document.documentElement.scrollHeight');
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return measured;
}

export async function adminHeightsBench({ root, results, port = 3407 }) {
  const { url, folder } = await seeded(root, 'sqlite', 10);
  const app = await startApp(root, port, url, folder);
  try {
    const measured = await heights(`http://127.0.0.1:${port}`);
    const tallest = Math.max(...Object.values(measured).map((row) => row['1280 × 800']));
    results.push({
      budget: `the admin pages at 10 × (an Administrator, ${day.toDateString()}, 10 programs running): height at 1280 × 800 and 390 × 844`,
      measured: Object.entries(measured)
        .map(([path, row]) => `${path} ${screens.map((screen) => row[screen.name].toLocaleString('en-US')).join(' / ')} px`)
        .join('; '),
      limit: `each under ${budgetPx.toLocaleString('en-US')} px at 1280 × 800`,
      ok: tallest < budgetPx,
    });
  } finally {
    app.kill();
  }
}
