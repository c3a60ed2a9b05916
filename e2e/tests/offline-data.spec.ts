// docs/offline.md: what a person saw stays readable on the phone with its age; what they wrote with no
// connection waits on the phone, survives closing the tab, and is stored once when they are back;
// logout asks while writes wait and leaves nothing personal behind. Its own app, so the spec can
// read the database.
import { expect, test, type Page } from '@playwright/test';
import { goOffline, keptOnPhone, pressInFooter, outboxOnPhone, signInAsParticipant, signInAsStaff } from './helpers.ts';
import { ownApp } from './ownApp.ts';

const app = await ownApp(44);
test.describe.configure({ mode: 'serial' });
test.beforeAll(() => app.start());
test.afterAll(() => app.remove());
test.use({ baseURL: app.baseURL });

const savedOnPhone = "Saved on this phone — it will be sent when you're back online.";
const savedAge = /showing what was saved on this phone at \d{1,2}:\d{2} (AM|PM)\.$/;
const notice = (page: Page) => page.locator('.offline-notice');

const count = (sql: string, ...values: string[]) => app.count(sql, ...values);

test('a roster seen once stays readable offline and after a reload with no server, with when it was saved', async ({ page, context }) => {
  await signInAsParticipant(page, 'bluejay');
  await page.getByRole('link', { name: 'Program Roster' }).click();
  await expect(page.getByText('Hannah Cho')).toBeVisible();
  await expect(notice(page)).toHaveCount(0);
  // Kept on the phone (within half a second of being seen, docs/offline.md) before the phone goes offline.
  await expect.poll(() => keptOnPhone(page)).toContain('Hannah Cho');
  await pressInFooter(page, 'Home');
  await expect(page.getByRole('link', { name: 'Program Roster' })).toBeVisible();

  await goOffline(page);
  await page.getByRole('link', { name: 'Program Roster' }).click();
  await expect(page.getByText('Hannah Cho')).toBeVisible();
  await expect(notice(page)).toHaveText(/^⚠ You're offline — showing what was saved on this phone at/);
  await expect(notice(page)).toHaveText(savedAge);
  await expect(page.getByText('Loading failed. Please reload this page to try again.')).toHaveCount(0);

  // The page comes back, but the server does not answer: the roster is read from the phone.
  await context.setOffline(false);
  await expect(notice(page)).toHaveCount(0);
  await page.route('**/api/**', (route) => route.abort('connectionrefused'));
  await page.reload();
  await expect(page.getByText('Hannah Cho')).toBeVisible();
  await expect(notice(page)).toHaveText(/^⚠ Could not refresh — showing what was saved on this phone at/);
});

test('feedback, a note and a report section written offline wait on the phone, survive closing the tab, and are stored once', async ({
  page,
  context,
}) => {
  const stamp = `offline ${Date.now()}`;
  await signInAsStaff(page, 'Dana Brooks');
  // Every screen opened once online, in this tab, so its code and its data are on the phone.
  for (const open of [['Feedback'], ['Participant Note'], ['Daily Report', /^Day 2\b/, /^Procedures/]]) {
    for (const name of open) await page.getByRole('link', { name, exact: typeof name === 'string' }).click();
    await expect(page.getByRole('button', { name: 'Submit' }).first()).toBeVisible();
    await page.getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hi, Dana!' })).toBeVisible();
  }

  await context.setOffline(true);
  await page.getByRole('link', { name: 'Feedback', exact: true }).click();
  await page.getByLabel('Your feedback').fill(`${stamp} feedback`);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status').filter({ hasText: savedOnPhone })).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();

  await page.getByRole('link', { name: 'Participant Note' }).click();
  await page.getByLabel('Find a participant').fill('amara');
  await page.getByRole('button', { name: /^Amara Sokolova/ }).click();
  await page.getByLabel('Your note').fill(`${stamp} note`);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status').filter({ hasText: savedOnPhone })).toBeVisible();
  await expect(page.getByLabel('Find a participant')).toHaveValue('');

  await page.getByRole('link', { name: 'Home', exact: true }).click();
  await page.getByRole('link', { name: 'Daily Report', exact: true }).click();
  await page.getByRole('link', { name: /^Day 2\b/ }).click();
  await page.getByRole('link', { name: /^Procedures/ }).click();
  const budget = page.getByRole('group', { name: 'Did you update the budget?', exact: true });
  await budget.getByRole('radio', { name: 'Yes', exact: true }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status').filter({ hasText: savedOnPhone })).toBeVisible();

  await expect(page.getByRole('button', { name: '3 waiting to send' })).toBeVisible();
  await page.getByRole('button', { name: '3 waiting to send' }).click();
  await expect(page.locator('.outbox-what')).toHaveText([
    /^Feedback, written at/,
    /^Note about Amara Sokolova, written at/,
    /^Daily report, Day 2, Procedures, written at/,
  ]);

  // The three are on the phone, each its own record, before the screens said so; the tab is closed
  // while the phone is offline; later, online, the app is opened again.
  expect((await outboxOnPhone(page)).map((write) => write.path).sort()).toEqual([
    '/api/google/feedback',
    '/api/google/note',
    '/api/google/staffreport',
  ]);
  await page.close();
  await context.setOffline(false);
  const again = await context.newPage();
  await again.goto('/');
  await expect(
    again.getByRole('status').filter({ hasText: /^Sent now: Feedback, Note about Amara Sokolova, Daily report, Day 2, Procedures\.$/ }),
  ).toBeVisible({ timeout: 15_000 });
  await expect(again.getByRole('button', { name: /waiting to send/ })).toHaveCount(0);

  expect(count('select count(*) as n from feedback where message = ?', `${stamp} feedback`)).toBe(1);
  expect(count('select count(*) as n from notes where message = ?', `${stamp} note`)).toBe(1);
  expect(count("select count(*) as n from report_submissions where email = 'dana.brooks@example.org'")).toBe(1);
});

test('a task saved offline is sent once when the phone is back, and its mark follows', async ({ page, context }) => {
  await signInAsStaff(page, 'Dana Brooks');
  await page.goto('/tasks/task/09-aftercamp-call-DebriefCall');
  const rating = page.getByRole('group', { name: 'How helpful was this call?' });
  await expect(rating).toBeVisible();
  const before = count("select count(*) as n from task_submissions where email = 'dana.brooks@example.org'");

  await context.setOffline(true);
  await rating.getByRole('radio', { name: 'Could have been better' }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status').filter({ hasText: savedOnPhone })).toBeVisible();
  await expect(page.getByRole('button', { name: '1 waiting to send' })).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: /waiting to send/ })).toHaveCount(0);
  expect(count("select count(*) as n from task_submissions where email = 'dana.brooks@example.org'")).toBe(before + 1);
});

