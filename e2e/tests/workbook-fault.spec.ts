// Issue 9 'Faults': the workbook source breaks (a bad row, an unreadable file, Google down); the
// old data keeps serving and /admin says what to fix. These tests run their own app on a copy of
// the demo workbook, so breaking it touches no other test.
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

async function expectRosterFromBefore(page: Page) {
  await page.goto('/call');
  await expect(page.getByRole('heading', { level: 1, name: 'Program Roster' })).toBeVisible();
  await expect(page.getByText('Felix Adair', { exact: true })).toBeVisible();
  await expect(page.getByText('Felix Renamed')).toHaveCount(0);
}

test('a bad row, then an unreadable file: the roster keeps serving, and /admin names what to fix', async ({ page }) => {
  await signInAsStaff(page, 'Alex Rivera');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
  await expect(alert(page)).toHaveCount(0);

  // A good change and a bad row in one edit: none of it goes in.
  const roster = join(app.workbook, 'roster.csv');
  const text = await readFile(roster, 'utf8');
  await writeFile(roster, `${text.replace('Felix Adair', 'Felix Renamed')}Nowhere Camp,Pat Doe,Camper,,,\n`);
  await page.getByRole('button', { name: 'Backend Refresh' }).click();
  await expect(alert(page)).toContainText('The last sync of the sheet failed. The app keeps using the data from before.');
  await expect(alert(page).getByRole('listitem')).toHaveText(['roster, row 67, column program: "Nowhere Camp" is not a program of the programs tab']);
  await expectAccessible(page);
  await expectRosterFromBefore(page);

  // programs.csv cannot be read as a file at all.
  await rm(join(app.workbook, 'programs.csv'));
  await mkdir(join(app.workbook, 'programs.csv'));
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Backend Refresh' }).click();
  await expect(alert(page).getByRole('listitem')).toHaveText([
    `could not read the CSV folder ${app.workbook}: could not read ${app.workbook}/programs.csv: EISDIR: illegal operation on a directory, read`,
  ]);
  await expectRosterFromBefore(page);
});

test('Google down when the app starts on a Google Sheet: the data from before serves, and /admin says Google is down', async ({ page }) => {
  await app.stop();
  // Google's sign-in for service accounts, answering only "unavailable".
  const google: Server = createServer((_request, answer) => answer.writeHead(503, { 'Content-Type': 'application/json' }).end('{"error":"unavailable"}'));
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
      "could not read the Google Sheet 1PalsDemoWorkbook_x-9: Google's sign-in for the service account is busy or down (HTTP 503); the app keeps the previous data and tries again at the next sync",
    ]);
    await expectAccessible(page);
    await expectRosterFromBefore(page);
  } finally {
    await app.stop();
    google.close();
  }
});
