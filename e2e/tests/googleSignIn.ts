// Signing in with Google as a person does, against the tests' local Google (server/test/fakeGoogle.ts):
// Google's browser script is a stand-in whose popup answers with a code the test registered for the
// person, and the app's server trades it at the local Google for their ID token.
import { expect, type Page } from '@playwright/test';
import { signIdToken, type FakeGoogle } from '../../server/test/fakeGoogle.ts';

/** Google's browser script, as the page sees it: the popup answers with the code the test registered. */
const gsiStandIn = `window.google = { accounts: { oauth2: { initCodeClient: (config) => ({
  requestCode: () => config.callback({ code: window.__googleCode, scope: 'openid email profile' }),
}) } } };`;

/** Staff on the welcome, through Google, until the greeting shows. */
export async function signInWithGoogle(page: Page, google: FakeGoogle, email: string, firstName: string): Promise<void> {
  await page.route('https://accounts.google.com/gsi/client', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: gsiStandIn }),
  );
  await page.route('https://accounts.google.com/gsi/style', (route) => route.fulfill({ contentType: 'text/css', body: '' }));
  await page.goto('/');
  const staff = page.getByRole('button', { name: 'Staff', exact: true });
  await expect(staff).toBeEnabled();
  const code = google.code(signIdToken({ email, sub: email }, google.signingKey, google.kid));
  await page.evaluate((value) => Object.assign(globalThis, { __googleCode: value }), code);
  await staff.click();
  await expect(page.getByRole('heading', { level: 1, name: `Hi, ${firstName}!` })).toBeVisible();
}
