// docs/offline.md "Drafts": what is typed and ticked in a form is kept on the phone as it is typed,
// for its owner: it is there after a reload, a closed tab, Back and forward, offline, and a killed
// browser, and the screen says so; it goes once sent, and at Logout; another person signed in on the
// same browser sees nothing of it. With the real service worker, so pages open offline as on a
// phone. Its own app, to read what the server stored.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test, type BrowserContext, type Page } from '@playwright/test';
import { findTestChromium } from '../chromium.ts';
import { expectAccessible, signInAsParticipant, signInAsStaff, workerInCharge } from './helpers.ts';
import { ownApp } from './ownApp.ts';

const app = await ownApp(67);
test.use({ baseURL: app.baseURL, serviceWorkers: 'allow' });
test.describe.configure({ mode: 'serial', timeout: 90_000 });
test.beforeAll(() => app.start());
test.afterAll(() => app.remove());

const draftWords = /^Draft kept on this phone, last changed at \d{1,2}:\d{2} (AM|PM)\.$/;
const overSavedWords = /^Draft kept on this phone, last changed at \d{1,2}:\d{2} (AM|PM)\. It shows your changes over the saved answers\.$/;
const savedOnPhone = "Saved on this phone — it will be sent when you're back online.";
const draftLine = (page: Page) =>
  page
    .getByRole('status')
    .filter({ hasText: /^Draft kept on this phone/ })
    .locator('p');

/** The form's checks after each way of coming back to it: the words or ticks, and the line that says they are a draft. */
type Check = (page: Page) => Promise<void>;

/** Reload; close the tab and open the screen in a new one; Back and forward; and a reload with no
 * connection: each time the draft is there. Returns the page now showing it. */
async function keptEveryWay(context: BrowserContext, page: Page, path: string, leaveBy: string, check: Check): Promise<Page> {
  await page.reload();
  await check(page);
  await expectAccessible(page);

  await page.close();
  const tab = await context.newPage();
  await tab.goto(path);
  await check(tab);

  await tab.getByRole('link', { name: leaveBy }).first().click();
  await expect(tab).not.toHaveURL(new RegExp(`${path}$`));
  await tab.goBack();
  await check(tab);
  await tab.goForward();
  await tab.goBack();
  await check(tab);

  await context.setOffline(true);
  await tab.reload();
  await expect(tab.getByRole('status').filter({ hasText: "You're offline" })).toBeVisible();
  await check(tab);
  await context.setOffline(false);
  return tab;
}

test('feedback: kept every way, offline too; Submit with no connection takes it to the outbox and it is gone', async ({
  page,
  context,
}) => {
  const words = `A great week ${Date.now()}`;
  await signInAsParticipant(page, 'bluejay');
  await workerInCharge(page);
  await page.goto('/feedback');
  await page.getByLabel('Your feedback').fill(words);
  await page.getByLabel('Your name (optional)').fill('Sam');
  // While it is being typed, no line: it says so when the form opens on it.
  await expect(draftLine(page)).toHaveCount(0);

  const check: Check = async (shown) => {
    await expect(shown.getByLabel('Your feedback')).toHaveValue(words);
    await expect(shown.getByLabel('Your name (optional)')).toHaveValue('Sam');
    await expect(draftLine(shown)).toHaveText(draftWords);
  };
  const tab = await keptEveryWay(context, page, '/feedback', 'Back to home', check);

  await context.setOffline(true);
  await tab.reload();
  await check(tab);
  await tab.getByRole('button', { name: 'Submit' }).click();
  await expect(tab.getByRole('status').filter({ hasText: savedOnPhone })).toBeVisible();
  await tab.reload();
  await expect(tab.getByLabel('Your feedback')).toHaveValue('');
  await expect(draftLine(tab)).toHaveCount(0);
  await context.setOffline(false);
  await expect.poll(() => app.count('select count(*) as n from feedback where message = ?', words), { timeout: 20_000 }).toBe(1);
  await tab.reload();
  await expect(tab.getByLabel('Your feedback')).toHaveValue('');
});

