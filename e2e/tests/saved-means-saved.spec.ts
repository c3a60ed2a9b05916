// "Saved on this phone" is true at every moment (docs/offline.md "Writes that wait", "Signing out"):
// a write survives a reload at any moment after the tap and arrives once; two tabs share one
// outbox; a page opened offline asks again as soon as the connection is back; Logout with no
// connection leaves nothing of the person on the phone and ends the session at the first connection;
// a logout or a sign-in in one tab is what every other tab shows.
// With the real service worker, so pages open offline as on a phone. Its own app, to read the database.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test, type BrowserContext, type Page } from '@playwright/test';
import { findTestChromium } from '../chromium.ts';
import { goOffline, keptOnPhone, pressInFooter, outboxOnPhone, signInAsStaff, workerInCharge } from './helpers.ts';
import { ownApp } from './ownApp.ts';

const app = await ownApp(46);
test.use({ baseURL: app.baseURL, serviceWorkers: 'allow' });
test.describe.configure({ mode: 'serial', timeout: 90_000 });
test.beforeAll(() => app.start());
test.afterAll(() => app.remove());

const savedOnPhone = "Saved on this phone — it will be sent when you're back online.";

const count = (sql: string, ...values: string[]) => app.count(sql, ...values);

async function signedInWithWorker(page: Page, name: string) {
  await signInAsStaff(page, name);
  await workerInCharge(page);
}

/** Marcus Lee, a Lead, signed in with the worker in charge, on the roster (which lists Hannah Cho). */
async function marcusOnRoster(page: Page) {
  await signedInWithWorker(page, 'Marcus Lee');
  await page.goto('/call');
  await expect(page.getByText('Hannah Cho')).toBeVisible();
}

async function writeFeedback(page: Page, words: string) {
  await page.getByLabel('Your feedback').fill(words);
  await page.getByRole('button', { name: 'Submit' }).click();
}

test('offline feedback reloaded 0, 50, 150, 400 ms and 3 s after Submit arrives exactly once', async ({ page, context }) => {
  const stamp = `reload ${Date.now()}`;
  await signedInWithWorker(page, 'Dana Brooks');
  await page.goto('/feedback');
  await expect(page.getByLabel('Your feedback')).toBeVisible();

  await context.setOffline(true);
  for (const delay of [0, 50, 150, 400, 3_000]) {
    await page.goto('/feedback');
    await writeFeedback(page, `${stamp} ${delay}`);
    if (delay > 0) await page.waitForTimeout(delay);
    await page.reload();
    await expect(page.getByLabel('Your feedback')).toBeVisible();
  }
  // Every one is on the phone, each its own record.
  const kept = (await outboxOnPhone(page)).map((write) => String(write.body.message)).sort();
  expect(kept).toEqual([`${stamp} 0`, `${stamp} 150`, `${stamp} 3000`, `${stamp} 400`, `${stamp} 50`]);
  await expect(page.getByRole('button', { name: '5 waiting to send' })).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByRole('button', { name: /waiting to send/ })).toHaveCount(0, { timeout: 20_000 });
  for (const delay of [0, 50, 150, 400, 3_000])
    expect(count('select count(*) as n from feedback where message = ?', `${stamp} ${delay}`), `${delay} ms`).toBe(1);
});

const delays = [0, 50, 150, 400, 3_000];
/** A rating for each try, by its words; only the last is 'Extremely helpful' (value 3). */
const ratings = ['Not helpful', 'Could have been better', 'Did not attend', 'Not helpful', 'Extremely helpful'];

/** Taps Submit on what `write` filled in, reloads `delay` ms later, and waits for the page again. */
async function submitThenReload(page: Page, delay: number) {
  await page.getByRole('button', { name: 'Submit' }).click();
  if (delay > 0) await page.waitForTimeout(delay);
  await page.reload();
  await expect(page.getByRole('link', { name: 'PALS' })).toBeVisible();
}

