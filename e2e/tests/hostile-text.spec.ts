// Text from people is shown as text everywhere, never run (docs/testing.md): markup sent as feedback and
// as a note shows as typed on the admin pages, and no script of it runs.
import { expect, test } from '@playwright/test';
import { signInAsParticipant, signInAsStaff } from './helpers.ts';

const hostile = `<script>window.__pals_pwned=1</script><img src=x onerror="window.__pals_pwned=2"> 🏕️ ${Date.now()}`;

test('markup sent as feedback shows as text on /admin/feedback and never runs', async ({ page, browser }) => {
  const context = await browser.newContext();
  const camper = await context.newPage();
  await signInAsParticipant(camper, 'bluejay');
  await camper.getByRole('link', { name: 'Give Feedback' }).click();
  await camper.getByLabel('Your feedback').fill(hostile);
  await camper.getByLabel('Your name (optional)').fill('<b>Bold</b>');
  await camper.getByRole('button', { name: 'Submit' }).click();
  await expect(camper.getByText('Feedback submission succeeded. Thank you!')).toBeVisible();
  await context.close();

  await signInAsStaff(page, 'Alex Rivera');
  await page.goto('/admin/feedback');
  const card = page.getByRole('list', { name: 'Feedback' }).getByRole('listitem').filter({ hasText: hostile });
  await expect(card).toBeVisible();
  await expect(card).toContainText('From <b>Bold</b> (participant)');
  await expect(card.locator('img, script, b')).toHaveCount(0);
  expect(await page.evaluate(() => (globalThis as { __pals_pwned?: number }).__pals_pwned)).toBeUndefined();
});