test('a participant note: its participant and words kept every way; once sent, the form is empty after a reload', async ({
  page,
  context,
}) => {
  const words = `Slept well ${Date.now()}`;
  await signInAsStaff(page, 'Marcus Lee');
  await workerInCharge(page);
  await page.goto('/note');
  await page.getByLabel('Find a participant').fill('Coach');
  await page.getByRole('button', { name: /^Coach Taylor/ }).click();
  await page.getByLabel('Your note').fill(words);

  const check: Check = async (shown) => {
    await expect(shown.getByText('Writing about: Coach Taylor')).toBeVisible();
    await expect(shown.getByLabel('Your note')).toHaveValue(words);
    await expect(draftLine(shown)).toHaveText(draftWords);
  };
  const tab = await keptEveryWay(context, page, '/note', 'Back to home', check);

  await tab.reload();
  await check(tab);
  await tab.getByRole('button', { name: 'Submit' }).click();
  await expect(tab.getByRole('status').filter({ hasText: 'Note submission succeeded. Thank you!' })).toBeVisible();
  await tab.reload();
  await expect(tab.getByLabel('Find a participant')).toBeVisible();
  await expect(tab.getByText('Writing about:')).toHaveCount(0);
  await expect(tab.getByLabel('Your note')).toHaveValue('');
  await expect(draftLine(tab)).toHaveCount(0);
  expect(app.count('select count(*) as n from notes where message = ?', words)).toBe(1);
});

const procedures = [
  'Did you check in with the medical team?',
  'Did you check in with the media team?',
  'Did the directors check in?',
  'Did the Head Counselors check in?',
  'Did you update the budget?',
];

test('a report section with five answers ticked: five after every way back, over the saved answers; Submit sends the five and the draft goes', async ({
  page,
  context,
}) => {
  await signInAsStaff(page, 'Marcus Lee');
  await workerInCharge(page);
  await page.goto('/report/6/procedures');
  const answer = (shown: Page, question: string) =>
    shown.getByRole('group', { name: question, exact: true }).getByRole('radio', { name: 'Yes', exact: true });
  for (const question of procedures) await answer(page, question).check();

  const check: Check = async (shown) => {
    for (const question of procedures) await expect(answer(shown, question), question).toBeChecked();
    await expect(draftLine(shown)).toHaveText(overSavedWords);
  };
  const tab = await keptEveryWay(context, page, '/report/6/procedures', 'Back to Day 6', check);

  await tab.reload();
  await check(tab);
  await tab.getByRole('button', { name: 'Submit' }).click();
  await expect(tab.getByRole('status').filter({ hasText: 'Report submission succeeded. Thank you!' })).toBeVisible();
  await tab.reload();
  // The five are the server's saved answers now, and no draft is shown over them.
  for (const question of procedures) await expect(answer(tab, question), question).toBeChecked();
  await expect(draftLine(tab)).toHaveCount(0);
});

