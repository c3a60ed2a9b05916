// Issue 9 'Faults': the workbook source breaks (a bad row, an unreadable file, Google down); the
// old data keeps serving and /admin says what to fix. These tests run their own server on a copy
// of the demo workbook, so breaking it touches no other test.
import { spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { once } from 'node:events';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, signInAsStaff } from './helpers.ts';

const port = Number(process.env.E2E_PORT ?? 3100) + 40;
const repo = resolve(import.meta.dirname, '../..');
let folder = '';
let server: ChildProcess | null = null;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: `http://127.0.0.1:${port}` });

/** The app as `npm start` runs it, on this test's database and workbook. */
async function startApp(env: Record<string, string>): Promise<void> {
  const child = spawn(process.execPath, [join(repo, 'server/dist/main.js')], {
    cwd: repo,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: join(folder, 'pals.db'),
      PALS_DEMO: '1',
      WEB_DIST: resolve(repo, 'e2e', process.env.E2E_WEB_DIST ?? '../web/dist'),
      LOG_LEVEL: 'warn',
      ...env,
    },
    // The app's log (its sync errors are expected here) stays out of the test report.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  server = child;
  for (let tries = 0; tries < 100; tries++) {
    if (child.exitCode !== null) throw new Error(`the app stopped with code ${child.exitCode}`);
    const ready = await fetch(`http://127.0.0.1:${port}/api/config`).then((answer) => answer.ok, () => false);
    if (ready) return;
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error('the app did not start within 20 seconds');
}

async function stopApp(): Promise<void> {
  if (!server || server.exitCode !== null) return;
  const exited = once(server, 'exit');
  server.kill('SIGTERM');
  await exited;
}

test.beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'pals-fault-'));
  await cp(join(repo, 'data/demo'), join(folder, 'workbook'), { recursive: true });
  await startApp({ PALS_WORKBOOK: join(folder, 'workbook') });
});

test.afterAll(async () => {
  await stopApp();
  await rm(folder, { recursive: true, force: true });
});

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
  const roster = join(folder, 'workbook/roster.csv');
  const text = await readFile(roster, 'utf8');
  await writeFile(roster, `${text.replace('Felix Adair', 'Felix Renamed')}Nowhere Camp,Pat Doe,Camper,,,\n`);
  await page.getByRole('button', { name: 'Backend Refresh' }).click();
  await expect(alert(page)).toContainText('The last sync of the sheet failed. The app keeps using the data from before.');
  await expect(alert(page).getByRole('listitem')).toHaveText(['roster, row 67, column program: "Nowhere Camp" is not a program of the programs tab']);
  await expectAccessible(page);
  await expectRosterFromBefore(page);

  // programs.csv cannot be read as a file at all.
  await rm(join(folder, 'workbook/programs.csv'));
  await mkdir(join(folder, 'workbook/programs.csv'));
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Backend Refresh' }).click();
  const workbook = join(folder, 'workbook');
  await expect(alert(page).getByRole('listitem')).toHaveText([
    `could not read the CSV folder ${workbook}: could not read ${workbook}/programs.csv: EISDIR: illegal operation on a directory, read`,
  ]);
  await expectRosterFromBefore(page);
});

test('Google down when the app starts on a Google Sheet: the data from before serves, and /admin says Google is down', async ({ page }) => {
  await stopApp();
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
    await startApp({ PALS_WORKBOOK: 'gsheet:1PalsDemoWorkbook_x-9', GOOGLE_SERVICE_ACCOUNT_JSON: JSON.stringify(key) });

    await signInAsStaff(page, 'Alex Rivera');
    await page.goto('/admin');
    await expect(alert(page).getByRole('listitem')).toHaveText([
      "could not read the Google Sheet 1PalsDemoWorkbook_x-9: Google's sign-in for the service account is busy or down (HTTP 503); the app keeps the previous data and tries again at the next sync",
    ]);
    await expectAccessible(page);
    await expectRosterFromBefore(page);
  } finally {
    await stopApp();
    google.close();
  }
});
