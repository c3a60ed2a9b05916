// The setup check (npm run doctor and /admin's Setup check): each outside piece against a local
// stand-in that speaks its real protocol (Google's token endpoint, the Sheets API, Twilio's REST
// API), the lines asserted as a coordinator reads them.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setupLineText, setupPassed } from '@pals/core/setupCheck/calls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { googleSignIn } from '../src/auth/google.ts';
import { openDatabase } from '../src/db/database.ts';
import { migrations } from '../src/db/migrations.ts';
import { setupCheck } from '../src/setupCheck/checks.ts';
import type { SetupCheckSettings } from '../src/setupCheck/settings.ts';
import { clientId, clientSecret, startFakeGoogle, type FakeGoogle } from './fakeGoogle.ts';
import { startFakeGoogleSheets, type FakeGoogleSheets } from './fakeGoogleSheets.ts';
import { startFakeTwilio, twilioAccount, type FakeTwilio } from './fakeTwilio.ts';
import { databases, startApp, type TestApp } from './harness.ts';

const sheetId = '1PALSworkbookSheetId';
const stoppedDatabase = 'postgres://postgres@127.0.0.1:1/x';

let google: FakeGoogle;
let sheets: FakeGoogleSheets;
let twilio: FakeTwilio;
beforeAll(async () => {
  [google, sheets, twilio] = await Promise.all([startFakeGoogle(), startFakeGoogleSheets(), startFakeTwilio()]);
  sheets.spreadsheets.set(sheetId, new Map([['programs', [['program']]]]));
  sheets.titles.set(sheetId, 'Blue Ridge workbook');
});
afterAll(() => Promise.all([google.close(), sheets.close(), twilio.close()]));

const googleSettings = (secret = clientSecret) => ({
  clientId,
  clientSecret: secret,
  tokenUrl: google.tokenUrl,
  certsUrl: google.certsUrl,
  issuers: ['https://accounts.google.com'],
});

/** Everything set up right, for an app at `publicUrl` on `databaseUrl`. */
function rightSettings(databaseUrl: string, publicUrl: string | null): SetupCheckSettings {
  return {
    databaseUrl,
    publicUrl,
    demo: false,
    google: googleSettings(),
    workbook: `gsheet:${sheetId}`,
    serviceAccount: { json: sheets.keyJson, file: null },
    sheetsBaseUrl: sheets.sheetsBaseUrl,
    twilio: {
      baseUrl: twilio.baseUrl,
      accountSid: twilioAccount.sid,
      authToken: twilioAccount.token,
      from: { number: '+14125550100' },
      statusCallback: publicUrl ? `${publicUrl}/api/twilio/status` : null,
    },
    backupsFolder: '/nonexistent/pals-backups',
  };
}

/** A running app (listening, so its public address is reached over HTTP as Caddy would) whose
 * setup check reads `settings`, filled in once its address is known. */
async function listeningApp(url: string, settings: SetupCheckSettings): Promise<{ t: TestApp; address: string }> {
  const t = await startApp(url, {
    google: { clientId, signIn: googleSignIn(googleSettings()) },
    twilioWebhooks: { authToken: twilioAccount.token, publicUrl: null },
    setupCheck: settings,
  });
  const address = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('localhost', '127.0.0.1');
  return { t, address };
}

