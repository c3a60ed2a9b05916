// docs/product.md#texts: a text to a whole program through Twilio while its server is restarted, as a
// deploy restarts it (SIGTERM). The server lets go of the send part way; Send now answers that it is
// still being sent, and the confirmation goes on sending: its progress and, once the restarted server
// has taken it on, when it paused and resumed, then the answer. Every number gets the text once at
// Twilio's local stand-in (server/test/fakeTwilio.ts), and /admin/texts says the same.
import { expect, test } from '@playwright/test';
import { clientId, clientSecret, startFakeGoogle, type FakeGoogle } from '../../server/test/fakeGoogle.ts';
import { startFakeTwilio, twilioAccount, type FakeTwilio } from '../../server/test/fakeTwilio.ts';
import { signInWithGoogle } from './googleSignIn.ts';
import { ownApp } from './ownApp.ts';

const app = await ownApp(73);
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
  // 40 numbers at 4 a second: 10 s, so the restart comes in the middle.
  SMS_SENDS_PER_SECOND: '4',
  // The send under way lets go after half of it.
  SHUTDOWN_GRACE_MS: '3000',
});

test.use({ baseURL: app.baseURL });
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

test('a deploy restarts the server in the middle of a text to a program: the sender reads that it paused and resumed, and each number gets it once', async ({
  page,
}) => {
  test.slow();
  await signInWithGoogle(page, google, 'alex.rivera@example.org', 'Alex');
  await page.goto('/text');
  await page.getByLabel('Your text').fill('Buses leave at 9 from the lodge.');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const confirmation = page.getByRole('region', { name: 'Check your text' });
  await confirmation.getByRole('button', { name: 'Send now' }).click();
  await expect(confirmation.getByText(/of 40 numbers done/)).toBeVisible();
  await expect.poll(() => twilio.received.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(5);

  // The deploy: SIGTERM, then the new build starts on the same database.
  await app.stop();
  const handedBefore = twilio.received.length;
  expect(handedBefore).toBeLessThan(40);
  // Still sending, not failed: the page waits on through the restart.
  await expect(confirmation.getByText('Sending...')).toBeVisible();
  await expect(confirmation.getByText(/still being sent|submission failed|could not be reached/)).toHaveCount(0);
  await app.start(env());

  await expect(
    confirmation.getByText(
      /^Paused at \d{1,2}:\d{2}:\d{2} [AP]M ET because the server sending it stopped; resumed at \d{1,2}:\d{2}:\d{2} [AP]M ET\.$/,
    ),
  ).toBeVisible({
    timeout: 30_000,
  });
  // The answer, as if Send now had waited for it.
  await expect(page.getByText(/^Text submission failed\. Sent to 39 of 40 people\. Not sent: Nadia Farouk/)).toBeVisible({
    timeout: 30_000,
  });
  // Each of Blue Ridge's 40 numbers asked of Twilio once, across the restart.
  expect(twilio.received).toHaveLength(40);
  expect(new Set(twilio.received.map((message) => message.to)).size).toBe(40);

  await page.goto('/admin/texts?programs=all');
  const send = page.getByRole('listitem').filter({ hasText: '[Blue Ridge] Buses leave at 9 from the lodge.' });
  await expect(send.getByText(/ because the server sending it stopped; resumed at /)).toBeVisible();
});
