// docs/product.md#sign-in, #states and #messages; the intro; demo accounts.
import { expect, test } from '@playwright/test';
import { expectAccessible, recordShifts, shifts, signInThroughScreensAsParticipant, signInThroughScreensAsStaff } from './helpers.ts';

test('the login screen offers Participant, Volunteer Leader and Staff, with a copyright line', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to PALS' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Participant' })).toHaveAttribute('href', '/participant');
  await expect(page.getByRole('button', { name: 'Volunteer Leader' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Staff', exact: true })).toBeVisible();
  await expect(page.getByText(`© ${new Date().getFullYear()} PALS`)).toBeVisible();
  // The config asks for reduced motion: no intro at all.
  await expect(page.getByRole('button', { name: 'Skip' })).toHaveCount(0);
  await expectAccessible(page);
});

test('a wrong camp password is refused with the SPEC message', async ({ page }) => {
  await signInThroughScreensAsParticipant(page, 'not-the-password');
  await expect(page.getByRole('status').filter({ hasText: 'Logging in...' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Unrecognized password. Please try again.');
  await expect(page).toHaveURL(/\/participant$/);
  await expectAccessible(page);
});

test('the right camp password opens the participant menu at /', async ({ page }) => {
  await signInThroughScreensAsParticipant(page, 'bluejay');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  // Signed in, /participant goes back to the menu.
  await page.goto('/participant');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Blue Ridge!' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('Volunteer Leader opens the demo account list, and Back returns', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Volunteer Leader' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a demo account' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Sam Okafor Lead · No program$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Alex Rivera Administrator · Blue Ridge$/ })).toBeVisible();
  await expect(page).toHaveURL(/\/\?demo-accounts$/);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to PALS' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // The browser's own Back does the same, and Forward opens the list again.
  await page.getByRole('button', { name: 'Staff', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a demo account' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to PALS' })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a demo account' })).toBeVisible();
});

test('the demo account list opened at its own address: Back goes to the login in its place', async ({ page }) => {
  await page.goto('/?demo-accounts');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a demo account' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to PALS' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('choosing a demo account shows Logging in... and then the staff menu', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Staff', exact: true }).click();
  // The last account of the list: the words show right under it, in view, not above the list.
  const last = page.getByRole('listitem').last();
  await last.getByRole('button').click();
  await expect(last.getByRole('status')).toHaveText('Logging in...');
  await expect(last.getByRole('status')).toBeInViewport();
  await expect(page.getByRole('heading', { level: 1, name: 'Hi, Theo!' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
});

test.describe('with motion allowed', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('the intro plays, and Skip goes straight to the login screen', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'PALS' })).toBeVisible();
    await expect(page.getByText('Friends for life start at camp.')).toBeAttached();
    await page.getByRole('button', { name: 'Skip' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to PALS' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Skip' })).toHaveCount(0);
  });

  test('the intro ends by itself after about a second and a half', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Skip' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to PALS' })).toBeVisible({ timeout: 3000 });
  });
});

test('signing in moves nothing: home arrives under its header with no layout shift, for staff and for a participant', async ({ page }) => {
  await page.addInitScript(recordShifts);
  await signInThroughScreensAsStaff(page, 'Marcus Lee');
  await page.waitForTimeout(1000);
  expect(await shifts(page)).toEqual([]);

  await page.context().clearCookies();
  await signInThroughScreensAsParticipant(page, 'bluejay');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await page.waitForTimeout(1000);
  expect(await shifts(page)).toEqual([]);
});
