// docs/product.md#screen-note: its states, limits and words.
import { expect, test } from '@playwright/test';
import { expectAccessible, signInAsStaff } from './helpers.ts';

test('a Lead writes a note: finds the participant, the counter counts, then thanks naming them and offers another, cleared', async ({
  page,
}) => {
  await signInAsStaff(page, 'Marcus Lee');
  await page.getByRole('link', { name: 'Participant Note' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Participant Note' })).toBeVisible();

  const picker = page.getByRole('region', { name: 'Choose a participant' });
  // A to Z first; the '*' names last, as the camp staff, shown without the '*' (decision 43).
  await expect(picker.getByRole('heading', { level: 3 }).first()).toHaveText('A');
  await expect(picker.getByRole('heading', { level: 3 }).last()).toHaveText('Camp staff');
  await expect(picker.getByRole('region', { name: 'Camp staff' }).getByRole('button')).toHaveText([
    /^Chef Ramon/,
    /^Coach Taylor/,
    /^Nurse Rosalind/,
  ]);
  await expect(page.getByText('38 people on the list')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Jump to a letter' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(page.getByText('500 / 500 characters left')).toBeVisible();
  await expect(submit).toBeDisabled();
  await expectAccessible(page);

  await page.getByLabel('Find a participant').fill('Coach');
  await expect(page.getByText('1 person matches.')).toBeVisible();
  await picker.getByRole('button', { name: /^Coach Taylor/ }).click();
  await expect(page.getByText('Writing about: Coach Taylor')).toBeVisible();
  await expect(page.getByLabel('Your note')).toBeFocused();
  await expect(submit).toBeDisabled();

  await page.getByLabel('Your note').fill('Led a great hike today.');
  await expect(page.getByText('477 / 500 characters left')).toBeVisible();
  await expectAccessible(page);
  await submit.click();

  await expect(page.getByRole('status').filter({ hasText: 'Submitting...' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Note submission succeeded. Thank you!' })).toBeVisible();
  await expect(page.getByText('Your note about Coach Taylor was sent.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to home' }).last()).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Write another note' }).click();
  await expect(page.getByText('Your note about Coach Taylor was sent.')).toHaveCount(0);
  await expect(page.getByLabel('Find a participant')).toBeFocused();
  await expect(page.getByText('Writing about:')).toHaveCount(0);
  await expect(page.getByLabel('Find a participant')).toHaveValue('');
  await expect(page.getByLabel('Your note')).toHaveValue('');
  await expect(page.getByText('500 / 500 characters left')).toBeVisible();
  await expect(submit).toBeDisabled();
  await expectAccessible(page);
});

test('the letters jump to their group, and the message box takes no more than 500 characters', async ({ page }) => {
  await signInAsStaff(page, 'Marcus Lee');
  await page.goto('/note');

  await page.getByRole('navigation', { name: 'Jump to a letter' }).getByRole('button', { name: 'Z' }).click();
  await expect(page.getByRole('heading', { level: 3, name: 'Z' })).toBeFocused();
  await expect(page.getByRole('heading', { level: 3, name: 'Z' })).toBeInViewport();
  await page.getByRole('button', { name: /^Zoe Marchetti/ }).click();
  await expect(page.getByText('Writing about: Zoe Marchetti')).toBeVisible();

  await page.getByLabel('Your note').fill('x'.repeat(501));
  await expect(page.getByText('0 / 500 characters left')).toBeVisible();
  await page.getByRole('button', { name: 'Change' }).click();
  await expect(page.getByLabel('Find a participant')).toBeFocused();
  await expect(page.getByLabel('Your note')).toHaveValue('x'.repeat(500));
});

test('a note the server refuses shows the SPEC text and keeps the participant and the message', async ({ page }) => {
  await signInAsStaff(page, 'Marcus Lee');
  await page.route('**/api/google/note', (route) =>
    route.fulfill({
      status: 422,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'invalid', message: 'The note is too long.' } }),
    }),
  );
  await page.goto('/note');

  await page.getByLabel('Find a participant').fill('amara');
  await page.getByRole('button', { name: /^Amara Sokolova/ }).click();
  await page.getByLabel('Your note').fill('Hello');
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page.getByRole('alert')).toHaveText('Note submission failed. Please reload this page to try again.');
  await expect(page.getByText('Writing about: Amara Sokolova')).toBeVisible();
  await expect(page.getByLabel('Your note')).toHaveValue('Hello');
  await expectAccessible(page);
});
