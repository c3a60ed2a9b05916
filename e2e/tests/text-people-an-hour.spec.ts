// docs/deploy.md "Limits on texts": one person texts at most so many people an hour (set to 41 in this
// app's workbook settings tab, one more than Blue Ridge's 40 phones). Priya's first text to her program
// goes; her second, at once after, is refused on /text in plain words, and nothing more is sent.
// On an app of its own: its workbook's settings differ.
import { appendFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, signInAsStaff } from './helpers.ts';
import { ownApp } from './ownApp.ts';

const app = await ownApp(79);
test.use({ baseURL: app.baseURL });
test.beforeAll(async () => {
  await appendFile(join(app.workbook, 'settings.csv'), 'text_recipients_per_person_per_hour,41\n');
  await app.start();
});
test.afterAll(() => app.remove());

async function sendOnScreen(page: Page, message: string) {
  await page.getByLabel('Your text').fill(message);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const sendNow = page.getByRole('region', { name: 'Check your text' }).getByRole('button', { name: 'Send now' });
  await expect(sendNow).toBeEnabled();
  await sendNow.click();
}

test('past the people one person may text in an hour, /text says the limit in plain words', async ({ page }) => {
  test.slow();
  await signInAsStaff(page, 'Priya Shah');
  await page.goto('/text');
  await expect(page.getByText('Recipients: 40')).toBeVisible();
  await sendOnScreen(page, 'Buses leave at 9!');
  await expect(page.getByRole('status').filter({ hasText: 'Text submission succeeded.' })).toHaveText(
    'Text submission succeeded. Sent to 40 people.',
  );

  await page.goto('/text');
  await sendOnScreen(page, 'Buses leave at 10!');
  await expect(page.getByRole('alert')).toHaveText(
    'Text submission failed. You have texted 40 people in the last hour, and this text would go to 40 people: 41 an hour is the most one person may text. Please try again in 60 minutes.',
  );
  await expectAccessible(page);
  expect(app.count('select count(*) as n from text_sends')).toBe(1);
});