test('a Director task’s ticks: kept every way over the saved ones; once saved, the draft goes', async ({ page, context }) => {
  const path = '/tasks/task/00-february-deliverable-DirectorAgreement';
  await signInAsStaff(page, 'Dana Brooks');
  await workerInCharge(page);
  await page.goto(path);
  await page.getByRole('checkbox', { name: 'Agreement signed' }).check();
  await page.getByRole('checkbox', { name: 'Headshot sent to the office' }).check();

  const check: Check = async (shown) => {
    await expect(shown.getByRole('checkbox', { name: 'Agreement signed' })).toBeChecked();
    await expect(shown.getByRole('checkbox', { name: 'Headshot sent to the office' })).toBeChecked();
    await expect(draftLine(shown)).toHaveText(overSavedWords);
  };
  const tab = await keptEveryWay(context, page, path, 'Back to February', check);

  await tab.reload();
  await check(tab);
  await tab.getByRole('button', { name: 'Submit' }).click();
  await expect(tab.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await tab.reload();
  await expect(tab.getByRole('checkbox', { name: 'Agreement signed' })).toBeChecked();
  await expect(draftLine(tab)).toHaveCount(0);
});

const refusal = { status: 422, json: { error: { code: 'invalid', message: 'Please check the form.' } } };

test('a refusal keeps the words and ticks in every form, and a reload finds them again as a draft', async ({ page }) => {
  await signInAsStaff(page, 'Marcus Lee');
  for (const path of ['**/api/google/feedback', '**/api/google/note', '**/api/google/staffreport'])
    await page.route(path, (route) => (route.request().method() === 'POST' ? route.fulfill(refusal) : route.fallback()));

  await page.goto('/feedback');
  await page.getByLabel('Your feedback').fill('Refused words');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toHaveText('Feedback submission failed. Please reload this page to try again.');
  await expect(page.getByLabel('Your feedback')).toHaveValue('Refused words');
  await page.reload();
  await expect(page.getByLabel('Your feedback')).toHaveValue('Refused words');
  await expect(draftLine(page)).toHaveText(draftWords);

  await page.goto('/note');
  await page.getByLabel('Find a participant').fill('Coach');
  await page.getByRole('button', { name: /^Coach Taylor/ }).click();
  await page.getByLabel('Your note').fill('Refused note');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toHaveText('Note submission failed. Please reload this page to try again.');
  await expect(page.getByLabel('Your note')).toHaveValue('Refused note');
  await page.reload();
  await expect(page.getByText('Writing about: Coach Taylor')).toBeVisible();
  await expect(page.getByLabel('Your note')).toHaveValue('Refused note');

  await page.goto('/report/4/procedures');
  const budget = page.getByRole('group', { name: 'Did you update the budget?', exact: true });
  await budget.getByRole('radio', { name: 'No', exact: true }).check();
  await budget.getByLabel('Comment').fill('Receipts are in the van.');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toHaveText('Report submission failed. Please reload this page to try again.');
  await page.reload();
  await expect(budget.getByRole('radio', { name: 'No', exact: true })).toBeChecked();
  await expect(budget.getByLabel('Comment')).toHaveValue('Receipts are in the van.');
  await expect(draftLine(page)).toHaveText(overSavedWords);

  await signInAsStaff(page, 'Dana Brooks');
  await page.route('**/api/google/directortask', (route) =>
    route.request().method() === 'POST' ? route.fulfill(refusal) : route.fallback(),
  );
  await page.goto('/tasks/task/00-february-training-WelcometoPALS');
  await page.getByRole('checkbox', { name: 'Completed' }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Saving failed. Please try again.' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Completed' })).toBeChecked();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Completed' })).toBeChecked();
  await expect(draftLine(page)).toHaveText(overSavedWords);
});

test('feedback kept on the phone and refused when the connection is back: the words are back in the form, and kept', async ({
  page,
  context,
}) => {
  const words = `Kept then refused ${Date.now()}`;
  await signInAsStaff(page, 'Marcus Lee');
  await workerInCharge(page);
  await page.goto('/feedback');
  await context.setOffline(true);
  await page.getByLabel('Your feedback').fill(words);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status').filter({ hasText: savedOnPhone })).toBeVisible();
  await page.route('**/api/google/feedback', (route) => route.fulfill(refusal));
  await context.setOffline(false);

  await expect(page.getByRole('alert')).toHaveText('Feedback submission failed. Please reload this page to try again.', {
    timeout: 20_000,
  });
  await expect(page.getByLabel('Your feedback')).toHaveValue(words);
  await page.reload();
  await expect(page.getByLabel('Your feedback')).toHaveValue(words);
  await expect(draftLine(page)).toHaveText(draftWords);
  expect(app.count('select count(*) as n from feedback where message = ?', words)).toBe(0);
});