test('a write the server refuses after its screen was left says why, and can be discarded', async ({ page, context }) => {
  await signInAsStaff(page, 'Marcus Lee');
  await page.goto('/note');
  await expect(page.getByLabel('Find a participant')).toBeVisible();
  await context.setOffline(true);
  await page.getByLabel('Find a participant').fill('amara');
  await page.getByRole('button', { name: /^Amara Sokolova/ }).click();
  await page.getByLabel('Your note').fill('Refused later');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status').filter({ hasText: savedOnPhone })).toBeVisible();
  await page.getByRole('link', { name: 'Home', exact: true }).click();

  await page.route('**/api/google/note', (route) =>
    route.fulfill({ status: 403, json: { error: { code: 'forbidden', message: 'Notes are for staff with a program.' } } }),
  );
  await context.setOffline(false);
  await page.getByRole('button', { name: '1 not sent' }).click();
  await expect(page.locator('.outbox-refused')).toHaveText('Not sent: Notes are for staff with a program.');
  await expect(page.locator('.outbox-words')).toHaveText('“Refused later”');
  await page.getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByRole('button', { name: /not sent/ })).toHaveCount(0);
});

test('logout asks while a write waits, and leaves nothing personal on the phone', async ({ page }) => {
  await signInAsParticipant(page, 'bluejay');
  await page.getByRole('link', { name: 'Program Roster' }).click();
  await expect(page.getByText('Hannah Cho')).toBeVisible();
  await pressInFooter(page, 'Home');
  await page.getByRole('link', { name: 'Give Feedback' }).click();
  await expect.poll(() => keptOnPhone(page)).toContain('Hannah Cho');

  // The server cannot be reached for feedback: it waits on the phone.
  await page.route('**/api/local/feedback', (route) => route.abort('connectionrefused'));
  await page.getByLabel('Your feedback').fill('Kept until sent');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status').filter({ hasText: savedOnPhone })).toBeVisible();

  // A participant logs out from home (decision 41).
  await page.getByRole('link', { name: 'Back to home' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('alertdialog')).toHaveText(/1 item has not been sent yet\. Log out anyway\?/);
  await page.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(page.getByRole('button', { name: '1 waiting to send' })).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('button', { name: 'Log out anyway' }).click();
  await expect(page).toHaveURL(/\/logout$/);
  await expect.poll(() => keptOnPhone(page)).not.toContain('Hannah Cho');
  const kept = await keptOnPhone(page);
  expect(kept).not.toContain('Kept until sent');
  expect(kept).not.toContain('Blue Ridge');
});

test('Logout with no connection on the only screen opened, before the app is installed, still ends the session on the phone', async ({
  page,
  context,
}) => {
  // No service worker here: nothing of the app is on the phone but what this one screen fetched.
  await signInAsStaff(page, 'Marcus Lee');
  await page.goto('/call');
  await expect(page.getByText('Hannah Cho')).toBeVisible();
  await goOffline(page);
  await pressInFooter(page, 'Logout');
  await expect(page.getByRole('heading', { level: 1, name: 'You are logged out.' })).toBeVisible();
  await expect.poll(() => keptOnPhone(page)).not.toContain('Hannah Cho');
  expect(await page.evaluate('document.cookie')).not.toContain('pals_user');

  await context.setOffline(false);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to PALS' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Hi, Marcus!' })).toHaveCount(0);
});

test('offline, the text screen says texts need a connection, and Send now is unavailable', async ({ page, context }) => {
  await signInAsStaff(page, 'Priya Shah');
  await page.getByRole('link', { name: 'Send a Program Text' }).click();
  await page.getByLabel('Your text').fill('Bus leaves at 5');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Check your text' })).toBeVisible();
  await context.setOffline(true);
  await expect(
    page.getByText('Texts need a connection: a text sent hours late would be wrong. Send it when you are back online.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send now' })).toBeDisabled();
  await context.setOffline(false);
  await expect(page.getByRole('button', { name: 'Send now' })).toBeEnabled();
});

test('offline, Download CSV on an admin list is dimmed, with the reason beside it', async ({ page, context }) => {
  await signInAsStaff(page, 'Alex Rivera');
  await page.goto('/admin/feedback');
  await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
  // Dana's feedback (the second test) is in this spec's own app, so there is a file to download.
  await expect(page.getByRole('link', { name: 'Download CSV' })).toBeVisible();

  await context.setOffline(true);
  const csv = page.getByRole('button', { name: 'Download CSV' });
  await expect(csv).toBeDisabled();
  await expect(csv).toHaveAccessibleDescription('Downloads need a connection.');
  await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveCount(0);

  await context.setOffline(false);
  await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/google/admin/feedback.csv');
  await expect(page.getByText('Downloads need a connection.')).toHaveCount(0);
});
