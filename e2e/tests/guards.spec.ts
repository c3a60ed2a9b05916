// docs/product.md#routing: no session on a protected route, or the wrong role, lands on /.
import { expect, test } from '@playwright/test';
import { expectAccessible, signInAsParticipant, signInAsStaff, signInThroughScreensAsParticipant } from './helpers.ts';

test('a signed-out visit to /call lands on the login screen at /', async ({ page }) => {
  await page.goto('/call');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to PALS' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('a deep link opened signed out leads, after signing in with Google, to the page that was asked for', async ({ page }) => {
  await page.goto('/tasks/alltasks?from=text');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to PALS' })).toBeVisible();
  await page.getByRole('button', { name: 'Staff', exact: true }).click();
  await page.getByRole('button', { name: /^Dana Brooks\b/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'All Tasks' })).toBeVisible();
  await expect(page).toHaveURL(/\/tasks\/alltasks\?from=text$/);
});

test('a deep link opened signed out leads, after the camp password, to that screen; a later sign-in lands on home', async ({ page }) => {
  await page.goto('/support');
  // The app has taken the deep link in (it lands on the login) before the sign-in opens / afresh.
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to PALS' })).toBeVisible();
  await signInThroughScreensAsParticipant(page, 'bluejay');
  await expect(page.getByRole('heading', { level: 1, name: 'Get Support' })).toBeVisible();
  await expect(page).toHaveURL(/\/support$/);
  await page.getByRole('link', { name: 'Back to home' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('button', { name: 'Log out', exact: true }).click();
  await expect(page).toHaveURL(/\/logout$/);
  await signInThroughScreensAsParticipant(page, 'bluejay');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Blue Ridge!' })).toBeVisible();
});

test('a deep link to a screen the person may not open still ends on home after signing in', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to PALS' })).toBeVisible();
  await signInThroughScreensAsParticipant(page, 'bluejay');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Blue Ridge!' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('a participant visiting /admin lands on /', async ({ page }) => {
  await signInAsParticipant(page, 'bluejay');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Blue Ridge!' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('Program Staff visiting /admin land on /', async ({ page }) => {
  await signInAsStaff(page, 'Priya Shah');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Hi, Priya!' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('a Lead visiting /text lands on /', async ({ page }) => {
  await signInAsStaff(page, 'Marcus Lee');
  await page.goto('/text');
  await expect(page.getByRole('heading', { level: 1, name: 'Hi, Marcus!' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('a Director can open /tasks', async ({ page }) => {
  await signInAsStaff(page, 'Dana Brooks');
  await page.goto('/tasks');
  await expect(page.getByRole('heading', { level: 1, name: 'Director Tasks' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'All Tasks' })).toBeVisible();
  await expect(page).toHaveURL(/\/tasks$/);
  await expectAccessible(page);
});

test('an Administrator reaches Admin from the menu', async ({ page }) => {
  await signInAsStaff(page, 'Alex Rivera');
  await page.getByRole('link', { name: 'Admin', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
});