test('notes, report sections and task ticks reloaded 0, 50, 150, 400 ms and 3 s after Submit each arrive once', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  const stamp = `tick ${Date.now()}`;
  await signedInWithWorker(page, 'Dana Brooks');
  // Each screen opened once online, so its code and data are on the phone.
  for (const [path, call] of <[string, string][]>[
    ['/report/1/procedures', '/api/google/staffreport'],
    ['/tasks/task/09-aftercamp-call-DebriefCall', '/api/google/directortask'],
  ]) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: 'Submit' }).first()).toBeVisible();
    await expect.poll(() => keptOnPhone(page)).toContain(call);
  }
  await page.goto('/note');
  await page.getByLabel('Find a participant').fill('amara');
  await expect(page.getByRole('button', { name: /^Amara Sokolova/ })).toBeVisible();
  await expect.poll(() => keptOnPhone(page)).toContain('Amara Sokolova');
  const reports = count("select count(*) as n from report_submissions where email = 'dana.brooks@example.org'");
  const tasks = count("select count(*) as n from task_submissions where email = 'dana.brooks@example.org'");

  await context.setOffline(true);
  for (const delay of delays) {
    await page.goto('/note');
    await page.getByLabel('Find a participant').fill('amara');
    await page.getByRole('button', { name: /^Amara Sokolova/ }).click();
    await page.getByLabel('Your note').fill(`${stamp} note ${delay}`);
    await submitThenReload(page, delay);

    // Each submission of a section is stored as a row of its own.
    await page.goto('/report/1/procedures');
    const budget = page.getByRole('group', { name: 'Did you update the budget?', exact: true });
    await budget.getByRole('radio', { name: 'Yes', exact: true }).check();
    await submitThenReload(page, delay);

    await page.goto('/tasks/task/09-aftercamp-call-DebriefCall');
    const rating = page.getByRole('group', { name: 'How helpful was this call?' });
    // A different rating each time; the last one written is the one kept.
    await rating.getByRole('radio', { name: ratings[delays.indexOf(delay)] }).check();
    await submitThenReload(page, delay);
  }
  await expect(page.getByRole('button', { name: '15 waiting to send' })).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByRole('button', { name: /waiting to send/ })).toHaveCount(0, { timeout: 30_000 });
  for (const delay of delays)
    expect(count('select count(*) as n from notes where message = ?', `${stamp} note ${delay}`), `${delay} ms`).toBe(1);
  expect(count("select count(*) as n from report_submissions where email = 'dana.brooks@example.org'")).toBe(reports + 5);
  // A task keeps one row per field, the answer written last (the fifth rating) once all have gone.
  expect(count("select count(*) as n from task_submissions where email = 'dana.brooks@example.org'")).toBe(tasks + 1);
  expect(
    count(
      "select count(*) as n from task_submissions where email = 'dana.brooks@example.org' and key = '09-aftercamp-call-DebriefCall-Rating' and value = ?",
      '3',
    ),
  ).toBe(1);
});

test('a reload while a send is slow: the write is sent again with its key, stored once, and said to be sent', async ({ page }) => {
  const stamp = `slow ${Date.now()}`;
  await signedInWithWorker(page, 'Dana Brooks');
  await page.goto('/feedback');
  // The server takes 3 seconds to answer (a 50 kbps link).
  await page.route('**/api/google/feedback', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await route.continue().catch(() => undefined);
  });
  await writeFeedback(page, `${stamp} feedback`);
  await page.waitForTimeout(500);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: /^Sent now: Feedback\.$/ })).toBeVisible({ timeout: 20_000 });
  expect(count('select count(*) as n from feedback where message = ?', `${stamp} feedback`)).toBe(1);
});

async function openTab(context: BrowserContext, path: string): Promise<Page> {
  const tab = await context.newPage();
  await tab.goto(path);
  return tab;
}