test('another person signed in on the same browser sees nothing of a draft; its owner finds it again; Logout removes it', async ({
  page,
}) => {
  const words = `Only mine ${Date.now()}`;
  await signInAsStaff(page, 'Marcus Lee');
  await page.goto('/feedback');
  await page.getByLabel('Your feedback').fill(words);

  await signInAsStaff(page, 'Priya Shah');
  await page.goto('/feedback');
  await expect(page.getByLabel('Your feedback')).toHaveValue('');
  await expect(draftLine(page)).toHaveCount(0);
  expect(await page.evaluate(`document.body.innerText.includes(${JSON.stringify(words)})`)).toBe(false);

  await signInAsStaff(page, 'Marcus Lee');
  await page.goto('/feedback');
  await expect(page.getByLabel('Your feedback')).toHaveValue(words);
  await expect(draftLine(page)).toHaveText(draftWords);

  await page.getByRole('contentinfo').getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You are logged out.' })).toBeVisible();
  expect(await page.evaluate('Object.keys(localStorage).filter((key) => key.startsWith("pals-draft:"))')).toEqual([]);
  await signInAsStaff(page, 'Marcus Lee');
  await page.goto('/feedback');
  await expect(page.getByLabel('Your feedback')).toHaveValue('');
  await expect(draftLine(page)).toHaveCount(0);
});

test('a killed browser: the draft typed a moment before is there when it opens again; once sent, it does not come back', async () => {
  const words = `Typed before the crash ${Date.now()}`;
  const profile = await mkdtemp(join(tmpdir(), 'pals-profile-'));
  // The same browser profile, opened twice, as a phone's browser is after it was killed.
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
    await signInAsStaff(page, 'Priya Shah');
    await page.goto('/feedback');
    await page.getByLabel('Your feedback').fill(words);
    // "A moment": as long as the phone takes to write them once to IndexedDB, which is on disk then.
    await expect.poll(() => page.evaluate<string>(draftsOnDisk)).toContain(words);
    // Killed as a phone's system kills a browser: no chance to close or to save anything more.
    killBrowserOf(profile);
    await first.close().catch(() => undefined);

    const second = await open();
    const again = second.pages()[0] ?? (await second.newPage());
    // The browser had not written its cookies yet either: the person signs in again, as after any
    // lost session, and their draft is there.
    await signInAsStaff(again, 'Priya Shah');
    await again.goto('/feedback');
    await expect(again.getByLabel('Your feedback')).toHaveValue(words);
    await expect(draftLine(again)).toHaveText(draftWords);
    // Sent, then killed at once: the draft does not come back beside what the server has.
    await again.getByRole('button', { name: 'Submit' }).click();
    await expect(again.getByRole('status').filter({ hasText: 'Feedback submission succeeded. Thank you!' })).toBeVisible();
    killBrowserOf(profile);
    await second.close().catch(() => undefined);

    const third = await open();
    const last = third.pages()[0] ?? (await third.newPage());
    await signInAsStaff(last, 'Priya Shah');
    await last.goto('/feedback');
    await expect(last.getByLabel('Your feedback')).toHaveValue('');
    await expect(draftLine(last)).toHaveCount(0);
    expect(app.count('select count(*) as n from feedback where message = ?', words)).toBe(1);
    await third.close();
  } finally {
    await rm(profile, { recursive: true, force: true });
  }
});

/** Everything the page's IndexedDB of drafts holds, as one string (run in the page; a new database is
 * left for the app to make, with its store). */
const draftsOnDisk = `new Promise((resolve) => {
  const request = indexedDB.open('pals-drafts');
  request.onupgradeneeded = () => request.transaction.abort();
  request.onerror = () => resolve('');
  request.onsuccess = () => {
    const db = request.result;
    if (!db.objectStoreNames.contains('drafts')) return resolve('');
    const all = db.transaction('drafts').objectStore('drafts').getAll();
    all.onsuccess = () => resolve(JSON.stringify(all.result));
    all.onerror = () => resolve('');
  };
})`;

/** SIGKILL to the browser this spec launched on `profile`: the one process whose command line names it as its profile and is not a child of another. */
function killBrowserOf(profile: string): void {
  const lines = execFileSync('ps', ['-eo', 'pid=,ppid=,args='], { encoding: 'utf8' }).split('\n');
  const ours = lines
    .map((line) => /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(line))
    .filter((match): match is RegExpExecArray => match !== null && match[3]!.includes(`--user-data-dir=${profile}`));
  const pids = new Set(ours.map((match) => match[1]!));
  const browser = ours.find((match) => !pids.has(match[2]!));
  if (!browser) throw new Error(`no browser runs on ${profile}`);
  process.kill(Number(browser[1]), 'SIGKILL');
}
