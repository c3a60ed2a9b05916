// docs/offline.md: at camp the connection drops and the server gets redeployed while tabs are open.
// A screen whose code cannot be fetched says so with "Try again" and never empties the app; a
// redeploy's new file names reach an open tab without a blank page; the app can be installed.
import { cp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { expectAccessible, recordShifts, shifts, signInAsParticipant, signInAsStaff } from './helpers.ts';
import { ownApp } from './ownApp.ts';
import { renameAssets } from './redeploy.ts';

const welcome = { level: 1, name: 'Welcome to Blue Ridge!' } as const;

test('offline, a screen not opened before says it did not load, Home still works, and Try again opens it once back', async ({
  page,
  context,
}) => {
  await signInAsParticipant(page, 'bluejay');
  await expect(page.getByRole('heading', welcome)).toBeVisible();

  const offline = page.getByRole('status').filter({ hasText: "You're offline" });
  await expect(offline).toHaveCount(0);
  await context.setOffline(true);
  // The home screen was loaded: it stays, from what was saved on this phone (docs/offline.md "What is kept on the phone").
  await expect(offline).toHaveText(/^⚠ You're offline — showing what was saved on this phone at \d{1,2}:\d{2} (AM|PM)\.$/);
  await page.getByRole('link', { name: 'Give Feedback' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'This screen did not load' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(
    "You're offline, so the app could not fetch this screen. Check the connection, then try again.",
  );
  await expectAccessible(page);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', welcome)).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'This screen did not load' })).toBeVisible();

  await context.setOffline(false);
  await expect(offline).toHaveCount(0);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Give Feedback' })).toBeVisible();
});

test('offline, the camp login ends in its SPEC failure text within seconds, and works once back', async ({ page, context }) => {
  await page.goto('/participant');
  await expect(page.getByRole('heading', { level: 1, name: 'Enter your camp password' })).toBeVisible();
  await context.setOffline(true);
  await page.getByLabel('Camp password').fill('bluejay');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toHaveText('Login failed due to a network issue. Please try again.', { timeout: 5_000 });

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', welcome)).toBeVisible();
});

test('offline, a data screen whose code is loaded ends in its SPEC failure text, not Loading... for ever, and loads by itself once back', async ({
  page,
  context,
}) => {
  await signInAsStaff(page, 'Marcus Lee');
  await page.getByRole('link', { name: 'Daily Report', exact: true }).click();
  await page.getByRole('link', { name: /^Day 1\b/ }).click();
  await expect(page.getByRole('link', { name: /^Provisions/ })).toBeVisible();
  await context.setOffline(true);
  await page.getByRole('link', { name: /^Provisions/ }).click();
  await expect(page.getByRole('alert')).toHaveText('Failed to load report. Please reload this page to try again.', { timeout: 5_000 });

  // The connection comes back: the section is asked for again without Try again.
  await context.setOffline(false);
  await expect(page.getByRole('group', { name: 'Were all dietary needs met today?' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a first visit whose server does not answer ends in the failure text, not the splash for ever, and Try again opens it once it answers', async ({
  page,
}) => {
  let config: 'hang' | 'fail' | 'answer' = 'hang';
  let asked = 0;
  await page.route('**/api/config', async (route) => {
    asked += 1;
    if (config === 'answer') return route.fallback();
    if (config === 'fail') return route.fulfill({ status: 503, json: { error: { code: 'unavailable', message: 'Busy.' } } });
    // 'hang': never answered (the app's own timeout ends the call).
  });
  await page.goto('/');
  // While the config is on its way: the splash, the app's name; after a few seconds, in words, what
  // is happening.
  await expect(page.getByText('PALS', { exact: true })).toBeVisible();
  const opening = page.getByText('Opening the app… On a slow connection this can take a minute.');
  await expect(opening).toBeHidden();
  await expect(opening).toBeVisible({ timeout: 6_000 });
  config = 'fail';
  await expect(page.getByText('Loading failed. Please reload this page to try again.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('PALS');
  const askedWhenFailed = asked;
  await page.waitForTimeout(2_000);
  await expect(page.getByText('Loading failed. Please reload this page to try again.')).toBeVisible();
  expect(asked).toBe(askedWhenFailed);

  config = 'answer';
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('link', { name: 'Participant' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome to / })).toBeVisible();
});

test('a first visit whose config failed opens the login by itself when the connection comes back', async ({ page, context }) => {
  let config: 'fail' | 'answer' = 'fail';
  await page.route('**/api/config', (route) =>
    config === 'fail' ? route.fulfill({ status: 503, json: { error: { code: 'unavailable', message: 'Busy.' } } }) : route.fallback(),
  );
  await page.goto('/');
  await expect(page.getByText('Loading failed. Please reload this page to try again.')).toBeVisible({ timeout: 20_000 });
  await context.setOffline(true);
  config = 'answer';
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome to / })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Participant' })).toBeVisible();
});

test('a screen whose code never arrives says it did not load after 20 seconds, with Home, and Try again opens it', async ({ page }) => {
  // The page's clock runs as the real one, and is moved on over the 20 seconds instead of waiting them.
  await page.clock.install();
  await signInAsParticipant(page, 'bluejay');
  await expect(page.getByRole('heading', welcome)).toBeVisible();
  await page.route('**/assets/RosterScreen-*.js', () => {}); // never answered
  await page.getByRole('link', { name: 'Program Roster' }).click();
  const notLoaded = page.getByRole('heading', { level: 1, name: 'This screen did not load' });

  await page.clock.fastForward(19_000);
  await expect(page.getByRole('status').filter({ hasText: 'Opening the screen…' })).toBeAttached();
  await expect(notLoaded).toHaveCount(0);
  await page.clock.fastForward(1_000);
  await expect(notLoaded).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('The app could not fetch this screen. Check the connection, then try again.');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Home' })).toBeVisible();

  await page.unroute('**/assets/RosterScreen-*.js');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('region', { name: 'Blue Team' })).toBeVisible();
});

test.describe('with motion allowed', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('a screen whose code is slow to come: the bar sweeps along the top, the words show, and nothing on the page moves', async ({
    page,
  }) => {
    await page.addInitScript(recordShifts);
    await signInAsParticipant(page, 'bluejay');
    await expect(page.getByRole('heading', welcome)).toBeVisible();
    await page.route('**/assets/RosterScreen-*.js', async (route) => {
      await new Promise((done) => setTimeout(done, 2500));
      await route.continue();
    });
    await page.getByRole('link', { name: 'Program Roster' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Opening the screen…' })).toBeAttached();
    // After a second the words are there to read, at the size of the screen's words, not a blank
    // page under the bar.
    const words = page.getByText('Opening the screen…');
    await expect(words).toHaveCSS('opacity', '1');
    expect((await words.boundingBox())!.height).toBeGreaterThanOrEqual(18);
    await expect(page.getByRole('region', { name: 'Blue Team' })).toBeVisible({ timeout: 10_000 });
    expect(await shifts(page)).toEqual([]);
  });
});

test('a page whose outbox bar file cannot be fetched still opens, and signing in works', async ({ page }) => {
  // The connection drops after the first files: the bar of writes waiting to send (its own file) is lost.
  await page.route('**/assets/OutboxBar-*.js', (route) => route.abort('internetdisconnected'));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome to / })).toBeVisible();
  await page.getByRole('link', { name: 'Participant' }).click();
  await page.getByLabel('Camp password').fill('bluejay');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', welcome)).toBeVisible();
});

test('a missing script answers 404, and the icons and manifest are there to install the app', async ({ request }) => {
  const gone = await request.get('/assets/index-Old99999.js');
  expect(gone.status()).toBe(404);
  const favicon = await request.get('/favicon.ico');
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()['content-type']).toBe('image/vnd.microsoft.icon');
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.headers()['content-type']).toContain('application/manifest+json');
  const body = (await manifest.json()) as {
    name: string;
    short_name: string;
    display: string;
    start_url: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect([body.name, body.short_name, body.display, body.start_url]).toEqual(['PALS camp app', 'PALS', 'standalone', '/']);
  expect(body.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable', 'any any']);
  for (const icon of body.icons) expect((await request.get(icon.src)).status()).toBe(200);
  expect((await request.get('/apple-touch-icon.png')).headers()['content-type']).toBe('image/png');
});

test('after a redeploy, the next screen an open tab opens loads the new version, with no blank page', async ({ browser }) => {
  const app = await ownApp(42);
  const dist = join(tmpdir(), `pals-dist-${process.pid}`);
  await cp(resolve(import.meta.dirname, '../../web/dist'), dist, { recursive: true });
  try {
    await app.start({ WEB_DIST: dist });
    const page = await browser.newPage({ baseURL: app.baseURL });
    await signInAsParticipant(page, 'bluejay');
    await expect(page.getByRole('heading', welcome)).toBeVisible();

    await app.stop();
    await renameAssets(dist);
    await app.start({ WEB_DIST: dist });

    await page.getByRole('link', { name: 'Give Feedback' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Give Feedback' })).toBeVisible();
    await expect(page.getByText('This screen did not load')).toHaveCount(0);
    expect(await page.locator('script[src^="/assets/app-"][src$="-new.js"]').count()).toBe(1);
    await page.close();
  } finally {
    await app.remove();
    await rm(dist, { recursive: true, force: true });
  }
});
