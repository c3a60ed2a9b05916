// A session that ends while writes wait on the phone (docs/offline.md "Whose data, and how it is
// cleared"): its 30 days run out, the staff row goes from the workbook, the camp password is changed,
// or the session is ended on the server. Back online, the writes stay on the phone for their owner,
// the signed-out welcome says so, and they go once when that person signs in again; never under
// anyone else, who sees only how many wait for whom, with Discard. With the real service worker,
// offline as on a phone; an app of its own, to end sessions in its database.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import {
  keptOnPhone,
  signInAsParticipant,
  signInAsStaff,
  signInThroughScreensAsParticipant,
  signInThroughScreensAsStaff,
  workerInCharge,
} from './helpers.ts';
import { ownApp } from './ownApp.ts';

const app = await ownApp(53);
test.use({ baseURL: app.baseURL, serviceWorkers: 'allow' });
test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.beforeAll(() => app.start());
test.afterAll(() => app.remove());

const savedOnPhone = "Saved on this phone — it will be sent when you're back online.";

function changeDatabase(sql: string): void {
  const db = new Database(app.database);
  try {
    db.prepare(sql).run();
  } finally {
    db.close();
  }
}

async function editWorkbook(name: string, change: (text: string) => string): Promise<void> {
  const path = join(app.workbook, name);
  await writeFile(path, change(await readFile(path, 'utf8')));
}

/** The app started again: it reads the workbook as it is now, and remembers no session. */
async function restart(): Promise<void> {
  await app.stop();
  await app.start();
}

async function writeFeedback(page: Page, words: string): Promise<void> {
  await page.goto('/feedback');
  await page.getByLabel('Your feedback').fill(words);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(savedOnPhone)).toBeVisible();
}

async function writeNote(page: Page, words: string): Promise<void> {
  await page.goto('/note');
  await page.getByLabel('Find a participant').fill('amara');
  await page.getByRole('button', { name: /^Amara Sokolova/ }).click();
  await page.getByLabel('Your note').fill(words);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(savedOnPhone)).toBeVisible();
}

/** Marcus Lee writes two feedbacks and a note with no signal; returns their words. */
async function marcusWritesOffline(page: Page, context: BrowserContext, stamp: string): Promise<string[]> {
  await signInAsStaff(page, 'Marcus Lee');
  await workerInCharge(page);
  await page.goto('/note');
  await page.getByLabel('Find a participant').fill('amara');
  await expect(page.getByRole('button', { name: /^Amara Sokolova/ })).toBeVisible();
  await expect.poll(() => keptOnPhone(page)).toContain('Amara Sokolova');
  await context.setOffline(true);
  await writeFeedback(page, `${stamp} feedback 1`);
  await writeFeedback(page, `${stamp} feedback 2`);
  await writeNote(page, `${stamp} note`);
  await expect(page.getByRole('button', { name: '3 waiting to send' })).toBeVisible();
  return [`${stamp} feedback 1`, `${stamp} feedback 2`, `${stamp} note`];
}

const stored = (words: string) =>
  app.count('select count(*) as n from feedback where message = ?', words) +
  app.count('select count(*) as n from notes where message = ?', words);

/** Back online, the session is gone: the welcome says what waits and for whom; nothing was stored. */
async function backOnlineSignedOut(page: Page, context: BrowserContext, waiting: string, words: string[]): Promise<void> {
  // Home before the signal comes back: the screen the 401 finds is home, so no screen of the person
  // before is remembered to return to after the next sign-in.
  await page.goto('/');
  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'waiting on this phone' })).toHaveText(waiting, { timeout: 20_000 });
  for (const write of words) expect(stored(write), write).toBe(0);
}

async function sentOnceAfterSignIn(page: Page, words: string[]): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: 'waiting on this phone' })).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByRole('button', { name: /waiting to send/ })).toHaveCount(0);
  await expect.poll(() => words.map(stored), { timeout: 20_000 }).toEqual(words.map(() => 1));
}

test('the session ended on the server: Marcus signs in again and his 3 writes go, once each', async ({ page, context }) => {
  const words = await marcusWritesOffline(page, context, `ended ${Date.now()}`);
  changeDatabase("delete from sessions where email = 'marcus.lee@example.org'");
  await backOnlineSignedOut(page, context, '3 items are waiting on this phone. Sign in again as Marcus Lee to send them.', words);

  await signInThroughScreensAsStaff(page, 'Marcus Lee');
  await sentOnceAfterSignIn(page, words);
  // Sent once however long the phone goes on.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Hi, Marcus!' })).toBeVisible();
  expect(words.map(stored)).toEqual([1, 1, 1]);
});

