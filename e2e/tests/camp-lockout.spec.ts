// Device cookies (docs/security.md "Limits"): wrong camp passwords guessed from many addresses close
// camp sign-in for unknown phones only. A phone that signed in to the program before signs in again
// through the screens with the right password; a phone the server has never seen is asked to wait.
// The spec's own app sits behind a "proxy" (TRUST_PROXY=127.0.0.1), so each guess can come from an
// address of its own, as a guesser rotating addresses would.
import { expect, test } from '@playwright/test';
import { signInThroughScreensAsParticipant } from './helpers.ts';
import { ownApp } from './ownApp.ts';

const app = await ownApp(50);
test.use({ baseURL: app.baseURL });
test.beforeAll(() => app.start({ TRUST_PROXY: '127.0.0.1' }));
test.afterAll(() => app.remove());

/** One wrong camp password from an address of its own. */
async function guessFrom(address: string): Promise<number> {
  const answer = await fetch(`${app.baseURL}/api/local/login`, {
    method: 'POST',
    headers: { origin: app.baseURL, 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ username: 'participant', password: `guess-${address}` }),
  });
  return answer.status;
}

test('after 60 wrong guesses from 60 addresses, a phone that signed in before signs in again; a new phone waits', async ({
  page,
  browser,
}) => {
  // Monday: this phone signs in to Blue Ridge, then logs out.
  await signInThroughScreensAsParticipant(page, 'bluejay');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('button', { name: 'Log out', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You are logged out.' })).toBeVisible();

  // Someone guesses from 60 addresses: after 50 wrong ones, camp sign-in closes for unknown phones.
  const statuses: number[] = [];
  for (let i = 1; i <= 60; i++) statuses.push(await guessFrom(`198.51.100.${i}`));
  expect(statuses).toEqual([...Array(50).fill(401), ...Array(10).fill(429)]);

  const newPhone = await browser.newContext();
  const stranger = await newPhone.newPage();
  await signInThroughScreensAsParticipant(stranger, 'bluejay');
  await expect(stranger.getByText('Too many wrong camp passwords were tried. Please wait a few minutes and try again.')).toBeVisible();
  await newPhone.close();

  // The phone from Monday signs in with the right password all the same.
  await signInThroughScreensAsParticipant(page, 'bluejay');
  await expect(page.getByRole('heading', { name: 'Welcome to Blue Ridge!' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
});
