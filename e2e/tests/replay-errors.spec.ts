// A server that fails while a write is sent (docs/offline.md "What people write offline: writes that
// wait"): a 500 is not the server's answer to the write, so the write waits on the phone and goes
// again with its Idempotency-Key, whether its screen is still open or was left, and one the server
// stored before its 500 is stored once. A phone whose storage is full keeps nothing it says it did
// not keep. An app of its own, to count what was stored.
import { expect, test, type Page, type Route } from '@playwright/test';
import { signInAsStaff, workerInCharge } from './helpers.ts';
import { ownApp } from './ownApp.ts';

const app = await ownApp(54);
test.use({ baseURL: app.baseURL });
test.describe.configure({ mode: 'serial', timeout: 90_000 });
test.beforeAll(() => app.start());
test.afterAll(() => app.remove());

const savedOnPhone = "Saved on this phone — it will be sent when you're back online.";
const stored = (words: string) => app.count('select count(*) as n from feedback where message = ?', words);
const serverFailed = {
  status: 500,
  contentType: 'application/json',
  body: '{"error":{"code":"server_error","message":"Something went wrong."}}',
};

/** The first `failures` sends of feedback answer 500; `afterStore`: each reaches the server first. */
async function failFeedback(page: Page, failures: number, afterStore = false): Promise<void> {
  let failed = 0;
  await page.route('**/api/google/feedback', async (route: Route) => {
    if (failed >= failures) return route.continue();
    failed += 1;
    if (afterStore) await route.fetch();
    return route.fulfill(serverFailed);
  });
}

async function submitFeedback(page: Page, words: string): Promise<void> {
  await page.goto('/feedback');
  await page.getByLabel('Your feedback').fill(words);
  await page.getByRole('button', { name: 'Submit' }).click();
}

test('a 500 with the screen open: kept, sent again, stored once, and the screen says so', async ({ page }) => {
  const words = `open ${Date.now()}`;
  await signInAsStaff(page, 'Dana Brooks');
  await failFeedback(page, 1);
  await submitFeedback(page, words);
  await expect(page.getByText(savedOnPhone)).toBeVisible();
  await expect(page.getByText('Feedback submission failed. Please reload this page to try again.')).toHaveCount(0);
  await expect(page.getByText('Feedback submission succeeded. Thank you!')).toBeVisible({ timeout: 15_000 });
  expect(stored(words)).toBe(1);
});

test('a 500 twice with the screen left: it waits in the list and goes by itself, once', async ({ page }) => {
  const words = `left ${Date.now()}`;
  await signInAsStaff(page, 'Dana Brooks');
  await failFeedback(page, 2);
  await submitFeedback(page, words);
  await expect(page.getByText(savedOnPhone)).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hi, Dana!' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Sent now:' })).toHaveText('Sent now: Feedback.', { timeout: 20_000 });
  await expect(page.getByRole('button', { name: /not sent/ })).toHaveCount(0);
  expect(stored(words)).toBe(1);
});

test('a 500 that came after the server stored it: sent again, stored once', async ({ page }) => {
  const words = `after store ${Date.now()}`;
  await signInAsStaff(page, 'Dana Brooks');
  await failFeedback(page, 2, true);
  await submitFeedback(page, words);
  await expect(page.getByText('Feedback submission succeeded. Thank you!')).toBeVisible({ timeout: 20_000 });
  expect(stored(words)).toBe(1);
});

/** The phone's storage full for what waits to be sent: each write to the outbox's IndexedDB fails as
 * the browser fails one over its quota, its transaction aborted. (Chromium's own quota override,
 * Storage.overrideQuotaForOrigin, does not reach Playwright's browser contexts: the quota stayed
 * 10 GB.) The localStorage journal still takes the write, as it did when a copy was sent later. */
const fillStorage = `(() => {
  globalThis.storageFull = true;
  const put = IDBObjectStore.prototype.put;
  IDBObjectStore.prototype.put = function (...args) {
    const request = put.apply(this, args);
    if (globalThis.storageFull && this.transaction.db.name === 'pals-outbox') this.transaction.abort();
    return request;
  };
})()`;

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('storage full offline: the screen says it was not kept, keeps the words, and nothing goes later', async ({ page, context }) => {
    const words = `full ${Date.now()}`;
    await signInAsStaff(page, 'Dana Brooks');
    await workerInCharge(page);
    await page.goto('/feedback');
    await expect(page.getByLabel('Your feedback')).toBeVisible();
    await page.evaluate(fillStorage);
    await context.setOffline(true);

    await page.getByLabel('Your feedback').fill(words);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert')).toContainText(
      "It could not be saved on this phone: its storage is full. Your words are still here to send when you're back online.",
    );
    await expect(page.getByText(savedOnPhone)).toHaveCount(0);
    await expect(page.getByLabel('Your feedback')).toHaveValue(words);

    await page.evaluate('globalThis.storageFull = false');
    await context.setOffline(false);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
    await page.waitForTimeout(4_000);
    expect(stored(words)).toBe(0);
    await expect(page.getByRole('button', { name: /waiting to send/ })).toHaveCount(0);
  });
});
