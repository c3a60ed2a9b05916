import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RawWorkbook } from '@pals/core/workbook/rows';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { googleSheetSource } from '../src/workbook/googleSheet.ts';
import { googleSheetAppender } from '../src/workbook/googleSheetAppend.ts';
import { GoogleSheetsFailure, type GoogleSheetsOptions } from '../src/workbook/googleSheetsApi.ts';
import { parseWorkbookLocation, workbookSourceAt } from '../src/workbook/location.ts';
import { readServiceAccount, type ServiceAccount } from '../src/workbook/serviceAccount.ts';
import { workbookSync } from '../src/workbook/sync.ts';
import { startFakeGoogleSheets, type FakeGoogleSheets, type Trouble } from './fakeGoogleSheets.ts';
import { databases, demoWorkbook } from './harness.ts';
import { demoRowCounts, freshDatabase, quietLog, rosterCount, titleOf, typedRows } from './sheetData.ts';

const sheetId = '1PalsDemoWorkbook_x-9';
let google: FakeGoogleSheets;
let account: ServiceAccount;
let options: GoogleSheetsOptions;
let demo: RawWorkbook;

beforeAll(async () => {
  google = await startFakeGoogleSheets();
  account = await readServiceAccount({ json: google.keyJson, file: null });
  // Every request has 1.5 s, the stand-in's slow answer comes after 2 s: with 0.3 s a good answer on
  // a loaded machine was sometimes taken for a slow one.
  options = { tokenUrl: google.tokenUrl, sheetsBaseUrl: google.sheetsBaseUrl, tries: 3, retryDelayMs: 20, timeoutMs: 1500 };
  demo = await demoWorkbook();
});
afterAll(() => google.close());
beforeEach(() => {
  // The demo workbook as an admin keeps it in Google Sheets: typed cells, tabs named "Programs", …
  google.spreadsheets.set(sheetId, new Map(Object.entries(demo).map(([tab, raw]) => [titleOf(tab), typedRows(raw)])));
  google.next = [];
  google.always = null;
  google.calls = [];
  google.appended = [];
});

const notShared =
  'The Google Sheet is not shared with the service account pals-sync@pals-camp.iam.gserviceaccount.com (share it with that address as Viewer)';
const keepsData = 'the app keeps the previous data and tries again at the next sync';

describe('a Google Sheet workbook', () => {
  it('reads every tab in one batch request and gives the same rows as the CSV folder', async () => {
    expect(await googleSheetSource(sheetId, account, options).read()).toEqual(demo);
    expect(google.calls).toEqual(['token 200', 'get 200', 'batchGet 200']);
  });

  it('leaves out a tab the sheet does not have, so validation names a missing required tab', async () => {
    google.spreadsheets.get(sheetId)!.delete('Hubs');
    google.spreadsheets.get(sheetId)!.delete('Staff');
    const raw = await googleSheetSource(sheetId, account, options).read();
    expect(Object.keys(raw)).toEqual(['settings', 'programs', 'roster', 'participants', 'rooms', 'tasks']);
  });

  it('says when the sheet is not shared with the service account, without retrying', async () => {
    google.always = 403;
    await expect(googleSheetSource(sheetId, account, options).read()).rejects.toThrow(notShared);
    expect(google.calls).toEqual(['token 200', 'get 403']);
  });

  it("says when the Sheets API is not turned on for the service account's project", async () => {
    google.always = 'api off';
    await expect(googleSheetSource(sheetId, account, options).read()).rejects.toThrow(
      "the Google Sheets API is not turned on for the service account's Google Cloud project; turn it on there (Google said: Google Sheets API has not been used in project 100000000001 before or it is disabled. Enable it by visiting https://console.developers.google.com/apis/api/sheets.googleapis.com/overview?project=100000000001 then retry.)",
    );
  });

  it('says when there is no sheet with that id', async () => {
    await expect(googleSheetSource('1NoSuchSheet', account, options).read()).rejects.toThrow(
      "there is no Google Sheet with the id 1NoSuchSheet; check the id or the sheet's link",
    );
  });

  it('tries again when Google is busy, and reads the sheet', async () => {
    google.next = [429, 500];
    expect(await googleSheetSource(sheetId, account, options).read()).toEqual(demo);
    expect(google.calls).toEqual(['token 200', 'get 429', 'get 500', 'get 200', 'batchGet 200']);
  });

  it('gives up after its tries, waiting longer before each', async () => {
    google.always = 500;
    const started = Date.now();
    await expect(googleSheetSource(sheetId, account, options).read()).rejects.toThrow(
      `Google Sheets is busy or down (HTTP 500, 3 tries); ${keepsData}`,
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(20 + 40);
    expect(google.calls).toEqual(['token 200', 'get 500', 'get 500', 'get 500']);
  });

  it('gives up on a request that takes too long', async () => {
    google.next = ['slow'];
    await expect(googleSheetSource(sheetId, account, options).read()).rejects.toThrow(
      `Google Sheets did not answer within 1.5 seconds; ${keepsData}`,
    );
  });

  it("signs in with a real signed key: a key that is not the service account's is refused", async () => {
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }) as string;
    await expect(googleSheetSource(sheetId, { ...account, private_key: stranger }, options).read()).rejects.toThrow(
      'Google refused the service account pals-sync@pals-camp.iam.gserviceaccount.com (invalid_grant: Invalid JWT Signature.); check its key in GOOGLE_SERVICE_ACCOUNT_JSON or GOOGLE_APPLICATION_CREDENTIALS',
    );
    expect(google.calls).toEqual(['token 400']);
  });
});

