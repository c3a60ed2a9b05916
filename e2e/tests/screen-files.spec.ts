// A screen opened by its address comes with its code named in the page, so the phone fetches it
// beside the app's first file rather than once that file has run (docs/decisions/059-the-page-names-its-screens-files.md):
// the screen's file is asked for before the app's first call, once, and the screen draws. After one
// visit the app still opens with no network, from the service worker's copy of index.html.
import { expect, test, type Page } from '@playwright/test';
import { signInAsParticipant, workerInCharge } from './helpers.ts';

/** Every request the page makes from now on, as paths in the order the browser made them. */
function requestsOf(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

const roster = { level: 1, name: 'Program Roster' } as const;
const callHint = 'Press the phone button beside a name to call them.';

test("a participant opening /call: the roster's file is named in the page and asked for before the app's first call", async ({ page }) => {
  await signInAsParticipant(page, 'bluejay');
  const requests = requestsOf(page);
  await page.goto('/call');
  await expect(page.getByRole('heading', roster)).toBeVisible();
  await expect(page.getByText(callHint)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Blue Team' })).toBeVisible();

  await expect(page.locator('link[rel=modulepreload][href^="/assets/RosterScreen-"]')).toHaveCount(1);
  const rosterFile = requests.findIndex((path) => /^\/assets\/RosterScreen-[\w-]+\.js$/.test(path));
  const firstCall = requests.findIndex((path) => path.startsWith('/api/'));
  expect(rosterFile, requests.join(' ')).toBeGreaterThan(0);
  expect(rosterFile, requests.join(' ')).toBeLessThan(firstCall);
  // The file the page named is the one the screen runs: fetched once, not again when the screen opens.
  expect(requests.filter((path) => /^\/assets\/RosterScreen-[\w-]+\.js$/.test(path))).toHaveLength(1);
});

test('someone signed out opening /call is sent home, and the page named the welcome screen, not the roster', async ({ page }) => {
  const requests = requestsOf(page);
  await page.goto('/call');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome to / })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('link[rel=modulepreload][href^="/assets/SignedOutHome-"]')).toHaveCount(1);
  expect(requests.filter((path) => path.startsWith('/assets/RosterScreen-'))).toEqual([]);
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('after one visit to /call, /call and the home open with no network', async ({ page, context }) => {
    await signInAsParticipant(page, 'bluejay');
    await page.goto('/call');
    await expect(page.getByRole('heading', roster)).toBeVisible();
    await workerInCharge(page);

    await context.setOffline(true);
    for (const [path, title] of [
      ['/call', roster.name],
      ['/', 'Welcome to Blue Ridge!'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title }), path).toBeVisible();
      await expect(page.getByText('This screen did not load'), path).toHaveCount(0);
      await expect(page.getByRole('status').filter({ hasText: "You're offline" }), path).toBeVisible();
    }
  });
});
