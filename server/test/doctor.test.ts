// npm run doctor as a coordinator runs it: the configuration from the environment (as `npm start`
// reads it), one printed line per check, and its exit status: 0 when nothing is a problem, 1 when
// something is, 2 when the configuration itself does not load.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { migrations } from '../src/db/migrations.ts';

const root = new URL('../..', import.meta.url).pathname;

function doctor(env: Record<string, string>): Promise<{ code: number; out: string }> {
  const base = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' };
  return new Promise((done) => {
    execFile('npm', ['run', '--silent', 'doctor'], { cwd: root, env: { ...base, ...env } }, (error, stdout) =>
      done({ code: error ? ((error as { code?: number }).code ?? 1) : 0, out: stdout }),
    );
  });
}

const demo = { PALS_WORKBOOK: 'data/demo', PALS_DEMO: '1', SMS_PROVIDER: 'log', HOST: '127.0.0.1' };
const notSetUp = [
  '– Not set up · Public address: PUBLIC_URL is not set: the app answers at the address it is opened at, and asks Twilio for no delivery reports. What to do: Set PUBLIC_URL to the address people open the app at, e.g. PUBLIC_URL=https://camp.example.org (docs/deploy.md section 12).',
  '– Not set up · Google sign-in: GOOGLE_CLIENT_ID is not set: demo sign-in is on, so anyone who opens the app may sign in as anyone. What to do: For staff to sign in with their Google accounts, follow docs/deploy.md section 2 and set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET.',
  '✓ OK · Workbook: The workbook is the folder of CSV files data/demo, and it is there (a file needs no sharing).',
  "– Not set up · Texts: SMS_PROVIDER is log: texts are written to the server's log, and none is sent. What to do: To send texts, set SMS_PROVIDER=twilio and the TWILIO_ settings (docs/deploy.md section 3).",
];

describe('npm run doctor', () => {
  let folder: string;
  let database: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'pals-doctor-'));
    database = join(folder, 'pals.db');
    // A database a server has started on: migrated.
    await (await openDatabase(database)).destroy();
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('prints each line and exits 0 when nothing is a problem', async () => {
    const { code, out } = await doctor({ ...demo, DATABASE_URL: database });
    expect(out.split('\n').slice(0, -1)).toEqual([
      'Checking the setup of this server (not production) …',
      `✓ OK · Database: SQLite ${database} answers, and its tables are this version's (${Object.keys(migrations).length} migrations).`,
      "✓ OK · Clock: This server's clock and the database's agree to within a few seconds.",
      ...notSetUp,
      expect.stringMatching(/^\? Check by hand · Backups: The app keeps no record of backups\. /),
      'Result: no problem found.',
    ]);
    expect(code).toBe(0);
  });

  it('names a stopped database and exits 1', async () => {
    const { code, out } = await doctor({ ...demo, DATABASE_URL: 'postgres://postgres@127.0.0.1:1/x' });
    expect(out).toContain(
      '✗ Problem · Database: The database at 127.0.0.1:1/x is not answering. What to do: Check that PostgreSQL is running (systemctl status postgresql) and that DATABASE_URL names its host and port.\n',
    );
    expect(out).toContain('· Not checked · Clock: The database did not answer, so its clock could not be read.\n');
    expect(out.endsWith('Result: 1 problem to fix; fix it and check again.\n')).toBe(true);
    expect(code).toBe(1);
  });

  it('says the setting the server would stop on, and exits 2', async () => {
    const { code, out } = await doctor({ ...demo, DATABASE_URL: database, SMS_PROVIDER: 'twilio', PALS_DEMO: '0' });
    expect(out).toBe(
      '✗ Problem · Configuration: TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN: SMS_PROVIDER=twilio needs both. What to do: fix that setting: the server would not start with it.\n',
    );
    expect(code).toBe(2);
  });
});
