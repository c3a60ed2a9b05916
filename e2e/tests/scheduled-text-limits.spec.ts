// docs/deploy.md "Texts", docs/decisions/069-a-scheduled-text-goes-out-under-its-last-writer.md: on /text a Program Staff
// member past the camp's limit of waiting texts (set to 1 in the workbook's settings tab) is told the limit in
// plain words, and nothing more waits; a text the Administrator scheduled and she changed then says who changed
// it, to her and to the Administrator. On an app of its own: its workbook's settings differ.
import { appendFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, signInAsStaff } from './helpers.ts';
import { ownApp } from './ownApp.ts';

const app = await ownApp(64);
test.use({ baseURL: app.baseURL });
test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  await appendFile(join(app.workbook, 'settings.csv'), 'scheduled_texts_per_person,1\n');
  await app.start();
});
test.afterAll(() => app.remove());

async function scheduleOnScreen(page: Page, message: string) {
  await page.getByLabel('Your text').fill(message);
  await page.getByRole('radio', { name: 'Send later' }).check();
  await expect(page.getByLabel('Time (ET)')).not.toHaveValue('');
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  await page.getByRole('region', { name: 'Check your text' }).getByRole('button', { name: 'Schedule it' }).click();
}

test('past the limit of waiting texts, /text says the limit in plain words and nothing more waits', async ({ page }) => {
  test.slow();
  await signInAsStaff(page, 'Priya Shah');
  await page.goto('/text');
  await scheduleOnScreen(page, 'Pool opens at 3!');
  await expect(page.getByRole('status').filter({ hasText: 'Text scheduled for' })).toBeVisible();
  await page.getByRole('button', { name: 'Write another text' }).click();

  await scheduleOnScreen(page, 'Pool closes at 5!');
  const confirmation = page.getByRole('region', { name: 'Check your text' });
  await expect(confirmation.getByText('The text was not scheduled.', { exact: false })).toHaveText(
    'The text was not scheduled. You already have 1 text waiting to go, the most one person may have. Cancel one, or wait until one has gone.',
  );
  await expectAccessible(page);
  await confirmation.getByRole('button', { name: 'Go back' }).click();
  const scheduled = page.getByRole('list', { name: 'Scheduled texts' }).getByRole('listitem');
  await expect(scheduled).toHaveCount(1);
  await expect(scheduled).toContainText('[Blue Ridge] Pool opens at 3!');
  expect(app.count("select count(*) as n from scheduled_texts where status = 'scheduled'")).toBe(1);
});

test('a text the Administrator scheduled and Program Staff changed says who changed it, to both', async ({ page }) => {
  test.slow();
  await signInAsStaff(page, 'Alex Rivera');
  const origin = new URL(app.baseURL).origin;
  const scheduled = await page.request.post('/api/google/scheduledtext', {
    data: {
      message: 'Pickup is at 3 PM at the main lodge',
      sendAt: new Date(Date.now() + 3 * 3_600_000).toISOString(),
      selectedProgram: 'Blue Ridge',
    },
    headers: { origin, 'idempotency-key': 'pickup-1' },
  });
  expect(scheduled.status(), await scheduled.text()).toBe(200);

  await page.context().clearCookies();
  await signInAsStaff(page, 'Priya Shah');
  await page.goto('/text');
  const pickup = page.getByRole('list', { name: 'Scheduled texts' }).getByRole('listitem').filter({ hasText: 'Pickup is at 3 PM' });
  await expect(pickup).toContainText('To Blue Ridge, from Alex Rivera');
  await expect(pickup).not.toContainText('Changed by');
  await pickup.getByRole('button', { name: 'Change this text' }).click();
  await pickup.getByLabel('Your text').fill('Pickup is at 4 PM at the main lodge');
  await pickup.getByRole('button', { name: 'Save changes' }).click();
  const changed = page
    .getByRole('list', { name: 'Scheduled texts' })
    .getByRole('listitem')
    .filter({ hasText: '[Blue Ridge] Pickup is at 4 PM' });
  await expect(changed).toContainText('To Blue Ridge, from Alex Rivera');
  await expect(changed.getByText(/^Changed by Priya Shah, /)).toHaveText(
    /^Changed by Priya Shah, \w{3}, \w{3} \d+, \d{4}, \d+:\d{2} [AP]M ET\. It will go out under their name\.$/,
  );

  await page.context().clearCookies();
  await signInAsStaff(page, 'Alex Rivera');
  await page.goto('/text');
  const seen = page.getByRole('list', { name: 'Scheduled texts' }).getByRole('listitem').filter({ hasText: 'Pickup is at 4 PM' });
  await expect(seen.getByText(/^Changed by Priya Shah, /)).toContainText('It will go out under their name.');
});