test('writes from three tabs offline: every tab counts them, closing any loses none, all arrive once', async ({ page, context }) => {
  const stamp = `tabs ${Date.now()}`;
  await signedInWithWorker(page, 'Marcus Lee');
  await page.goto('/feedback');
  await expect(page.getByLabel('Your feedback')).toBeVisible();
  await page.goto('/note');
  await page.getByLabel('Find a participant').fill('amara');
  await expect(page.getByRole('button', { name: /^Amara Sokolova/ })).toBeVisible();
  await expect.poll(() => keptOnPhone(page)).toContain('Amara Sokolova');

  await context.setOffline(true);
  const a = await openTab(context, '/feedback');
  const b = await openTab(context, '/feedback');
  const c = await openTab(context, '/feedback');
  await writeFeedback(a, `${stamp} A1`);
  await expect(a.getByRole('status').filter({ hasText: savedOnPhone })).toBeVisible();
  await writeFeedback(b, `${stamp} B1`);
  await expect(b.getByRole('status').filter({ hasText: savedOnPhone })).toBeVisible();
  await writeFeedback(c, `${stamp} C1`);
  await expect(c.getByRole('status').filter({ hasText: savedOnPhone })).toBeVisible();
  await a.goto('/note');
  await a.getByLabel('Find a participant').fill('amara');
  await a.getByRole('button', { name: /^Amara Sokolova/ }).click();
  await a.getByLabel('Your note').fill(`${stamp} A2`);
  await a.getByRole('button', { name: 'Submit' }).click();
  await expect(a.getByRole('status').filter({ hasText: savedOnPhone })).toBeVisible();

  // Every tab agrees, within a second.
  for (const tab of [a, b, c]) await expect(tab.getByRole('button', { name: '4 waiting to send' })).toBeVisible({ timeout: 1_000 });
  await a.close();
  await c.close();
  const d = await openTab(context, '/');
  await expect(d.getByRole('button', { name: '4 waiting to send' })).toBeVisible();
  expect(await outboxOnPhone(d)).toHaveLength(4);

  await context.setOffline(false);
  await expect(d.getByRole('button', { name: /waiting to send/ })).toHaveCount(0, { timeout: 20_000 });
  await expect(b.getByRole('button', { name: /waiting to send/ })).toHaveCount(0);
  for (const words of ['A1', 'B1', 'C1'])
    expect(count('select count(*) as n from feedback where message = ?', `${stamp} ${words}`), words).toBe(1);
  expect(count('select count(*) as n from notes where message = ?', `${stamp} A2`)).toBe(1);
});

test('a page opened offline asks the server again within seconds of the connection coming back', async ({ page, context }) => {
  await signedInWithWorker(page, 'Marcus Lee');
  await page.goto('/call');
  await expect(page.getByRole('heading', { level: 1, name: 'Program Roster' })).toBeVisible();
  await expect.poll(() => keptOnPhone(page)).toContain('Hannah Cho');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('Hannah Cho')).toBeVisible();
  await expect(page.locator('.offline-notice')).toHaveText(/^⚠ You're offline — showing what was saved on this phone/);

  const asked = page.waitForRequest((request) => request.url().endsWith('/api/google/call'), { timeout: 10_000 });
  await context.setOffline(false);
  await asked;
  await expect(page.locator('.offline-notice')).toHaveCount(0);
});

test('Logout with no connection leaves nothing of the person on the phone; the server ends the session at the first connection', async ({
  page,
  context,
}) => {
  await marcusOnRoster(page);
  await expect.poll(() => keptOnPhone(page)).toContain('Hannah Cho');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Hi, Marcus!' })).toBeVisible();

  await page.getByRole('link', { name: 'Program Roster' }).click();
  await expect(page.getByText('Hannah Cho')).toBeVisible();

  await goOffline(page);
  await pressInFooter(page, 'Logout');
  await expect(page.getByRole('heading', { level: 1, name: 'You are logged out.' })).toBeVisible();
  await expect(page.getByText('Logout failed')).toHaveCount(0);
  await expect.poll(() => keptOnPhone(page)).not.toContain('Hannah Cho');
  expect(await page.evaluate('document.cookie')).not.toContain('pals_user');

  // The next person, still offline: no greeting, no roster.
  const next = await openTab(context, '/');
  await expect(next.getByRole('heading', { level: 1, name: 'Hi, Marcus!' })).toHaveCount(0);
  await expect(next.getByRole('link', { name: 'Participant' })).toBeVisible();
  await next.goto('/call');
  await expect(next.getByText('Hannah Cho')).toHaveCount(0);

  // Back online: the logout goes first, and the browser is no longer signed in.
  // (Whichever tab hears the connection first sends it.)
  const logout = context.waitForEvent('request', { predicate: (request) => request.url().endsWith('/api/logout'), timeout: 10_000 });
  await context.setOffline(false);
  await logout;
  await expect.poll(async () => (await next.request.get('/api/me')).status()).toBe(401);
  await next.goto('/participant');
  await expect(next.getByLabel('Camp password')).toBeVisible();
});

