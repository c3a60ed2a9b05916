// Builds the real app on a real, fresh database for each test (testDatabase.ts): SQLite always,
// PostgreSQL too when TEST_DATABASE_URL is set. Requests go through app.inject with a cookie jar, as
// a browser would.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RawWorkbook, TabName } from '@pals/core/workbook/rows';
import { buildApp, type AppParts } from '../src/app.ts';
import { openDatabase, type Db } from '../src/db/database.ts';
import { guessableCampPassword } from '../src/workbook/campPasswordStrength.ts';
import { judgeCampPasswordsWith, type CampPasswordJudge } from '../src/workbook/campPasswordVerdicts.ts';
import { csvFolderSource } from '../src/workbook/csvFolder.ts';
import type { WorkbookSource } from '../src/workbook/source.ts';
import { workbookSync, type WorkbookSync } from '../src/workbook/sync.ts';
import { inject } from 'vitest';
import { testDatabase } from './testDatabase.ts';

export const databases: { name: string; url: string }[] = [
  { name: 'SQLite', url: ':memory:' },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'PostgreSQL', url: process.env.TEST_DATABASE_URL }] : []),
];

/** A database two instances can share, as they would a PostgreSQL server: SQLite in a new file of its own. */
export function shareable(url: string): string {
  return url === ':memory:' ? join(mkdtempSync(join(tmpdir(), 'pals-shared-')), 'shared.db') : url;
}

export const origin = 'http://localhost:80';

/** The demo workbook, read fresh, for a test to change as an admin would change the sheet. */
export async function demoWorkbook(): Promise<RawWorkbook> {
  return csvFolderSource(new URL('../../data/demo', import.meta.url).pathname).read();
}

/** The demo workbook with Lakeshore's participants replaced by these rows (name, role, is_lead,
 * is_staff, phone): the texts tests' own people, whose phones make the Twilio stand-in answer each way. */
export async function demoWorkbookWithLakeshore(participants: string[][]): Promise<RawWorkbook> {
  const raw = await demoWorkbook();
  raw.participants!.rows = [
    ...raw.participants!.rows.filter((r) => r[0] !== 'Lakeshore'),
    ...participants.map((row) => ['Lakeshore', ...row]),
  ];
  return raw;
}

/** A workbook source a test can change between syncs. */
function editableSource(raw: RawWorkbook): WorkbookSource & { raw: RawWorkbook; fail: Error | null; delayMs: number } {
  return {
    describe: 'the test workbook',
    raw,
    fail: null,
    delayMs: 0,
    async read() {
      if (this.delayMs) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
      if (this.fail) throw this.fail;
      return structuredClone(this.raw);
    },
  };
}

/** Sets one cell of the first row whose `keyColumn` is `key`. */
export function setCell(raw: RawWorkbook, tab: TabName, keyColumn: string, key: string, column: string, value: string) {
  const table = raw[tab]!;
  const keyAt = table.header.indexOf(keyColumn);
  const at = table.header.indexOf(column);
  const row = table.rows.find((r) => r[keyAt] === key);
  if (!row || at < 0) throw new Error(`no ${tab} row with ${keyColumn}=${key} or no column ${column}`);
  row[at] = value;
}

export function removeRow(raw: RawWorkbook, tab: TabName, keyColumn: string, key: string) {
  const table = raw[tab]!;
  const keyAt = table.header.indexOf(keyColumn);
  table.rows = table.rows.filter((r) => r[keyAt] !== key);
}

/** How the tests' apps judge their camp passwords: in the test's own process, the estimator loaded
 * once per Vitest worker, since a process of their own for each of several hundred apps took about
 * 0.7 s of CPU apiece. The tests of that process (campPasswordChecks, campPasswordProcess, release)
 * start their apps with it: judgeTestAppsWith. */
const judgedHere: CampPasswordJudge = { inThisProcess: guessableCampPassword };
let testAppsJudge: CampPasswordJudge = judgedHere;

/** The apps started after this judge their camp passwords so (the process, for its own tests);
 * without an argument, in the test's own process again. */
export function judgeTestAppsWith(judge: CampPasswordJudge = judgedHere): void {
  testAppsJudge = judge;
}

/** Another instance of the app with its own connections to the same database (and schema) as
 * `first`, as a second server would have. */