describe('PALS_WORKBOOK', () => {
  it('names a CSV folder, an .xlsx file or a Google Sheet', () => {
    expect(parseWorkbookLocation('data/demo')).toEqual({ kind: 'csv', folder: 'data/demo' });
    expect(parseWorkbookLocation('/srv/pals/Camp Workbook.XLSX')).toEqual({ kind: 'xlsx', path: '/srv/pals/Camp Workbook.XLSX' });
    expect(parseWorkbookLocation(`gsheet:${sheetId}`)).toEqual({ kind: 'gsheet', id: sheetId });
    expect(parseWorkbookLocation(`https://docs.google.com/spreadsheets/d/${sheetId}/edit?gid=0#gid=0`)).toEqual({
      kind: 'gsheet',
      id: sheetId,
    });
    expect(() => parseWorkbookLocation('https://example.org/workbook')).toThrow(
      "https://example.org/workbook is not a Google Sheet's link; copy the link from the sheet (https://docs.google.com/spreadsheets/d/…) or write gsheet:<spreadsheet id>",
    );
  });

  it("exchanges the key at the key file's token_uri when no other token URL is given", async () => {
    expect(account.token_uri).toBe(google.tokenUrl);
    const source = googleSheetSource(sheetId, account, { sheetsBaseUrl: google.sheetsBaseUrl, tries: 1, timeoutMs: 1500 });
    expect(await source.read()).toEqual(demo);
    expect(google.calls[0]).toBe('token 200');
  });

  it('reads a Google Sheet as the service account whose key file GOOGLE_APPLICATION_CREDENTIALS names', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'pals-key-'));
    try {
      const file = join(folder, 'pals-sync.json');
      await writeFile(file, google.keyJson);
      const source = await workbookSourceAt(
        parseWorkbookLocation(`https://docs.google.com/spreadsheets/d/${sheetId}/edit`),
        { json: null, file },
        options,
      );
      expect(source.describe).toBe(`the Google Sheet ${sheetId}`);
      expect(await source.read()).toEqual(demo);
      await expect(readServiceAccount({ json: null, file: null })).rejects.toThrow(
        'a Google Sheet workbook needs a service account: set GOOGLE_SERVICE_ACCOUNT_JSON or GOOGLE_APPLICATION_CREDENTIALS',
      );
      await expect(readServiceAccount({ json: '{"type":"authorized_user"}', file: null })).rejects.toThrow(
        'GOOGLE_SERVICE_ACCOUNT_JSON is not a service account key (it needs "type": "service_account", "client_email" and "private_key")',
      );
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});

