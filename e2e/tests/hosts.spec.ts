// The host rule (docs/security.md "Hosts"): DNS rebinding, in Chromium. An attacker's page is served
// from their own name; then the name is pointed at 127.0.0.1, where a laptop runs the app in demo
// mode. The page's script now reaches the app "same-origin", with its own name as Host and Origin.
// Chromium's host resolver rule stands in for the attacker's DNS. (Chromium's Private Network Access
// would refuse a page fetched from the internet a request to 127.0.0.1; other browsers do not, so
// the page here is the one its name gives once rebound, and its script runs in it.)
import { chromium, expect, test } from '@playwright/test';
import { findTestChromium } from '../chromium.ts';

const port = Number(process.env.E2E_PORT ?? 3100);
const attacker = `http://rebind.attacker.example:${port}`;

test('a page on a name rebound to this machine gets no demo sign-in, no admin config and no roster', async () => {
  const browser = await chromium.launch({
    executablePath: findTestChromium(),
    args: ['--no-sandbox', '--disable-gpu', `--host-resolver-rules=MAP rebind.attacker.example 127.0.0.1`],
  });
  try {
    const page = await browser.newPage();
    expect((await page.goto(`${attacker}/`))?.status()).toBe(421);
    const answers = await page.evaluate(async () => {
      const post = (path: string, body: object) =>
        fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      const login = await post('/api/demo/login', { email: 'alex.rivera@example.org' });
      return {
        login: [login.status, ((await login.json()) as { error: { code: string } }).error.code],
        camp: (await post('/api/local/login', { username: 'participant', password: 'bluejay' })).status,
        accounts: (await fetch('/api/demo/accounts')).status,
        config: (await fetch('/api/google/admin/config')).status,
        roster: (await fetch('/api/google/call')).status,
      };
    });
    expect(answers).toEqual({ login: [421, 'wrong_host'], camp: 421, accounts: 421, config: 421, roster: 421 });
    expect(await page.context().cookies()).toEqual([]);
    // Opened by that name, no screen of the app is served either.
    expect((await page.goto(`${attacker}/admin`))?.status()).toBe(421);
    // At its own address the same server serves the app.
    await page.goto(`http://127.0.0.1:${port}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to PALS' })).toBeVisible();
  } finally {
    await browser.close();
  }
});