describe.each(databases)('the setup check on $name', ({ url }) => {
  let t: TestApp;
  let address: string;
  const settings = {} as SetupCheckSettings;
  beforeAll(async () => {
    ({ t, address } = await listeningApp(url, settings));
    Object.assign(settings, rightSettings(url, address), { databaseUrl: t.connection.url });
    twilio.numbers = [{ phone_number: '+14125550100', sms: true, sms_url: `${address}/api/twilio/inbound` }];
  });
  afterAll(() => t.close());

  const database = url.startsWith('postgres') ? `PostgreSQL ${new URL(url).host}${new URL(url).pathname}` : 'SQLite :memory:';

  it('passes when everything is set up right, line by line, on the Setup check page', async () => {
    const admin = await t.staff('alex.rivera@example.org');
    const answer = await admin.get('/api/google/admin/setupcheck');
    expect(answer.status).toBe(200);
    expect(answer.body.lines.map(setupLineText)).toEqual(
      [
        `✓ OK · Database: ${database} answers, and its tables are this version's (${Object.keys(migrations).length} migrations).`,
        "✓ OK · Clock: This server's clock and the database's agree to within a few seconds.",
        `✓ OK · Public address: ${address} answers as this app (plain HTTP, which a browser allows only on this machine's own addresses).`,
        `✓ OK · Google sign-in: Google knows the client ${clientId} and accepts its secret.`,
        `? Check by hand · Google sign-in origin: Google's API does not show which addresses an OAuth client allows, so this cannot be checked from here. What to do: In Google Cloud console → Google Auth Platform → Clients (once APIs & Services → Credentials) → ${clientId}, "Authorized JavaScript origins" must list ${address} exactly, with no trailing slash; no redirect URI is needed. While the app's audience is "Testing" only its test users can sign in: publish it (Google Auth Platform → Audience).`,
        `✓ OK · Workbook: The service account pals-sync@pals-camp.iam.gserviceaccount.com can read the Google Sheet "Blue Ridge workbook" (https://docs.google.com/spreadsheets/d/${sheetId}/edit).`,
        `✓ OK · Twilio account: Twilio accepts the account ${twilioAccount.sid} ("PALS camp"), and it is active.`,
        '✓ OK · Twilio number: +14125550100 is a number of this Twilio account, and it can send SMS.',
        `✓ OK · Twilio webhooks: Texts people send to +14125550100 come to ${address}/api/twilio/inbound, each text asks for its delivery reports at ${address}/api/twilio/status, and both answer as the app's webhooks.`,
        "? Check by hand · Backups: The app keeps no record of backups. There is none in /nonexistent/pals-backups/, npm run backup's own folder. What to do: Check that the nightly npm run backup of docs/deploy.md section 6 runs (crontab -l) and that the newest file in its folder is from last night; once before camp, restore one on another machine.",
      ].map((line) => (url.startsWith('postgres') ? line.replace(/^\? Check by hand · Backups: .*$/, postgresBackups) : line)),
    );
    expect(setupPassed(answer.body.lines)).toBe(true);
  });

  it("names a server clock that runs apart from the database's", async () => {
    const lines = await setupCheck({ ...settings, now: () => Date.now() + 60_000 }, { db: t.db });
    expect(lines.map(setupLineText)[1]).toBe(
      "✗ Problem · Clock: This server's clock is 60 s ahead of the database's: scheduled texts go by the database's. What to do: Turn on NTP on this server and on the database's: timedatectl set-ntp true, then timedatectl timesync-status (docs/deploy.md section 5, \"Keep the hosts' clocks in step\").",
    );
  });

  it('in one run, names a wrong Twilio number, an unshared Sheet, a wrong Google client secret and a stopped database', async () => {
    const wrong: SetupCheckSettings = {
      ...settings,
      databaseUrl: stoppedDatabase,
      google: googleSettings('not-the-secret'),
      twilio: { ...settings.twilio!, from: { number: '+14125550199' } },
    };
    sheets.next = [403];
    const lines = await setupCheck(wrong, { open: () => openDatabase(stoppedDatabase, { readOnly: true }) });
    sheets.next = [];
    const text = lines.map(setupLineText);
    expect(text).toContain(
      '✗ Problem · Database: The database at 127.0.0.1:1/x is not answering. What to do: Check that PostgreSQL is running (systemctl status postgresql) and that DATABASE_URL names its host and port.',
    );
    expect(text).toContain('· Not checked · Clock: The database did not answer, so its clock could not be read.');
    expect(text).toContain(
      "✗ Problem · Google sign-in: Google refused GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET (invalid_client): the id is not an OAuth client's, or the secret is not its own. What to do: In Google Cloud console → Google Auth Platform → Clients (once APIs & Services → Credentials), open the web client and copy its Client ID and Client secret into GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET again.",
    );
    expect(text).toContain(
      `✗ Problem · Workbook: The Google Sheet is not shared with the service account pals-sync@pals-camp.iam.gserviceaccount.com. What to do: Share the Sheet with pals-sync@pals-camp.iam.gserviceaccount.com as Viewer: open https://docs.google.com/spreadsheets/d/${sheetId}/edit, Share, add pals-sync@pals-camp.iam.gserviceaccount.com as Viewer.`,
    );
    expect(text).toContain(
      "✗ Problem · Twilio number: TWILIO_FROM +14125550199 is not a number of this Twilio account. Its numbers that can text: +14125550100. What to do: Set TWILIO_FROM to the camp's number, one of +14125550100 (the Twilio console: Phone Numbers → Manage → Active numbers), written + and the country code.",
    );
    expect(text).toContain('· Not checked · Twilio webhooks: Twilio did not accept the account, so this could not be asked.');
    expect(text.filter((line) => line.startsWith('✗'))).toHaveLength(4);
    expect(setupPassed(lines)).toBe(false);
  });
});