describe.each(databases)('a sync from a Google Sheet on $name', ({ url }) => {
  const troubles: { name: string; trouble: Trouble | 'missing tab'; message: string }[] = [
    { name: 'not shared', trouble: 403, message: notShared },
    { name: 'busy', trouble: 429, message: `Google Sheets is busy or down (HTTP 429, 3 tries); ${keepsData}` },
    { name: 'down', trouble: 500, message: `Google Sheets is busy or down (HTTP 500, 3 tries); ${keepsData}` },
    { name: 'too slow', trouble: 'slow', message: `Google Sheets did not answer within 1.5 seconds; ${keepsData}` },
  ];

  it.each(troubles)('keeps the previous data and names the cause when the sheet is $name', async ({ trouble, message }) => {
    const { db, close } = await freshDatabase(url);
    try {
      const sync = workbookSync(db, googleSheetSource(sheetId, account, options), quietLog);
      expect((await sync.run()).rowCounts).toEqual(demoRowCounts);
      google.always = trouble as Trouble;
      const run = await sync.run();
      expect(run.outcome).toBe('failed');
      expect(run.problems).toMatchObject([
        { tab: null, row: null, column: null, message: `could not read the Google Sheet ${sheetId}: ${message}`, effect: 'tab' },
      ]);
      expect(await rosterCount(db)).toBe(65);
    } finally {
      await close();
    }
  });

  it('keeps the staff from before when the staff tab is missing, and names the tab', async () => {
    const { db, close } = await freshDatabase(url);
    try {
      const sync = workbookSync(db, googleSheetSource(sheetId, account, options), quietLog);
      expect((await sync.run()).outcome).toBe('imported');
      google.spreadsheets.get(sheetId)!.delete('Staff');
      const run = await sync.run();
      // The staff tab keeps its rows from the last import; every other tab imports.
      expect(run.outcome).toBe('imported');
      expect(run.problems).toMatchObject([
        { tab: 'staff', row: null, column: null, message: 'this tab is missing from the workbook', effect: 'tab' },
      ]);
      expect(run.rowCounts).toEqual(demoRowCounts);
    } finally {
      await close();
    }
  });
});

describe('adding a row to a Google Sheet', () => {
  const feedbackSheet = '1PalsFeedback';
  beforeEach(() => google.spreadsheets.set(feedbackSheet, new Map([['Feedback', [['time', 'program', 'name', 'message']]]])));

  it('appends the row as typed, and Google records it', async () => {
    await googleSheetAppender(account, options).appendRow(feedbackSheet, 'Feedback', [
      '2026-11-17 09:30',
      'Blue Ridge',
      'anonymous',
      '=1+1',
    ]);
    expect(google.appended).toEqual([
      { spreadsheetId: feedbackSheet, range: "'Feedback'!A1", values: [['2026-11-17 09:30', 'Blue Ridge', 'anonymous', '=1+1']] },
    ]);
    expect(google.calls).toEqual(['token 200', 'append 200']);
  });

  it('says whether a later try may work', async () => {
    const appender = googleSheetAppender(account, options);
    google.always = 403;
    const refused = await appender.appendRow(feedbackSheet, 'Feedback', ['x']).catch((error: unknown) => error);
    expect(refused).toEqual(
      new GoogleSheetsFailure(
        'The Google Sheet is not shared with the service account pals-sync@pals-camp.iam.gserviceaccount.com (share it with that address as Editor)',
        false,
        403,
      ),
    );
    expect((refused as GoogleSheetsFailure).transient).toBe(false);
    google.always = 500;
    const busy = await appender.appendRow(feedbackSheet, 'Feedback', ['x']).catch((error: unknown) => error);
    expect((busy as GoogleSheetsFailure).transient).toBe(true);
    expect(google.appended).toEqual([]);
  });
});
