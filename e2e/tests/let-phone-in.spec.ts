// "Let a phone in" (docs/decisions/070-a-staff-code-lets-a-phone-in.md): guessers from 60 addresses close
// camp-password sign-in to new phones; a Lead shows a code on their home, and a new phone signs in with
// it through "I have a code from staff"; the same code on a third phone is refused in plain words.
// Behind a "proxy" (TRUST_PROXY=127.0.0.1), so each guess comes from an address of its own.
import { expect, test } from '@playwright/test';
import { expectAccessible, signInAsStaff, signInThroughScreensAsParticipant } from './helpers.ts';
import { ownApp } from './ownApp.ts';

const app = await ownApp(65);
test.use({ baseURL: app.baseURL });
// One app for the file, so its tests run one after another in one worker (each worker would start its own).
test.describe.configure({ mode: 'serial' });
test.beforeAll(() => app.start({ TRUST_PROXY: '127.0.0.1' }));
test.afterAll(() => app.remove());

async function guessFrom(address: string): Promise<number> {
  const answer = await fetch(`${app.baseURL}/api/local/login`, {
    method: 'POST',
    headers: { origin: app.baseURL, 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ username: 'participant', password: `guess-${address}` }),
  });
  return answer.status;
}

test('during a lockout from 60 addresses, a new phone gets in with a code a Lead shows; the code works once', async ({ page, browser }) => {
  test.slow();
  const statuses: number[] = [];
  for (let i = 1; i <= 60; i++) statuses.push(await guessFrom(`198.51.100.${i}`));
  expect(statuses).toEqual([...Array(50).fill(401), ...Array(10).fill(429)]);

  const newPhone = await (await browser.newContext()).newPage();
  await signInThroughScreensAsParticipant(newPhone, 'bluejay');
  await expect(newPhone.getByText('Too many wrong camp passwords were tried. Please wait a few minutes and try again.')).toBeVisible();

  // The Lead at the bus shows a code on their own phone.
  await signInAsStaff(page, 'Marcus Lee');
  const card = page.getByRole('region', { name: 'Let a phone in' });
  await card.getByRole('button', { name: 'Show a code' }).click();
  const shown = card.getByLabel('The code');
  await expect(shown).toHaveText(/^[2-9A-HJKMNP-TV-Z]{5} [2-9A-HJKMNP-TV-Z]{5}$/);
  await expect(card).toContainText(
    'On the new phone: choose Participant, then “I have a code from staff”, and type this code. It works until',
  );
  await expectAccessible(page);
  const code = (await shown.textContent())!;

  await newPhone.getByRole('button', { name: 'I have a code from staff' }).click();
  await expect(newPhone.getByRole('heading', { level: 1, name: 'Sign in with a code from staff' })).toBeVisible();
  await newPhone.getByLabel('Code from staff').fill(code.toLowerCase());
  await newPhone.getByRole('button', { name: 'Sign in with the code' }).click();
  await expect(newPhone.getByRole('heading', { name: 'Welcome to Blue Ridge!' })).toBeVisible();
  await expect(newPhone.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect(newPhone.getByRole('region', { name: 'Let a phone in' })).toHaveCount(0);

  // The same code on a third phone.
  const third = await (await browser.newContext()).newPage();
  await third.goto('/participant');
  await third.getByRole('button', { name: 'I have a code from staff' }).click();
  await third.getByLabel('Code from staff').fill(code);
  await third.getByRole('button', { name: 'Sign in with the code' }).click();
  await expect(third.getByRole('alert')).toHaveText('This code was already used on another phone. Ask for a new one.');
  await expectAccessible(third);
  expect(app.count('select count(*) as n from phone_codes where used_at is not null')).toBe(1);
});

test('a new phone opening the address in the QR of a code is signed in at once', async ({ page, browser }) => {
  await signInAsStaff(page, 'Marcus Lee');
  const card = page.getByRole('region', { name: 'Let a phone in' });
  await card.getByRole('button', { name: 'Show a code' }).click();
  await expect(card.getByRole('img', { name: 'QR code for the phone code' })).toBeVisible();
  await expect(card).toContainText('Or let the new phone’s camera read this QR code: it opens the app and signs the phone in.');
  await expectAccessible(page);
  const code = (await card.getByLabel('The code').textContent())!.replace(' ', '');

  // What a phone's camera opens: the QR's address (web/test/letPhoneIn.test.tsx checks the QR holds it).
  const usedBefore = app.count('select count(*) as n from phone_codes where used_at is not null');
  const newPhone = await (await browser.newContext()).newPage();
  await newPhone.goto(`/participant?code=${code}`);
  await expect(newPhone.getByRole('heading', { name: 'Welcome to Blue Ridge!' })).toBeVisible();
  await expect(newPhone.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  expect(new URL(newPhone.url()).search).toBe('');
  expect(app.count('select count(*) as n from phone_codes where used_at is not null')).toBe(usedBefore + 1);
});
