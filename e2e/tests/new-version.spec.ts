// docs/offline.md "Updates": a tab of the app left open, on a screen nobody touches, is offered a
// redeploy ("A new version is ready.") within a minute while it is in front, and at once when it
// comes back to the front. Each its own app, on a copy of the build the spec may redeploy.
import { cp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signInAsParticipant, workerInCharge } from './helpers.ts';
import { ownApp, type OwnApp } from './ownApp.ts';
import { renameAssets } from './redeploy.ts';

/** The build the shared server serves (playwright.config.ts), copied for each test to redeploy. */
const webDist = resolve(import.meta.dirname, '..', process.env.E2E_WEB_DIST ?? '../web/dist');
// Each test waits for the whole build to be kept, then starts its server again.
test.describe.configure({ timeout: 90_000 });

const newVersion = (page: Page) => page.getByRole('status').filter({ hasText: 'A new version is ready.' });

async function redeploy(app: OwnApp, dist: string) {
  await app.stop();
  await renameAssets(dist);
  await app.start({ WEB_DIST: dist });
}

/** The phone's screen turned off, or another app in front: what the page hears. Headless Chromium
 * keeps every tab visible, so the page is told what a phone would tell it. */
const setVisible = (page: Page, visible: boolean) =>
  // Page scripts as text: the e2e project is typed for Node, not for the browser.
  page.evaluate(`(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => '${visible ? 'visible' : 'hidden'}' });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => ${!visible} });
    document.dispatchEvent(new Event('visibilitychange'));
  })()`);

async function withApp(portOffset: number, name: string, run: (app: OwnApp, dist: string) => Promise<void>) {
  const app = await ownApp(portOffset);
  const dist = join(tmpdir(), `pals-dist-${name}-${process.pid}`);
  await cp(webDist, dist, { recursive: true });
  try {
    await app.start({ WEB_DIST: dist });
    await run(app, dist);
  } finally {
    await app.remove();
    await rm(dist, { recursive: true, force: true });
  }
}

test('a tab left on its screen, in front and untouched, is offered the new version within a minute of a redeploy', async ({ browser }) => {
  await withApp(62, 'idle', async (app, dist) => {
    const context = await browser.newContext({ baseURL: app.baseURL, serviceWorkers: 'allow' });
    const page = await context.newPage();
    await page.clock.install();
    await signInAsParticipant(page, 'bluejay');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Blue Ridge!' })).toBeVisible();
    await workerInCharge(page);

    await redeploy(app, dist);
    // Nobody touches the phone: no screen change, no reload, the connection never drops. 59 s go by.
    await page.clock.fastForward('00:59');
    await expect(newVersion(page)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Blue Ridge!' })).toBeVisible();
    await context.close();
  });
});

test('a tab behind others asks nothing, and is offered the new version as soon as it is in front again', async ({ browser }) => {
  await withApp(63, 'hidden', async (app, dist) => {
    const context = await browser.newContext({ baseURL: app.baseURL, serviceWorkers: 'allow' });
    const page = await context.newPage();
    await signInAsParticipant(page, 'bluejay');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Blue Ridge!' })).toBeVisible();
    await workerInCharge(page);

    // Within the minute of the page's load, so neither a screen change nor the minute's ask would find it.
    await setVisible(page, false);
    await redeploy(app, dist);
    await setVisible(page, true);
    await expect(newVersion(page)).toBeVisible({ timeout: 10_000 });
    await context.close();
  });
});
