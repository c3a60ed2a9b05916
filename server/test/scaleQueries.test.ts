// What keeps a call's cost from growing with the organisation (docs/performance.md "Scale"): on a
// seeded organisation of two programs, every statement of a person's calls and of the admin
// pages of one program reads through an index: SQLite's plan scans no large table whole and sorts
// nothing in a temporary tree; the reports and tasks grids of a program read that program's people
// only; and a CSV download reads in batches of a fixed size, in the inbox's order, ties and all.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { startSession } from '../src/auth/sessions.ts';
import { downloads, type DownloadName, type DownloadQuery } from '../src/admin/downloads.ts';
import { newestFirstBatches } from '../src/admin/inboxExports.ts';
import { feedbackPage } from '../src/admin/inboxQueries.ts';
import type { Db } from '../src/db/database.ts';
import { migrate } from '../src/db/migrations.ts';
import type { Database } from '../src/db/schema.ts';
import { seedScale } from '../scripts/scale/seedDatabase.ts';

const large = [
  'staff',
  'roster',
  'participants',
  'feedback',
  'notes',
  'text_sends',
  'text_recipients',
  'text_deliveries',
  'text_replies',
  'text_reply_programs',
  'report_submissions',
  'task_submissions',
];
const statements: { sql: string; parameters: readonly unknown[] }[] = [];
let db: Db;
let folder: string;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'pals-scale-plans-'));
  db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: new SQLite(':memory:') }),
    log: (event) => void statements.push({ sql: event.query.sql, parameters: event.query.parameters }),
  });
  await migrate(db as Kysely<unknown>);
  await seedScale(db, { scale: 0.2, seed: 35, folder, demoFolder: new URL('../../data/demo', import.meta.url).pathname });
  // Plans as for a large organisation: without the statistics of these few rows, SQLite's planner
  // assumes big tables (as at 100 ×), where a few rows would make it scan a small table whole.
  await sql`delete from sqlite_stat1`.execute(db);
  await sql`analyze sqlite_schema`.execute(db);
  app = await buildApp({
    db,
    demo: false,
    google: null,
    server: { version: 'test', databaseKind: 'SQLite', workbookSource: 'scale' },
    refresh: async () => {
      throw new Error('no sync');
    },
    downloadChild: inject('downloadChild'),
  });
});
afterAll(async () => {
  await app.close();
  await db.destroy();
  await rm(folder, { recursive: true, force: true });
});

/** Every statement a request makes, with SQLite's plan for it. */
async function plansOf(url: string, email: string | null, program = 'Maple Lake 1') {
  const token = await startSession(db, email ? { kind: 'staff', email } : { kind: 'participant', program });
  // Every inbox's mark moved, as a write would: the page is read afresh, not answered from what the server kept.
  await db
    .updateTable('change_marks')
    .set((eb) => ({ mark: eb('mark', '+', 1) }))
    .execute();
  statements.length = 0;
  const response = await app.inject({ method: 'GET', url, cookies: { pals_session: token } });
  expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(200);
  return plansOfStatements();
}

/** Every statement a CSV download makes, with SQLite's plan for it. The download's own process
 * (src/admin/downloadProcess.ts) makes the same statements as its lines read here. */
async function plansOfDownload(name: DownloadName, query: DownloadQuery) {
  statements.length = 0;
  for await (const batch of downloads[name].lines(db, query)) expect(batch.length).toBeGreaterThan(0);
  return plansOfStatements();
}

function plansOfStatements() {
  const made = [...statements];
  return Promise.all(
    made
      .filter((s) => /^select/i.test(s.sql))
      .map(async (s) => {
        const plan = await sql.raw<PlanLine>(`explain query plan ${inline(s.sql, s.parameters)}`).execute(db);
        return { sql: s.sql, parameters: s.parameters, plan: plan.rows };
      }),
  );
}