describe('the setup check of Twilio and the public address', () => {
  let t: TestApp;
  let address: string;
  const settings = {} as SetupCheckSettings;
  beforeAll(async () => {
    ({ t, address } = await listeningApp(':memory:', settings));
    Object.assign(settings, rightSettings(':memory:', address));
  });
  afterAll(() => t.close());
  const lineOf = async (changed: Partial<SetupCheckSettings>, check: string) =>
    (await setupCheck({ ...settings, ...changed }, { db: t.db })).filter((line) => line.check === check).map(setupLineText);

  it('names a webhook Twilio does not have', async () => {
    twilio.numbers = [{ phone_number: '+14125550100', sms: true, sms_url: 'https://old-camp.example.org/sms' }];
    expect(await lineOf({}, 'Twilio webhooks')).toEqual([
      `✗ Problem · Twilio webhooks: Texts people send to +14125550100 go to https://old-camp.example.org/sms, not to ${address}/api/twilio/inbound. What to do: In the Twilio console → Phone Numbers → +14125550100 → Messaging configuration → "A message comes in", enter ${address}/api/twilio/inbound (HTTP POST).`,
    ]);
    twilio.numbers = [{ phone_number: '+14125550100', sms: false, sms_url: `${address}/api/twilio/inbound` }];
    expect(await lineOf({}, 'Twilio number')).toEqual([
      '✗ Problem · Twilio number: +14125550100 is a number of this Twilio account, but it cannot send SMS. What to do: Buy a number that can send SMS in the Twilio console, and set TWILIO_FROM to it.',
    ]);
  });

  it("names a Messaging Service not on the account, and passes one whose webhook is the app's", async () => {
    const service = 'MG00000000000000000000000000000001';
    const twilioWith = { ...settings.twilio!, from: { messagingServiceSid: service } };
    expect(await lineOf({ twilio: twilioWith }, 'Twilio number')).toEqual([
      `✗ Problem · Twilio number: TWILIO_MESSAGING_SERVICE_SID ${service} is not a Messaging Service of this Twilio account. What to do: Copy the Messaging Service's SID (MG…) from the Twilio console → Messaging → Services into TWILIO_MESSAGING_SERVICE_SID.`,
    ]);
    twilio.services.set(service, {
      friendly_name: 'Camp texts',
      inbound_request_url: `${address}/api/twilio/inbound`,
      use_inbound_webhook_on_number: false,
      numbers: [{ phone_number: '+14125550100', sms: true, sms_url: '' }],
    });
    expect(await lineOf({ twilio: twilioWith }, 'Twilio number')).toEqual([
      `✓ OK · Twilio number: The Messaging Service ${service} is on this account and texts from +14125550100.`,
    ]);
    expect(await lineOf({ twilio: twilioWith }, 'Twilio webhooks')).toEqual([
      `✓ OK · Twilio webhooks: Texts people send to the Messaging Service ${service} come to ${address}/api/twilio/inbound, each text asks for its delivery reports at ${address}/api/twilio/status, and both answer as the app's webhooks.`,
    ]);
  });

  it('names wrong Twilio credentials', async () => {
    const lines = (await setupCheck({ ...settings, twilio: { ...settings.twilio!, authToken: 'an-old-token' } }, { db: t.db })).map(
      setupLineText,
    );
    expect(lines.filter((line) => line.includes('Twilio'))).toEqual([
      "✗ Problem · Twilio account: Twilio refused TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN (HTTP 401, Twilio 20003). What to do: Copy the Account SID and the Auth Token from the Twilio console's Account Info into TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN (after rotating the token, the new one).",
      '· Not checked · Twilio number: Twilio did not accept the account, so this could not be asked.',
      '· Not checked · Twilio webhooks: Twilio did not accept the account, so this could not be asked.',
    ]);
  });

  it('names a public address nothing answers at, and one that is not HTTPS', async () => {
    // A port that was just free: nothing listens there now.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    expect(await lineOf({ publicUrl: `http://127.0.0.1:${port}` }, 'Public address')).toEqual([
      `✗ Problem · Public address: Nothing answers at 127.0.0.1:${port} (the connection is refused). What to do: Start Caddy (systemctl start caddy) and check that ports 80 and 443 are open to the internet.`,
    ]);
    expect(await lineOf({ publicUrl: 'http://camp.example.org' }, 'Public address')).toEqual([
      '✗ Problem · Public address: PUBLIC_URL is http://camp.example.org, not HTTPS: phones would send sign-ins unencrypted, and the app cannot be installed. What to do: Put Caddy in front of the app (docs/deploy.md section 8) and set PUBLIC_URL=https://camp.example.org.',
    ]);
  });
});

const postgresBackups =
  '? Check by hand · Backups: The app keeps no record of backups: PostgreSQL is backed up by pg_dump, outside the app. What to do: Check that the nightly pg_dump runs (crontab -l) and that its newest dump is from last night; once before camp, restore one into a scratch database with pg_restore (docs/deploy.md section 6).';
