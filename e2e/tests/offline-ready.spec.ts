// docs/offline.md "Installing and opening offline": once the service worker has kept the whole app on the
// phone, the person is told, once, in a quiet line that moves nothing on the screen: "This app now
// works without signal on this phone." Then it opens with no signal, and the line does not come again.
import { expect, test } from '@playwright/test';
import { recordShifts, shifts, workerInCharge } from './helpers.ts';

test.use({ serviceWorkers: 'allow' });

const ready = 'This app now works without signal on this phone.';

test('the first visit says once that the app now works without signal, moving nothing, and then it does', async ({ page, context }) => {
  await page.addInitScript(recordShifts);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Participant' })).toBeVisible();
  const line = page.getByRole('status').filter({ hasText: ready });
  await expect(line).toBeVisible({ timeout: 20_000 });
  await expect(line).toHaveText(ready);
  // It lies over the foot of the screen: nothing on the screen moved for it.
  expect(await shifts(page)).toEqual([]);
  // The worker looks after the page by then: with no signal, the app opens.
  await workerInCharge(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Participant' })).toBeVisible();
  await page.getByRole('link', { name: 'Participant' }).click();
  await expect(page.getByLabel('Camp password')).toBeVisible();
  await expect(page.getByText(ready)).toHaveCount(0);

  // Once per phone: a worker kept afresh (the browser dropped it, as Lighthouse does) says nothing again.
  await context.setOffline(false);
  await page.evaluate(`(async () => {
    for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
    for (const name of await caches.keys()) await caches.delete(name);
  })()`);
  await page.close();
  const again = await context.newPage();
  await again.goto('/');
  await workerInCharge(again);
  await expect.poll(() => again.evaluate('caches.keys().then((names) => names.length)')).toBeGreaterThan(0);
  await expect(again.getByRole('status').filter({ hasText: ready })).toHaveCount(0);
});
