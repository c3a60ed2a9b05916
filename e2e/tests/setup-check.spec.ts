// The Setup check of /admin (docs/product.md#admin-pages; docs/deploy.md "Check the setup"): an
// Administrator opens it from /admin's page buttons and reads each line in words; on the demo
// server the database answers and the outside services are not set up. A Lead cannot open it.
import { expect, test } from '@playwright/test';
import { expectAccessible, signInAsStaff } from './helpers.ts';

test('an Administrator opens the Setup check from /admin and reads each line in words', async ({ page }) => {
  await signInAsStaff(page, 'Alex Rivera');
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'What was sent' }).getByRole('link', { name: 'Setup check' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/admin/setup');
  await expect(page.getByRole('heading', { level: 1, name: 'Setup check' })).toBeVisible();
  const rows = page.getByRole('list', { name: 'Setup check' }).getByRole('listitem');
  await expect(rows.locator('.setup-line-head')).toHaveText([
    '✓ OK Database',
    '✓ OK Clock',
    '– Not set up Public address',
    '– Not set up Google sign-in',
    '✓ OK Workbook',
    '– Not set up Texts',
    '? Check by hand Backups',
  ]);
  await expect(rows.first().locator('.setup-found')).toHaveText(
    /^SQLite .*pals\.db answers, and its tables are this version's \(\d+ migrations\)\.$/,
  );
  await expect(rows.nth(3).locator('.setup-found')).toHaveText(
    'GOOGLE_CLIENT_ID is not set: demo sign-in is on, so anyone who opens the app may sign in as anyone.',
  );
  await expect(rows.nth(5)).toContainText(
    'What to do: To send texts, set SMS_PROVIDER=twilio and the TWILIO_ settings (docs/deploy.md section 3).',
  );
  await expect(page.getByText('No problem found. 1 to check by hand.')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(page.getByRole('button', { name: 'Check again' })).toBeVisible();
  await expect(rows).toHaveCount(7);
});

test('a Lead cannot open the Setup check, nor make its call', async ({ page }) => {
  await signInAsStaff(page, 'Marcus Lee');
  await page.goto('/admin/setup');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('heading', { name: 'Setup check' })).toHaveCount(0);
  const answer = await page.request.get('/api/google/admin/setupcheck');
  expect(answer.status()).toBe(403);
});
