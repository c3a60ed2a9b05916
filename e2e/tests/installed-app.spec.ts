// docs/offline.md "Installing and opening offline": after one visit the app opens with no network, every screen of a role included; the
// service worker keeps the build's files and never an API answer; a redeploy while a tab is open is
// offered as "A new version is ready" and Reload brings it, with no blank page on the way.
import { cp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, keptOnPhone, signInAsParticipant, signInAsStaff, workerInCharge } from './helpers.ts';
import { ownApp } from './ownApp.ts';
import { renameAssets } from './redeploy.ts';

test.use({ serviceWorkers: 'allow' });
/** The build the shared server serves (playwright.config.ts). */
const webDist = resolve(import.meta.dirname, '..', process.env.E2E_WEB_DIST ?? '../web/dist');
// Each test signs in, waits for the whole build to be kept, then opens up to ten screens.
test.describe.configure({ timeout: 60_000 });

/** The app's first file, which index.html names beside the bundler's small runtime. */
const appScript = 'script[type=module][src^="/assets/app-"]';

/** Every address the worker keeps, as paths. */
async function keptPaths(page: Page): Promise<string[]> {
  const paths = await page.evaluate<string[]>(`(async () => {
    const paths = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  })()`);
  return paths.sort();
}

/** Each screen opened by its address with no network: its own title, never the failed-load message. */
async function opensOffline(page: Page, screens: [path: string, title: string][]) {
  for (const [path, title] of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title, exact: true }), path).toBeVisible();
    await expect(page.getByText('This screen did not load'), path).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: "You're offline" }), path).toBeVisible();
  }
}

