// docs/product.md#screen-feedback: submitting, outcomes, limits and words.
import { expect, test } from '@playwright/test';
import { expectAccessible, signInAsParticipant, signInAsStaff } from './helpers.ts';

test('a participant sends feedback: the counter, then the thank-you replaces the form', async ({ page }) => {
  await signInAsParticipant(page, 'bluejay');
  await page.getByRole('link', { name: 'Give Feedback' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Give Feedback' })).toBeVisible();

  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(page.getByText('500 / 500 characters left')).toBeVisible();
  await expect(submit).toBeDisabled();
  await expectAccessible(page);

  await page.getByLabel('Your feedback').fill('Hello');
  await expect(page.getByText('495 / 500 characters left')).toBeVisible();
  await page.getByLabel('Your name (optional)').fill('Sam');
  await expect(submit).toBeEnabled();
  await submit.click();

  await expect(page.getByRole('status').filter({ hasText: 'Submitting...' })).toBeVisible();
  await expect(page.getByText('Feedback submission succeeded. Thank you!')).toBeVisible();
  await expect(page.getByText('We got your message. Thank you for telling us!')).toBeVisible();
  await expect(page.getByLabel('Your feedback')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
  // One way home (docs/decisions/020-design-pass.md): the thank-you's own button, not a second Home in the footer, which a
  // participant's footer then leaves empty: their Logout is on home (docs/decisions/041-a-participant-logs-out-from-home-and-is-asked-first.md).
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Home' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Blue Ridge!' })).toBeVisible();
});

test('a staff member sends feedback; the boxes take no more than 500 and 50 characters', async ({ page }) => {
  await signInAsStaff(page, 'Marcus Lee');
  await page.getByRole('link', { name: 'Feedback', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();

  await page.getByLabel('Your feedback').fill('x'.repeat(501));
  await expect(page.getByText('0 / 500 characters left')).toBeVisible();
  await page.getByLabel('Your name (optional)').fill('n'.repeat(51));
  await expect(page.getByLabel('Your name (optional)')).toHaveValue('n'.repeat(50));
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Feedback submission succeeded. Thank you!')).toBeVisible();
});

test('a submission the server refuses shows the SPEC text and keeps the message', async ({ page }) => {
  await signInAsParticipant(page, 'bluejay');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await page.route('**/api/local/feedback', (route) =>
    route.fulfill({ status: 422, json: { error: { code: 'invalid', message: 'The message is too long.' } } }),
  );
  await page.getByRole('link', { name: 'Give Feedback' }).click();

  await page.getByLabel('Your feedback').fill('Hello');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toHaveText('Feedback submission failed. Please reload this page to try again.');
  await expect(page.getByLabel('Your feedback')).toHaveValue('Hello');
  await expectAccessible(page);
});

test('a submission that cannot reach the server is kept on the phone, then sent by itself', async ({ page }) => {
  await signInAsParticipant(page, 'bluejay');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await page.route('**/api/local/feedback', (route) => route.abort('connectionrefused'));
  await page.getByRole('link', { name: 'Give Feedback' }).click();

  await page.getByLabel('Your feedback').fill('Hello from the lake');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: "Saved on this phone — it will be sent when you're back online." }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: '1 waiting to send' })).toBeVisible();
  await expectAccessible(page);

  await page.unroute('**/api/local/feedback');
  await expect(page.getByText('Feedback submission succeeded. Thank you!')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: /waiting to send/ })).toHaveCount(0);
});