test('Logout in one tab with no connection: another tab on the roster shows the login at once; the next person signed in shows in both', async ({
  page,
  context,
}) => {
  await marcusOnRoster(page);
  const other = await openTab(context, '/support');
  await expect(other.getByRole('heading', { level: 1, name: 'Get Support' })).toBeVisible();

  await goOffline(other);
  await other.getByRole('contentinfo').getByRole('button', { name: 'Logout' }).click();
  await expect(other.getByRole('heading', { level: 1, name: 'You are logged out.' })).toBeVisible();
  // Nothing is done in the tab on the roster: it shows the login by itself, and the roster is gone.
  await expect(page.getByRole('link', { name: 'Participant' })).toBeVisible();
  await expect(page.getByText('Hannah Cho')).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);

  // Back online, the next person signs in in that tab; the tab that said "You are logged out." shows them.
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Staff', exact: true }).click();
  await page.getByRole('button', { name: /^Alex Rivera Administrator/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hi, Alex!' })).toBeVisible();
  await expect(other.getByRole('heading', { level: 1, name: 'Hi, Alex!' })).toBeVisible();
  await expect(other).toHaveURL(/\/$/);
  // The logout that waited for the connection ended Marcus's session, not Alex's.
  const me = await other.request.get('/api/me');
  expect(me.status()).toBe(200);
  expect(await me.json()).toMatchObject({ user: { googleUser: { email: 'alex.rivera@example.org' } } });
});

test('a tab left on a screen of a session that ended unseen shows whoever signs in next in another tab, never the person before', async ({
  page,
  context,
}) => {
  await marcusOnRoster(page);
  await expect(page.getByRole('contentinfo')).toContainText('Marcus Lee');
  // The session ends with no tab hearing of it (it ran out), and the next person opens the app in a new tab.
  await context.clearCookies();
  const other = await openTab(context, '/');
  await other.getByRole('button', { name: 'Staff', exact: true }).click();
  await other.getByRole('button', { name: /^Alex Rivera Administrator/ }).click();
  await expect(other.getByRole('heading', { level: 1, name: 'Hi, Alex!' })).toBeVisible();

  await expect(page.getByRole('heading', { level: 1, name: 'Hi, Alex!' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Marcus Lee')).toHaveCount(0);
  await expect(page.getByText('Hannah Cho')).toHaveCount(0);
});

test('a write the screen said was kept survives closing the whole browser offline, and arrives once', async () => {
  const stamp = `browser ${Date.now()}`;
  const profile = await mkdtemp(join(tmpdir(), 'pals-profile-'));
  // The same browser profile, opened twice, as a phone's browser is after it was closed.
  const open = () =>
    chromium.launchPersistentContext(profile, {
      executablePath: findTestChromium(),
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
      baseURL: app.baseURL,
      viewport: { width: 390, height: 844 },
      serviceWorkers: 'allow',
    });
  try {
    const first = await open();
    const page = first.pages()[0] ?? (await first.newPage());
    await signedInWithWorker(page, 'Priya Shah');
    await page.goto('/feedback');
    await expect(page.getByLabel('Your feedback')).toBeVisible();
    await first.setOffline(true);
    await writeFeedback(page, `${stamp} feedback`);
    await expect(page.getByRole('status').filter({ hasText: savedOnPhone })).toBeVisible();
    await first.close();

    const second = await open();
    const again = second.pages()[0] ?? (await second.newPage());
    await again.goto('/');
    await expect(again.getByRole('status').filter({ hasText: /^Sent now: Feedback\.$/ })).toBeVisible({ timeout: 20_000 });
    expect(count('select count(*) as n from feedback where message = ?', `${stamp} feedback`)).toBe(1);
    await second.close();
  } finally {
    await rm(profile, { recursive: true, force: true });
  }
});
