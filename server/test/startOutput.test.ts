// The first run of a new site explains itself. The built server's start output holds one
// readable block: the rows each tab has and every problem of the first sync. On the bundled demo its
// first line says the demo is dated around today (docs/decisions/027-the-bundled-demo-is-dated-around-today-every.md).
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoToday, shiftDate } from '@pals/core/workbook/demoDates';
import { afterAll, beforeAll, expect, it } from 'vitest';

const root = new URL('../..', import.meta.url).pathname;
const port = 3213;
let dir: string;
// Its own build of the server: the end-to-end suite may be starting servers from server/dist meanwhile.
const built = 'dist/test-start-output';

beforeAll(() => {
  execFileSync(process.execPath, [join(root, 'server/build.mjs'), '--outdir', built], { cwd: root });
  dir = mkdtempSync(join(tmpdir(), 'pals-start-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('prints the rows per tab and each problem of the first sync in one block', async () => {
  const workbook = join(dir, 'workbook');
  cpSync(join(root, 'data/demo'), workbook, { recursive: true });
  const settings = join(workbook, 'settings.csv');
  writeFileSync(settings, readFileSync(settings, 'utf8').replace(/^facebook_link,.*$/m, 'facebook_link,our facebook page'));
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: join(dir, 'pals.db'),
    PALS_WORKBOOK: workbook,
    PALS_DEMO: '1',
    WEB_DIST: join(dir, 'no-web'),
    LOG_LEVEL: 'silent',
  };
  const server = spawn(process.execPath, [join(root, 'server', built, 'main.js')], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  server.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  const exited = new Promise((resolve) => server.on('exit', resolve));
  try {
    for (let i = 0; !stdout.includes('  1 problem:') || !stdout.trimEnd().endsWith('row was left out.'); i++) {
      if (i > 150) throw new Error(`no sync block in the start output: ${stdout}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const block = stdout.slice(stdout.indexOf('Workbook sync from')).trimEnd();
    expect(block).toBe(
      [
        `Workbook sync from the CSV folder ${workbook}: imported.`,
        '  Rows now: settings 16, programs 2, staff 15, roster 65, participants 51, rooms 34, hubs 6, tasks 26',
        '  1 problem:',
        '  - settings, row 14, column value: the value of facebook_link is not a web address (the Admin page shows what the cell says). Write instead: a web address starting with https://, for example https://example.org. So the row was left out.',
      ].join('\n'),
    );
  } finally {
    server.kill('SIGTERM');
    await exited;
  }
}, 60_000);

/** Resolves once the URL answers 200 (within 15 s). */
async function answering(url: string): Promise<void> {
  for (let i = 0; ; i++) {
    const status = await fetch(url).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return;
    if (i > 150) throw new Error(`${url} did not answer 200 (last: ${status})`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

it('says on its first line that the bundled demo is dated around today, and dates it so', async () => {
  // As `npm start` runs it: from the repository, PALS_WORKBOOK and PALS_DEMO left to their defaults.
  const { PALS_WORKBOOK: _workbook, PALS_DEMO: _demo, ...inherited } = process.env;
  const env = {
    ...inherited,
    PORT: String(port + 1),
    HOST: '127.0.0.1',
    DATABASE_URL: join(dir, 'demo.db'),
    WEB_DIST: join(dir, 'no-web'),
    LOG_LEVEL: 'silent',
  };
  const before = demoToday(Date.now());
  const server = spawn(process.execPath, [join(root, 'server', built, 'main.js')], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  server.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  const exited = new Promise((resolve) => server.on('exit', resolve));
  try {
    for (let i = 0; !stdout.includes('Rows now:'); i++) {
      if (i > 150) throw new Error(`no sync block in the start output: ${stdout}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const lines = stdout.split('\n');
    expect(lines[0]).toBe(
      `PALS camp app: database SQLite ${join(dir, 'demo.db')}, workbook data/demo (the bundled demo, dated around today), demo mode on, SMS provider log, open http://127.0.0.1:${port + 1} (answers for localhost, 127.0.0.1, [::1])`,
    );
    expect(lines[1]).toBe('Workbook sync from the CSV folder data/demo (the bundled demo, dated around today): imported.');
    // The sync block is printed before the server listens: wait until it answers.
    await answering(`http://127.0.0.1:${port + 1}/readyz`);
    const signIn = await fetch(`http://127.0.0.1:${port + 1}/api/demo/login`, {
      method: 'POST',
      headers: { origin: `http://127.0.0.1:${port + 1}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'dana.brooks@example.org' }),
    });
    const { googleUser } = (await signIn.json()) as { googleUser: { startdate: string; enddate: string } };
    // Today is the middle of Blue Ridge's seven days (or the day before, should midnight in New York fall between).
    expect([shiftDate(before, { days: -3 }), shiftDate(demoToday(Date.now()), { days: -3 })]).toContain(googleUser.startdate);
    expect(googleUser.enddate).toBe(shiftDate(googleUser.startdate, { days: 6 }));
  } finally {
    server.kill('SIGTERM');
    await exited;
  }
}, 60_000);

it('with the readable log of development, the first sync block is printed once', async () => {
  const { PALS_WORKBOOK: _workbook, PALS_DEMO: _demo, ...inherited } = process.env;
  const env = {
    ...inherited,
    NODE_ENV: 'development',
    PORT: String(port + 2),
    HOST: '127.0.0.1',
    DATABASE_URL: join(dir, 'development.db'),
    WEB_DIST: join(dir, 'no-web'),
    LOG_LEVEL: 'info',
  };
  const server = spawn(process.execPath, [join(root, 'server', built, 'main.js')], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  server.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  const exited = new Promise((resolve) => server.on('exit', resolve));
  try {
    await answering(`http://127.0.0.1:${port + 2}/readyz`);
    expect(stdout.split('\n').filter((line) => line.includes('Workbook sync from the CSV folder data/demo'))).toHaveLength(1);
    expect(stdout).toContain(
      'Workbook sync from the CSV folder data/demo (the bundled demo, dated around today): imported.\n  Rows now: settings 17, programs 2, staff 15, roster 65, participants 51, rooms 34, hubs 6, tasks 26\n  No problems.',
    );
  } finally {
    server.kill('SIGTERM');
    await exited;
  }
}, 60_000);
