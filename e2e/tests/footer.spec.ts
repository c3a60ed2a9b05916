// docs/product.md#footer and #screen-logout; the demo banner on every page.
import { expect, test, type Request } from '@playwright/test';
import { expectAccessible, keptOnPhone, signInAsParticipant, signInAsStaff } from './helpers.ts';

test("a Director's footer shows their full name and the role Lead", async ({ page }) => {
  await signInAsStaff(page, 'Dana Brooks');
  await page.getByRole('link', { name: 'Program Roster' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Program Roster' })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('Dana Brooks', { exact: true })).toBeVisible();
  await expect(footer.getByText('Lead', { exact: true })).toBeVisible();
  await expect(footer.getByText('Director')).toHaveCount(0);
  await expect(footer.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(footer.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expectAccessible(page);
});

test('a participant’s sub-pages have ← Back and Home but no Logout; Logout is on home and asks first', async ({ page }) => {
  await signInAsParticipant(page, 'bluejay');
  for (const [tile, title] of [
    ['Program Roster', 'Program Roster'],
    ['Get Support', 'Get Support'],
    ['PALS Socials', 'PALS Socials'],
    ['Give Feedback', 'Give Feedback'],
  ] as const) {
    await page.getByRole('link', { name: tile }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to home' })).toHaveText('← Back');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  }

  await page.getByRole('button', { name: 'Logout' }).click();
  const question = page.getByRole('alertdialog');
  await expect(question.getByText('Log out? You will need the camp password to come back.')).toBeVisible();
  await expect(question.getByRole('button', { name: 'Stay signed in' })).toBeFocused();
  await expectAccessible(page);
  await question.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Blue Ridge!' })).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('button', { name: 'Log out', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You are logged out.' })).toBeVisible();
});

test('there is no footer on the home screen', async ({ page }) => {
  await signInAsStaff(page, 'Dana Brooks');
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
});

test('logout lands on /logout, and a later visit to /call lands on /', async ({ page }) => {
  await signInAsStaff(page, 'Marcus Lee');
  await page.goto('/support');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You are logged out.' })).toBeVisible();
  await expect(page).toHaveURL(/\/logout$/);
  await expect(page.getByRole('link', { name: 'Back to the start' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expectAccessible(page);

  await page.goto('/call');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to PALS' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('a call still in flight at logout answers 401 later, and the person still lands on /logout', async ({ page }) => {
  await signInAsStaff(page, 'Marcus Lee');
  // The reload below draws /support from home's /api/me answer as saved on the phone (a quarter second
  // after it came, keptStore.ts). Reloading sooner, /support waits for its own /api/me, held here, and
  // shows no footer to log out with: a race the test used to win by chance.
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect.poll(() => keptOnPhone(page)).toContain('\\"links\\":{');
  let loggedOut: () => void = () => {};
  const logoutDone = new Promise<void>((resolve) => (loggedOut = resolve));
  page.on('response', (response) => {
    if (response.url().endsWith('/api/logout')) loggedOut();
  });
  // The support screen's /api/me is held until the logout has answered. (The home screen's own
  // /api/me may still be on its way: only the request held here counts.)
  let asked: (request: Request) => void = () => {};
  const held = new Promise<Request>((resolve) => (asked = resolve));
  await page.route('**/api/me', async (route) => {
    asked(route.request());
    await logoutDone;
    await route.continue();
  });
  await page.goto('/support');
  const request = await held;
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You are logged out.' })).toBeVisible();
  expect((await request.response())?.status()).toBe(401);
  await expect(page.getByRole('heading', { level: 1, name: 'You are logged out.' })).toBeVisible();
  await expect(page).toHaveURL(/\/logout$/);
});

test('the Demo mode banner shows on every page', async ({ page }) => {
  for (const path of ['/', '/participant', '/logout']) {
    await page.goto(path);
    await expect(page.getByRole('status').filter({ hasText: 'Demo mode' })).toBeVisible();
  }
  await signInAsStaff(page, 'Dana Brooks');
  await expect(page.getByText('Demo mode')).toBeVisible();
  await page.goto('/tasks');
  await expect(page.getByText('Demo mode')).toBeVisible();
});
