// docs/testing.md, faults; docs/workbook.md: the workbook has bad rows (left out, the rest imports), a change
// too big (held), an unreadable file (that tab kept), or Google is down (all kept); /admin and home
// say what to fix. These tests run their own app on a copy of the demo workbook, so breaking it
// touches no other test.
import { generateKeyPairSync } from 'node:crypto';
import { once } from 'node:events';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, signInAsStaff } from './helpers.ts';
import { ownApp } from './ownApp.ts';

const app = await ownApp(40);

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: app.baseURL });
test.beforeAll(() => app.start());
test.afterAll(() => app.remove());

const alert = (page: Page) => page.getByRole('alert');
const syncProblems = (page: Page) => page.getByRole('region', { name: 'Sync' }).getByRole('listitem');

async function expectRoster(page: Page, shown: string, gone: string) {
  await page.goto('/call');
  await expect(page.getByRole('heading', { level: 1, name: 'Program Roster' })).toBeVisible();
  await expect(page.getByText(shown, { exact: true })).toBeVisible();
  await expect(page.getByText(gone, { exact: true })).toHaveCount(0);
}

async function editFile(name: string, change: (text: string) => string) {
  const path = join(app.workbook, name);
  await writeFile(path, change(await readFile(path, 'utf8')));
}

test('bad rows are left out and listed on /admin and on home; every other change imports', async ({ page }) => {
  await signInAsStaff(page, 'Alex Rivera');
  await expect(page.getByText(/^The last sheet update/)).toHaveCount(0);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
  await expect(alert(page)).toHaveCount(0);

  // A good change and three mistakes in one edit: the good change and every good row go in.
  await editFile(
    'roster.csv',
    (text) =>
      `${text.replace('Felix Adair', 'Felix Renamed').replace('(703) 555-0149', 'ask at the desk')}Nowhere Camp,Pat Doe,Camper,,,\n`,
  );
  await editFile('settings.csv', (text) => text.replace(/^facebook_link,.*$/m, 'facebook_link,our facebook page'));
  await page.getByRole('button', { name: 'Backend Refresh' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Backend Refresh done' })).toHaveText(
    'Backend Refresh done: the app uses the sheet as it is now, except the 3 problems listed under Sync.',
  );
  await expect(alert(page)).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Sync' }).getByText(/^3 problems\./)).toHaveText(
    '3 problems. Fix them in the sheet, then press Backend Refresh.',
  );
  await expect(syncProblems(page)).toHaveText([
    'settings tab, row 14, column value — the cell says our facebook page: the value of facebook_link is not a web address.Write instead: a web address starting with https://, for example https://example.org.The row was left out.',
    /^roster tab, row 7, column phone — the cell says ask at the desk: "ask at the desk" is not a phone number\./,
    'roster tab, row 67, column program — the cell says Nowhere Camp: this is not a program of the programs tab.Write instead: the name of a program exactly as the programs tab writes it (Blue Ridge, Lakeshore).The row was left out.',
  ]);
  await expectAccessible(page);

  await page.goto('/');
  const line = page.getByText(/^The last sheet update/);
  await expect(line).toHaveText('The last sheet update had 3 problems — see Admin');
  await line.getByRole('link', { name: 'see Admin' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
  await expectRoster(page, 'Felix Renamed', 'Felix Adair');
});

test('an emptied staff tab is held, with who would lose access; fixed, it imports again', async ({ page }) => {
  const staff = await readFile(join(app.workbook, 'staff.csv'), 'utf8');
  await signInAsStaff(page, 'Alex Rivera');
  await page.goto('/admin');
  await writeFile(join(app.workbook, 'staff.csv'), `${staff.split('\n')[0]}\n`);
  await page.getByRole('button', { name: 'Backend Refresh' }).click();
  await expect(alert(page).getByText(/^The last sheet update was held/)).toBeVisible();
  await expect(alert(page).getByRole('table', { name: 'What would change' }).getByRole('row').nth(1)).toHaveText('staff150');
  await expect(alert(page).getByText('Alex Rivera (alex.rivera@example.org), Administrator: could no longer sign in')).toBeVisible();
  await expect(alert(page).getByRole('button', { name: 'Import anyway' })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/');
  await expect(page.getByText(/^The last sheet update/)).toHaveText(
    'The last sheet update was held: it would change too much at once — see Admin',
  );

  await writeFile(join(app.workbook, 'staff.csv'), staff);
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Backend Refresh' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Backend Refresh done' })).toBeVisible();
  await expect(alert(page)).toHaveCount(0);
});

test('a file that cannot be read keeps its tab from before, and /admin names it', async ({ page }) => {
  await signInAsStaff(page, 'Alex Rivera');
  await page.goto('/admin');
  await editFile('roster.csv', (text) => text.replace('Felix Renamed', 'Felix Again'));
  // programs.csv cannot be read as a file at all: the programs stay; the roster change goes in.
  await rm(join(app.workbook, 'programs.csv'));
  await mkdir(join(app.workbook, 'programs.csv'));
  await page.getByRole('button', { name: 'Backend Refresh' }).click();
  await expect(syncProblems(page).filter({ hasText: /^programs tab/ })).toHaveText(
    `programs tab: could not read ${app.workbook}/programs.csv: EISDIR: illegal operation on a directory, read.Write instead: a plain CSV file: save the tab again from the spreadsheet as CSV (UTF-8).The tab keeps its rows from the last import.`,
  );
  await expectRoster(page, 'Felix Again', 'Felix Renamed');
});

test('Google down when the app starts on a Google Sheet: the data from before serves, and /admin says Google is down', async ({ page }) => {
  await app.stop();
  // Google's sign-in for service accounts, answering only "unavailable".
  const google: Server = createServer((_request, answer) =>
    answer.writeHead(503, { 'Content-Type': 'application/json' }).end('{"error":"unavailable"}'),
  );
  google.listen(0, '127.0.0.1');
  await once(google, 'listening');
  try {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const key = {
      type: 'service_account',
      client_email: 'pals-sync@pals-camp.iam.gserviceaccount.com',
      private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }),
      token_uri: `http://127.0.0.1:${(google.address() as AddressInfo).port}/token`,
    };
    await app.start({ PALS_WORKBOOK: 'gsheet:1PalsDemoWorkbook_x-9', GOOGLE_SERVICE_ACCOUNT_JSON: JSON.stringify(key) });

    await signInAsStaff(page, 'Alex Rivera');
    await page.goto('/admin');
    await expect(alert(page).getByRole('listitem')).toHaveText([
      /^The whole sheet: could not read the Google Sheet 1PalsDemoWorkbook_x-9: Google's sign-in for the service account is busy or down \(HTTP 503\); the app keeps the previous data and tries again at the next sync\.What to do: /,
    ]);
    await expectAccessible(page);
    await expectRoster(page, 'Felix Again', 'Felix Adair');
  } finally {
    await app.stop();
    google.close();
  }
});