/** The statement with its parameters written in, for EXPLAIN. */
const inline = (text: string, parameters: readonly unknown[]) => {
  let i = 0;
  return text.replace(/\?/g, () => {
    const value = parameters[i++];
    return typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`;
  });
};

type PlanLine = { id: number; parent: number; detail: string };

/** A large table read whole (scanned without an index), or read whole through one and then sorted
 * aside at the same level of the statement; sorting a page's few rows aside is fine. */
const whole = (plan: PlanLine[]) => {
  const scans = plan.filter((line) => large.some((t) => line.detail === `SCAN ${t}` || line.detail.startsWith(`SCAN ${t} `)));
  const sortedScans = plan
    .filter((line) => line.detail.includes('USE TEMP B-TREE FOR ORDER BY'))
    .flatMap((sort) => scans.filter((scan) => scan.parent === sort.parent));
  return [...scans.filter((line) => !line.detail.includes(' INDEX ')), ...sortedScans].map((line) => line.detail);
};

const director = 'maya.merriweather.1@example.org';
const admin = 'avery.admin@example.org';
const program = encodeURIComponent('Maple Lake 1');

it.each([
  ['/api/local/call', null],
  ['/api/local/staff', null],
  ['/api/google/reportsections', 'director'],
  ['/api/google/staffreport?day=1&report=provisions', 'director'],
  ['/api/google/directortask', 'director'],
  ['/api/google/participants', 'director'],
  [`/api/google/admin/feedback?program=${program}&page=1`, 'admin'],
  [`/api/google/admin/feedback?page=3`, 'admin'],
  [`/api/google/admin/notes?program=${program}&page=2`, 'admin'],
  [`/api/google/admin/notes?page=3`, 'admin'],
  [`/api/google/admin/texts?program=${program}&page=1`, 'admin'],
  [`/api/google/admin/texts?page=1`, 'admin'],
  [`/api/google/admin/replies?page=3`, 'admin'],
  [`/api/google/admin/reports?program=${program}`, 'admin'],
  [`/api/google/admin/tasks?program=${program}`, 'admin'],
])('%s reads through indexes: no large table scanned whole, nothing sorted aside', async (url, who) => {
  const plans = await plansOf(url, who === 'director' ? director : who === 'admin' ? admin : null);
  expect(plans.length).toBeGreaterThan(0);
  expect(plans.filter((p) => whole(p.plan).length > 0).map((p) => ({ sql: p.sql, plan: p.plan.map((line) => line.detail) }))).toEqual([]);
});

it("reads only the program's people's reports and tasks for the program's grids", async () => {
  for (const url of [`/api/google/admin/reports?program=${program}`, `/api/google/admin/tasks?program=${program}`]) {
    const plans = await plansOf(url, admin);
    const reads = plans.filter((p) => /from "(report|task)_submissions"/.test(p.sql));
    expect(reads.length).toBe(1);
    expect(reads[0]!.sql).toMatch(/where "email" in \(\?(, \?)*\)/);
  }
});

it("reads the texts page, a send's recipients and the texts download from the recipients' own rows: no delivery report joined, the tally from its index", async () => {
  // docs/decisions/055-a-recipient-row-keeps-its-latest-delivery.md
  const send = await db.selectFrom('text_sends').select('id').where('program', '=', 'Maple Lake 1').executeTakeFirstOrThrow();
  const urls = [
    `/api/google/admin/texts?program=${program}&page=1`,
    `/api/google/admin/texts?page=1`,
    `/api/google/admin/textrecipients?send=${send.id}`,
    'the texts download of Maple Lake 1',
  ];
  for (const url of urls) {
    const plans = url.startsWith('/') ? await plansOf(url, admin) : await plansOfDownload('texts', { program: 'Maple Lake 1' });
    const reads = plans.filter((p) => /"text_recipients"/.test(p.sql));
    expect(reads.length, url).toBeGreaterThan(0);
    const touching = plans.filter((p) => /text_deliveries/.test(p.sql) || p.plan.some((line) => line.detail.includes('text_deliveries')));
    expect(
      touching.map((p) => p.sql),
      url,
    ).toEqual([]);
    expect(
      plans.filter((p) => whole(p.plan).length > 0).map((p) => p.sql),
      url,
    ).toEqual([]);
  }
  for (const url of urls.slice(0, 2)) {
    const tally = (await plansOf(url, admin)).filter((p) => /group by "send_id"/.test(p.sql));
    expect(tally.length, url).toBe(1);
    expect(
      tally[0]!.plan.map((line) => line.detail),
      url,
    ).toEqual([expect.stringMatching(/^SEARCH text_recipients USING COVERING INDEX text_recipients_tally \(send_id=\?\)$/)]);
  }
});

it('downloads in batches of a fixed size, in the inbox order, rows of the same time and all', async () => {
  const time = '2026-06-20T12:00:00Z';
  await db
    .insertInto('feedback')
    .values(
      ['b', 'a', 'c'].map((id) => ({
        id: `0-${id}`,
        created_at: time,
        program: 'Maple Lake 1',
        sender_kind: 'participant' as const,
        staff_email: null,
        name: null,
        message: id,
      })),
    )
    .execute();
  const pages = [];
  for (let page = 1; page <= 5; page++) pages.push(...(await feedbackPage(db, 'Maple Lake 1', { page })).rows.map((r) => r.id));
  statements.length = 0;
  const batches = [];
  for await (const batch of newestFirstBatches(db, 'feedback', 'Maple Lake 1', 7)) batches.push(batch.map((r) => r.id));
  expect(batches.flat()).toEqual(pages);
  expect(batches.flat().length).toBe(103);
  expect(batches.map((b) => b.length)).toEqual([...Array(14).fill(7), 5]);
  expect(statements.every((s) => s.parameters.includes(7))).toBe(true);
  expect(pages.slice(pages.indexOf('0-a'), pages.indexOf('0-a') + 3)).toEqual(['0-a', '0-b', '0-c']);
});

it("downloads the reports of the whole organisation 10 people at a time, each batch reading only its people's programs", async () => {
  const plans = await plansOfDownload('reports', {});
  const staffReads = plans.filter((p) => /from "staff"/.test(p.sql) && / limit \?$/.test(p.sql));
  // 0.2 × has 40 staff and 2 Administrators: batches of 10, 10, 10, 10 and 2, then one that finds none.
  expect(staffReads.map((s) => s.parameters.at(-1))).toEqual([10, 10, 10, 10, 10, 10]);
  const programReads = plans.filter((p) => /from "programs"/.test(p.sql));
  // Each of the five batches holds someone of a program (the two Administrators have none).
  expect(programReads.length).toBe(5);
  for (const read of programReads) expect(read.sql).toMatch(/where "name" in \(\?(, \?)*\)/);
  expect(plans.filter((p) => whole(p.plan).length > 0).map((p) => p.sql)).toEqual([]);
});

it('downloads the texts of the whole organisation 40 sends at a time', async () => {
  const plans = await plansOfDownload('texts', {});
  const sendReads = plans.filter((p) => /from "text_sends"/.test(p.sql) && / limit \?$/.test(p.sql));
  // 0.2 × has 40 sends: one batch of 40, then one that finds none.
  expect(sendReads.map((s) => s.parameters.at(-1))).toEqual([40, 40]);
  const recipientReads = plans.filter((p) => /from "text_recipients"/.test(p.sql));
  expect(recipientReads).toHaveLength(1);
});