test('a participant: after one visit, the app and every participant screen open with no network', async ({ page, context }) => {
  await signInAsParticipant(page, 'bluejay');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Blue Ridge!' })).toBeVisible();
  await workerInCharge(page);
  await page.getByRole('link', { name: 'Program Roster' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Program Roster' })).toBeVisible();
  await expect(page.getByText('Hannah Cho')).toBeVisible();
  await expect.poll(() => keptOnPhone(page)).toContain('Hannah Cho');

  const kept = await keptPaths(page);
  expect(kept.filter((path) => !/^\/(assets\/[\w.-]+\.(js|css)|index\.html|[\w-]+\.(png|svg|ico|webmanifest))$/.test(path))).toEqual([]);
  expect(kept.filter((path) => path.startsWith('/api/'))).toEqual([]);
  // Every file of the build under assets/ (the shell, every screen's chunk and CSS) is kept.
  const built = (await readdir(join(webDist, 'assets'))).filter((name) => !/\.(br|gz)$/.test(name));
  const screens = [
    'SignedInHome',
    'RosterScreen',
    'SupportScreen',
    'FeedbackScreen',
    'AdminRoutes',
    'ReportRoutes',
    'TaskRoutes',
    'NoteScreen',
    'TextScreen',
  ];
  expect(screens.filter((screen) => !built.some((name) => name.startsWith(`${screen}-`) && name.endsWith('.js')))).toEqual([]);
  expect(built.map((name) => `/assets/${name}`).filter((path) => !kept.includes(path))).toEqual([]);
  expect(kept).toEqual(
    expect.arrayContaining([
      '/index.html',
      '/manifest.webmanifest',
      '/icon-192.png',
      '/icon-512.png',
      '/icon-maskable-512.png',
      '/favicon.ico',
      '/apple-touch-icon.png',
    ]),
  );

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Program Roster' })).toBeVisible();
  // The roster seen before is read from the phone, with when it was saved (docs/offline.md "What is kept on the phone").
  await expect(page.getByText('Hannah Cho')).toBeVisible();
  await expect(page.locator('.offline-notice')).toHaveText(
    /^⚠ You're offline — showing what was saved on this phone at \d{1,2}:\d{2} (AM|PM)\.$/,
  );
  await opensOffline(page, [
    ['/call', 'Program Roster'],
    ['/support', 'Get Support'],
    ['/feedback', 'Give Feedback'],
    ['/socials', 'PALS Socials'],
    ['/rooms', 'Rooms'],
    ['/hubs', 'Hubs'],
    ['/no-such-screen', 'Page not found'],
    ['/', 'Welcome to Blue Ridge!'],
  ]);
  // A file that is not a screen is never answered with the page, offline either.
  const missing = await page.evaluate(
    async () =>
      await fetch('/assets/index-Old99999.js').then(
        (answer) => answer.status,
        () => 'no answer',
      ),
  );
  expect(missing).toBe('no answer');
});

test('an Administrator: every staff screen opens with no network after one visit', async ({ page, context }) => {
  await signInAsStaff(page, 'Alex Rivera');
  await workerInCharge(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Hi, Alex!' })).toBeVisible();
  await opensOffline(page, [
    ['/call', 'Program Roster'],
    ['/support', 'Get Support'],
    ['/feedback', 'Feedback'],
    ['/socials', 'PALS Socials'],
    ['/note', 'Participant Note'],
    ['/report', 'Daily Report'],
    ['/text', 'Send a Program Text'],
    ['/admin', 'Admin'],
    ['/admin/feedback', 'Feedback'],
    ['/rooms', 'Rooms'],
  ]);
});

test("a Director: the Director's task screens open with no network after one visit", async ({ page, context }) => {
  await signInAsStaff(page, 'Dana Brooks');
  await workerInCharge(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Hi, Dana!' })).toBeVisible();
  await opensOffline(page, [
    ['/tasks', 'Director Tasks'],
    ['/report', 'Daily Report'],
    ['/note', 'Participant Note'],
  ]);
});

test('a redeploy while a tab is open: "A new version is ready", and Reload brings it, never a blank page', async ({ browser }) => {
  // Two server starts besides.
  test.setTimeout(90_000);
  const app = await ownApp(43);
  const dist = join(tmpdir(), `pals-dist-worker-${process.pid}`);
  await cp(resolve(import.meta.dirname, '../../web/dist'), dist, { recursive: true });
  try {
    await app.start({ WEB_DIST: dist });
    const context = await browser.newContext({ baseURL: app.baseURL, serviceWorkers: 'allow' });
    const page = await context.newPage();
    await page.clock.install();
    await signInAsParticipant(page, 'bluejay');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Blue Ridge!' })).toBeVisible();
    await workerInCharge(page);
    // A second tab of the same phone, left on the home screen.
    const other = await context.newPage();
    await other.goto('/');
    await expect(other.getByRole('heading', { level: 1, name: 'Welcome to Blue Ridge!' })).toBeVisible();
    await workerInCharge(other);
    const oldScript = await page.locator(appScript).getAttribute('src');

    await app.stop();
    await renameAssets(dist);
    await app.start({ WEB_DIST: dist });

    // A minute on, the person opens another screen: it opens, in the version the tab runs, and the
    // tab learns that a new version is waiting.
    await page.clock.fastForward('01:01');
    await page.getByRole('link', { name: 'Give Feedback' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Give Feedback' })).toBeVisible();
    const notice = page.getByRole('status').filter({ hasText: 'A new version is ready.' });
    await expect(notice).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('This screen did not load')).toHaveCount(0);
    expect(await page.locator(appScript).getAttribute('src')).toBe(oldScript);
    await page.getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Blue Ridge!' })).toBeVisible();
    await page.getByRole('link', { name: 'Get Support' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Get Support' })).toBeVisible();
    await expectAccessible(page);

    await Promise.all([page.waitForEvent('load'), notice.getByRole('button', { name: 'Reload' }).click()]);
    await expect(page.getByRole('heading', { level: 1, name: 'Get Support' })).toBeVisible();
    await expect(page.locator(appScript)).toHaveAttribute('src', /-new\.js$/);
    await expect(notice).toHaveCount(0);
    await page.getByRole('link', { name: 'Home', exact: true }).click();
    await page.getByRole('link', { name: 'Program Roster' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Program Roster' })).toBeVisible();
    await expect(page.getByText('This screen did not load')).toHaveCount(0);

    // The other tab was not reloaded under the person (a form there may be half filled in): it still
    // offers the new version, and its next screen opens in the version it runs (the old file comes
    // from the browser's cache; were it gone, the tab would reload by itself), never half and half.
    const otherNotice = other.getByRole('status').filter({ hasText: 'A new version is ready.' });
    await expect(other.getByRole('heading', { level: 1, name: 'Welcome to Blue Ridge!' })).toBeVisible();
    await expect(otherNotice).toBeVisible();
    expect(await other.locator(appScript).getAttribute('src')).toBe(oldScript);
    await other.getByRole('link', { name: 'Give Feedback' }).click();
    await expect(other.getByRole('heading', { level: 1, name: 'Give Feedback' })).toBeVisible();
    await expect(other.getByText('This screen did not load')).toHaveCount(0);
    expect(await other.locator(appScript).getAttribute('src')).toBe(oldScript);
    await Promise.all([other.waitForEvent('load'), otherNotice.getByRole('button', { name: 'Reload' }).click()]);
    await expect(other.getByRole('heading', { level: 1, name: 'Give Feedback' })).toBeVisible();
    await expect(other.locator(appScript)).toHaveAttribute('src', /-new\.js$/);
    await expect(otherNotice).toHaveCount(0);
    await context.close();
  } finally {
    await app.remove();
    await rm(dist, { recursive: true, force: true });
  }
});

test('a tab offline through a redeploy learns of the new version as soon as the connection is back', async ({ browser }) => {
  test.setTimeout(90_000);
  const app = await ownApp(47);
  const dist = join(tmpdir(), `pals-dist-reconnect-${process.pid}`);
  await cp(resolve(import.meta.dirname, '../../web/dist'), dist, { recursive: true });
  try {
    await app.start({ WEB_DIST: dist });
    const context = await browser.newContext({ baseURL: app.baseURL, serviceWorkers: 'allow' });
    const page = await context.newPage();
    await signInAsParticipant(page, 'bluejay');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Blue Ridge!' })).toBeVisible();
    await workerInCharge(page);

    // The phone loses its signal; meanwhile the app is redeployed. Within the minute of the page's
    // load, so no screen change would ask: only coming back online does.
    await context.setOffline(true);
    await app.stop();
    await renameAssets(dist);
    await app.start({ WEB_DIST: dist });
    await context.setOffline(false);

    await expect(page.getByRole('status').filter({ hasText: 'A new version is ready.' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Blue Ridge!' })).toBeVisible();
    await context.close();
  } finally {
    await app.remove();
    await rm(dist, { recursive: true, force: true });
  }
});
