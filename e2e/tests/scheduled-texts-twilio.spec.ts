// docs/product.md#scheduled-texts with real texts: the app runs as a camp deploys it, Google sign-in and
// SMS_PROVIDER=twilio, against local servers that speak Google's token protocol and Twilio's Messages
// API (server/test/fakeGoogle.ts, fakeTwilio.ts). Program Staff sign in with Google, schedule a text,
// change it, schedule and cancel another; the server restarts an hour and a minute later by its clock
// and sends the changed text through Twilio once, to each of the program's numbers, never the
// cancelled one; the Administrator finds it in the texts inbox. Google's browser script is the one part
// stood in inside the page: it hands the app an authorization code the local Google then exchanges.
import { expect, test } from '@playwright/test';
import { clientId, clientSecret, startFakeGoogle, type FakeGoogle } from '../../server/test/fakeGoogle.ts';
import { startFakeTwilio, twilioAccount, type FakeTwilio } from '../../server/test/fakeTwilio.ts';
import { signInWithGoogle } from './googleSignIn.ts';
import { ownApp } from './ownApp.ts';

const app = await ownApp(49);
let google: FakeGoogle;
let twilio: FakeTwilio;
const env = () => ({
  PALS_DEMO: '0',
  GOOGLE_CLIENT_ID: clientId,
  GOOGLE_CLIENT_SECRET: clientSecret,
  GOOGLE_TOKEN_URL: google.tokenUrl,
  GOOGLE_CERTS_URL: google.certsUrl,
  SMS_PROVIDER: 'twilio',
  TWILIO_ACCOUNT_SID: twilioAccount.sid,
  TWILIO_AUTH_TOKEN: twilioAccount.token,
  TWILIO_FROM: '+14125550100',
  TWILIO_BASE_URL: twilio.baseUrl,
  SMS_SENDS_PER_SECOND: '20',
  // Where Twilio posts each message's delivery (signed), as on a deployed camp's server.
  PUBLIC_URL: app.baseURL,
});

test.use({ baseURL: app.baseURL });
test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  google = await startFakeGoogle();
  twilio = await startFakeTwilio();
  await app.start(env());
});
test.afterAll(async () => {
  await app.remove();
  await google?.close();
  await twilio?.close();
});

test('a text scheduled and changed on /text goes through Twilio at its time, once to each number; a cancelled one never goes', async ({
  page,
}) => {
  test.slow();
  await signInWithGoogle(page, google, 'priya.shah@example.org', 'Priya');
  await page.goto('/text');
  const schedule = async (message: string) => {
    await page.getByLabel('Your text').fill(message);
    await page.getByRole('radio', { name: 'Send later' }).check();
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    await page.getByRole('region', { name: 'Check your text' }).getByRole('button', { name: 'Schedule it' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Text scheduled for' })).toBeVisible();
    await page.getByRole('button', { name: 'Write another text' }).click();
  };
  await schedule('Pool opens at 3!');
  await schedule('Rain plan: gym');

  const scheduled = page.getByRole('list', { name: 'Scheduled texts' }).getByRole('listitem');
  const pool = scheduled.filter({ hasText: 'Pool opens at' });
  await pool.getByRole('button', { name: 'Change this text' }).click();
  await pool.getByLabel('Your text').fill('Pool opens at 4!');
  await pool.getByRole('button', { name: 'Save changes' }).click();
  await expect(pool).toContainText('[Blue Ridge] Pool opens at 4!');
  await expect(pool.getByRole('button', { name: 'Change this text' })).toBeVisible();
  const rain = scheduled.filter({ hasText: 'Rain plan: gym' });
  await rain.getByRole('button', { name: 'Cancel this text' }).click();
  await expect(rain).toContainText('Cancelled:');
  expect(twilio.received).toEqual([]);

  // The server stops; it comes back an hour and a minute later by its clock and sends what is due.
  await app.stop();
  await app.start({ ...env(), PALS_TEST_CLOCK_OFFSET_MINUTES: '61' });
  await expect(async () => {
    await page.reload();
    await expect(pool).toContainText('Sent to 39 of 40 people.', { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  // Each of Blue Ridge's 40 numbers asked of Twilio once; the one Twilio refuses is named with its reason.
  await expect(pool).toContainText('Not sent: Nadia Farouk (+14125550190): not a valid phone number (Twilio 21211).');
  expect(twilio.received).toHaveLength(40);
  expect(new Set(twilio.received.map((message) => message.to)).size).toBe(40);
  expect(twilio.received.every((message) => message.body === '[Blue Ridge] Pool opens at 4!' && message.from === '+14125550100')).toBe(
    true,
  );
  await expect(rain).toContainText('Cancelled:');

  await page.context().clearCookies();
  await signInWithGoogle(page, google, 'alex.rivera@example.org', 'Alex');
  await page.goto('/admin/texts?programs=all');
  const send = page.getByRole('listitem').filter({ hasText: '[Blue Ridge] Pool opens at 4!' });
  await expect(send).toContainText('From Priya Shah (priya.shah@example.org) to Blue Ridge');
  await expect(send).toContainText('scheduled for');
  // The one not delivered is on the card; the whole list of 40 is read when its fold is opened.
  await expect(send.getByRole('list', { name: 'Not delivered' }).getByRole('listitem')).toHaveText([
    /^Nadia Farouk.*not a valid phone number/,
  ]);
  // Twilio reported each of the other 39 sent, then delivered: the card counts them from the recipients' own rows.
  await twilio.settled();
  await page.reload();
  await expect(send.getByRole('list', { name: 'Delivery' }).getByRole('listitem')).toHaveText(['Delivered 39', 'Failed 1', 'Waiting 0']);
  await send.getByText('40 recipients').click();
  await expect(send.locator('details .recipient')).toHaveCount(40);
  await expect(send.locator('details .recipient').first()).toContainText('Delivered');
  await expect(page.getByRole('listitem').filter({ hasText: 'Rain plan: gym' })).toHaveCount(0);
});

test('a text to the whole program through a Twilio that refuses some with 429: the screen counts the numbers done, and each number gets it once', async ({
  page,
}) => {
  test.slow();
  // Twilio answers each message in 100 ms and takes 12 a second: the app's 20 a second meets 429s, pauses and hands those over again.
  twilio.answerMs = 100;
  twilio.perSecond = 12;
  const before = twilio.received.length;
  await signInWithGoogle(page, google, 'priya.shah@example.org', 'Priya');
  await page.goto('/text');
  await page.getByLabel('Your text').fill('Lights out at 10.');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const confirmation = page.getByRole('region', { name: 'Check your text' });
  await confirmation.getByRole('button', { name: 'Send now' }).click();
  // Part-way: some of the 40 done, not all.
  await expect(confirmation.getByRole('progressbar', { name: /^([1-9]|[1-3]\d) of 40 numbers done$/ })).toBeVisible();
  await expect(page.getByText('Text submission failed. Sent to 39 of 40 people.', { exact: false })).toBeVisible({ timeout: 30_000 });
  const taken = twilio.received.slice(before).filter((message) => message.sid !== null);
  expect(taken).toHaveLength(39);
  expect(new Set(taken.map((message) => message.to)).size).toBe(39);
  expect(taken.every((message) => message.body === '[Blue Ridge] Lights out at 10.')).toBe(true);
  // Twilio refused some, and they went on a later try.
  expect(twilio.received.length - before).toBeGreaterThan(40);
});