export async function startSecondApp(first: TestApp): Promise<TestApp> {
  const db = await openDatabase(first.connection.url, first.connection.schema ? { schema: first.connection.schema } : {});
  judgeCampPasswordsWith(db, testAppsJudge);
  const sync = workbookSync(db, first.source, quiet as never);
  const app = await buildApp({
    db,
    demo: true,
    google: null,
    server: { version: '0.1.0', databaseKind: 'PostgreSQL', workbookSource: first.source.describe },
    refresh: (anyway) => sync.run(anyway),
    downloadChild: inject('downloadChild'),
  });
  return {
    ...first,
    app,
    db,
    sync,
    browser: () => new Browser(app),
    staff: (email) => signedInBrowser(app, '/api/demo/login', { email }),
    participant: (password) => signedInBrowser(app, '/api/local/login', { username: 'participant', password }),
    async close() {
      await app.close();
      await db.destroy();
    },
  };
}

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  db: Db;
  sync: WorkbookSync;
  source: ReturnType<typeof editableSource>;
  connection: { url: string; schema: string | undefined };
  browser(): Browser;
  /** A browser signed in as this staff member through demo sign-in. */
  staff(email: string): Promise<Browser>;
  /** A browser signed in with this camp password. */
  participant(password: string): Promise<Browser>;
  close(): Promise<void>;
}

const quiet = {
  error() {},
  warn() {},
  info() {},
  debug() {},
  trace() {},
  fatal() {},
  child() {
    return quiet;
  },
  level: 'silent',
  silent() {},
};

export async function startApp(databaseUrl: string, parts: Partial<Omit<AppParts, 'db'>> = {}, raw?: RawWorkbook): Promise<TestApp> {
  const postgres = databaseUrl.startsWith('postgres');
  const { db, schema, release } = await testDatabase(databaseUrl);
  judgeCampPasswordsWith(db, testAppsJudge);
  const source = editableSource(raw ?? (await demoWorkbook()));
  const sync = workbookSync(db, source, quiet as never);
  const first = await sync.run();
  if (first.outcome !== 'imported') throw new Error(`the test workbook did not import: ${JSON.stringify(first.problems)}`);
  const app = await buildApp({
    db,
    demo: true,
    google: null,
    server: { version: '0.1.0', databaseKind: postgres ? 'PostgreSQL' : 'SQLite', workbookSource: source.describe },
    refresh: (anyway) => sync.run(anyway),
    downloadChild: inject('downloadChild'),
    ...parts,
  });
  return {
    app,
    db,
    sync,
    source,
    connection: { url: databaseUrl, schema },
    browser: () => new Browser(app),
    staff: (email) => signedInBrowser(app, '/api/demo/login', { email }),
    participant: (password) => signedInBrowser(app, '/api/local/login', { username: 'participant', password }),
    async close() {
      await app.close();
      await release();
    },
  };
}

async function signedInBrowser(app: TestApp['app'], path: string, body: unknown): Promise<Browser> {
  const browser = new Browser(app);
  const answer = await browser.post(path, body);
  if (answer.status !== 200) throw new Error(`sign-in at ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return browser;
}

export interface Answer {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- each test reads the fields it expects
  cookies: Record<string, string>;
  headers: Record<string, unknown>;
}

/** A browser's view of the app: it keeps cookies and sends the same-origin headers a browser sends. */
export class Browser {
  readonly cookies = new Map<string, string>();
  constructor(private readonly app: TestApp['app']) {}

  get(url: string, headers: Record<string, string> = {}) {
    return this.send('GET', url, undefined, headers);
  }
  post(url: string, body: unknown = {}, headers: Record<string, string> = {}) {
    return this.send('POST', url, body, { origin, 'content-type': 'application/json', ...headers });
  }
  async send(method: 'GET' | 'POST', url: string, body: unknown, headers: Record<string, string>): Promise<Answer> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await this.app.inject({
      method,
      url,
      headers: { ...(cookie ? { cookie } : {}), ...headers },
      ...(body === undefined ? {} : { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    const cookies: Record<string, string> = {};
    for (const c of response.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      cookies[c.name] = c.value;
      const cleared = c.value === '' || c.maxAge === 0 || (c.expires && c.expires.getTime() <= Date.now());
      if (cleared) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    let parsed: unknown = response.body;
    try {
      parsed = JSON.parse(response.body);
    } catch {
      // not JSON: keep the text
    }
    return { status: response.statusCode, body: parsed, cookies, headers: response.headers };
  }
}