test('the session ran out of its 30 days: the writes wait for Marcus, not for Hannah, who sees only how many', async ({
  page,
  context,
}) => {
  const words = await marcusWritesOffline(page, context, `expired ${Date.now()}`);
  changeDatabase("update sessions set expires_at = '2020-01-01T00:00:00.000Z' where email = 'marcus.lee@example.org'");
  await restart();
  await backOnlineSignedOut(page, context, '3 items are waiting on this phone. Sign in again as Marcus Lee to send them.', words);

  // Hannah Cho on the same phone: she is told how many wait for whom, never what; nothing goes as hers.
  await signInThroughScreensAsStaff(page, 'Hannah Cho');
  const waiting = page.getByRole('status').filter({ hasText: 'written by Marcus Lee' });
  await expect(waiting).toHaveText('3 items written by Marcus Lee are waiting on this phone for them to sign in again.');
  await expect(page.getByText(words[0]!)).toHaveCount(0);
  await page.waitForTimeout(3_000);
  for (const write of words) expect(stored(write), write).toBe(0);
  await page.goto('/call');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('You are logged out.')).toBeVisible();

  // Marcus comes back: his go, once each.
  await signInThroughScreensAsStaff(page, 'Marcus Lee');
  await sentOnceAfterSignIn(page, words);
});

test('the staff row left the workbook: the writes wait until Marcus is back in it and signs in', async ({ page, context }) => {
  const words = await marcusWritesOffline(page, context, `removed ${Date.now()}`);
  const staff = await readFile(join(app.workbook, 'staff.csv'), 'utf8');
  await editWorkbook('staff.csv', (text) =>
    text
      .split('\n')
      .filter((line) => !line.startsWith('marcus.lee@'))
      .join('\n'),
  );
  await restart();
  await backOnlineSignedOut(page, context, '3 items are waiting on this phone. Sign in again as Marcus Lee to send them.', words);

  await writeFile(join(app.workbook, 'staff.csv'), staff);
  await restart();
  await signInThroughScreensAsStaff(page, 'Marcus Lee');
  await sentOnceAfterSignIn(page, words);
});

test('the camp password was changed: a participant signs in with the new one and the feedback goes', async ({ page, context }) => {
  const stamp = `password ${Date.now()}`;
  await signInAsParticipant(page, 'bluejay');
  await workerInCharge(page);
  await context.setOffline(true);
  await writeFeedback(page, `${stamp} 1`);
  await writeFeedback(page, `${stamp} 2`);
  await expect(page.getByRole('button', { name: '2 waiting to send' })).toBeVisible();
  const words = [`${stamp} 1`, `${stamp} 2`];

  await editWorkbook('programs.csv', (text) => text.replace('Blue Ridge,bluejay,', 'Blue Ridge,tanager-river-77,'));
  await restart();
  await backOnlineSignedOut(
    page,
    context,
    '2 items are waiting on this phone. Sign in again as Blue Ridge Participant to send them.',
    words,
  );

  await signInThroughScreensAsParticipant(page, 'tanager-river-77');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await sentOnceAfterSignIn(page, words);
  await editWorkbook('programs.csv', (text) => text.replace('Blue Ridge,tanager-river-77,', 'Blue Ridge,bluejay,'));
  await restart();
});

test('another person discards what waits for someone else, after being asked', async ({ page, context }) => {
  const words = await marcusWritesOffline(page, context, `discarded ${Date.now()}`);
  changeDatabase("delete from sessions where email = 'marcus.lee@example.org'");
  await backOnlineSignedOut(page, context, '3 items are waiting on this phone. Sign in again as Marcus Lee to send them.', words);

  await signInThroughScreensAsStaff(page, 'Hannah Cho');
  await page.getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Discard them? They will never be sent.');
  await page.getByRole('button', { name: 'Discard them' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'written by Marcus Lee' })).toHaveCount(0);

  await page.goto('/call');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('You are logged out.')).toBeVisible();
  await signInThroughScreensAsStaff(page, 'Marcus Lee');
  await page.waitForTimeout(3_000);
  for (const write of words) expect(stored(write), write).toBe(0);
});
