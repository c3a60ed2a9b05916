// docs/decisions/027-the-bundled-demo-is-dated-around-today-every.md: the repository's own data/demo is read dated around today, recognised by its
// real path; any other workbook (a copy of data/demo included) is read exactly as written.
import { cp, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { checkWorkbook, type RawWorkbook } from '@pals/core/workbook/rows';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundledDemoFolder, isBundledDemo, liveDemoSource } from '../src/workbook/bundledDemo.ts';
import { csvFolderSource } from '../src/workbook/csvFolder.ts';
import { parseWorkbookLocation } from '../src/workbook/location.ts';
import { findProgram, findStaff } from '../src/db/workbookTables.ts';
import { workbookSync } from '../src/workbook/sync.ts';
import { databases, startApp } from './harness.ts';
import { demoRowCounts, freshDatabase, quietLog } from './sheetData.ts';

const root = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');
/** Noon in New York on a day, as the server's clock would read it. */
const noonEastern = (date: string) => () => Date.parse(`${date}T17:00:00Z`);

/** The server's source for PALS_WORKBOOK=`workbook`, as main.ts makes it, on a clock. */
const sourceFor = (workbook: string, now: () => number) => {
  const location = parseWorkbookLocation(workbook);
  return liveDemoSource(location, csvFolderSource(location.kind === 'csv' ? location.folder : ''), now);
};

const cells = (raw: RawWorkbook, tab: 'programs' | 'staff' | 'tasks', key: string, column: string) => {
  const table = raw[tab]!;
  const row = table.rows.find((r) => r[0] === key)!;
  return row[table.header.indexOf(column)];
};
const programDates = (raw: RawWorkbook, program: string) => [
  cells(raw, 'programs', program, 'start_date'),
  cells(raw, 'programs', program, 'end_date'),
];
const staffDates = (raw: RawWorkbook, email: string) => [cells(raw, 'staff', email, 'start_date'), cells(raw, 'staff', email, 'end_date')];
const taskDate = (raw: RawWorkbook, name: string) => {
  const tasks = raw.tasks!;
  return tasks.rows.find((r) => r[tasks.header.indexOf('name')] === name)![tasks.header.indexOf('date')];
};

let copy: string;
let link: string;
beforeAll(async () => {
  const folder = await mkdtemp(join(tmpdir(), 'pals-demo-copy-'));
  copy = join(folder, 'demo');
  await cp(join(root, 'data/demo'), copy, { recursive: true });
  link = join(folder, 'linked-demo');
  await symlink(join(root, 'data/demo'), link);
});
afterAll(() => rm(join(copy, '..'), { recursive: true, force: true }));

describe('which workbook is the bundled demo', () => {
  it("is the repository's data/demo, found from the server's code", () => {
    expect(bundledDemoFolder()).toBe(join(root, 'data/demo'));
    expect(bundledDemoFolder('/')).toBeNull();
  });

  it('is that folder however PALS_WORKBOOK names it: relative, absolute, from another folder, through a link', () => {
    for (const name of [
      'data/demo',
      'data/demo/',
      './data/demo',
      join(root, 'data/demo'),
      relative(process.cwd(), join(root, 'e2e/../data/demo')),
      link,
    ])
      expect(isBundledDemo(parseWorkbookLocation(name)), name).toBe(true);
  });

  it('is never a copy of it, another folder, an .xlsx file or a Google Sheet', () => {
    for (const name of [
      copy,
      join(root, 'data'),
      join(root, 'data/demo/programs.csv'),
      'no/such/folder',
      'data/demo.xlsx',
      'gsheet:1AbCxyz',
    ])
      expect(isBundledDemo(parseWorkbookLocation(name)), name).toBe(false);
  });
});

describe('reading the bundled demo', () => {
  it('on 2026-11-26 gives Blue Ridge Nov 23–29 (today its Day 4), Lakeshore still Jun 20–26, 2027, and the staff with them', async () => {
    const source = sourceFor('data/demo', noonEastern('2026-11-26'));
    expect(source.describe).toBe('the CSV folder data/demo (the bundled demo, dated around today)');
    const raw = await source.read();
    expect(programDates(raw, 'Blue Ridge')).toEqual(['2026-11-23', '2026-11-29']);
    expect(programDates(raw, 'Lakeshore')).toEqual(['2027-06-20', '2027-06-26']);
    expect(staffDates(raw, 'dana.brooks@example.org')).toEqual(['2026-11-23', '2026-11-29']);
    expect(staffDates(raw, 'nia.thompson@example.org')).toEqual(['2027-06-18', '2027-06-26']);
    expect(staffDates(raw, 'marcus.lee@example.org')).toEqual(['', '']);
    expect(taskDate(raw, 'Welcome to PALS')).toBe('2027-02-10');
    expect(taskDate(raw, 'Eight Week Call')).toBe('-8 weeks');
  });

  it('on 2027-08-05 gives Blue Ridge Aug 2–8, 2027 and moves Lakeshore, its Director and the February–May tasks to 2028', async () => {
    const raw = await sourceFor(join(root, 'data/demo'), noonEastern('2027-08-05')).read();
    expect(programDates(raw, 'Blue Ridge')).toEqual(['2027-08-02', '2027-08-08']);
    expect(staffDates(raw, 'dana.brooks@example.org')).toEqual(['2027-08-02', '2027-08-08']);
    expect(programDates(raw, 'Lakeshore')).toEqual(['2028-06-20', '2028-06-26']);
    expect(staffDates(raw, 'nia.thompson@example.org')).toEqual(['2028-06-18', '2028-06-26']);
    expect(taskDate(raw, 'Welcome to PALS')).toBe('2028-02-10');
    expect(taskDate(raw, 'Spring Check-in Call')).toBe('2028-05-19');
  });

  it('dates it again at every read: a server still running the next day reads the next day', async () => {
    let now = Date.parse('2026-11-26T17:00:00Z');
    const source = sourceFor('data/demo', () => now);
    expect(programDates(await source.read(), 'Blue Ridge')).toEqual(['2026-11-23', '2026-11-29']);
    now += 24 * 3_600_000;
    expect(programDates(await source.read(), 'Blue Ridge')).toEqual(['2026-11-24', '2026-11-30']);
  });

  it('takes the day in US Eastern time: at 11 PM in New York (04:00 UTC) it is still that day', async () => {
    const raw = await sourceFor('data/demo', () => Date.parse('2026-11-27T04:00:00Z')).read();
    expect(programDates(raw, 'Blue Ridge')).toEqual(['2026-11-23', '2026-11-29']);
  });

  it('changes nothing but the dates: every row imports, with no problem, as written', async () => {
    const written = await csvFolderSource(join(root, 'data/demo')).read();
    const redated = await sourceFor('data/demo', noonEastern('2026-11-26')).read();
    const [before, after] = [checkWorkbook(written), checkWorkbook(redated)];
    expect(after.problems).toEqual([]);
    expect(Object.fromEntries(Object.entries(after.workbook).map(([tab, rows]) => [tab, rows.length]))).toEqual(
      Object.fromEntries(Object.entries(before.workbook).map(([tab, rows]) => [tab, rows.length])),
    );
    expect(redated.roster).toEqual(written.roster);
    expect(redated.participants).toEqual(written.participants);
  });

  it('reads a copy of data/demo in another folder exactly as written, on the same clock', async () => {
    const source = sourceFor(copy, noonEastern('2026-11-26'));
    expect(source.describe).toBe(`the CSV folder ${copy}`);
    const raw = await source.read();
    expect(raw).toEqual(await csvFolderSource(join(root, 'data/demo')).read());
    expect(programDates(raw, 'Blue Ridge')).toEqual(['2026-11-16', '2026-11-22']);
    expect(staffDates(raw, 'dana.brooks@example.org')).toEqual(['2026-11-16', '2026-11-22']);
  });
});

describe.each(databases)('the bundled demo through the app on $name', ({ url }) => {
  it("imports the moved dates at each sync, and Marcus Lee's report days run Nov 23–29 on 2026-11-26", async () => {
    const { db, close } = await freshDatabase(url);
    try {
      let now = Date.parse('2026-11-26T17:00:00Z');
      const sync = workbookSync(
        db,
        sourceFor('data/demo', () => now),
        quietLog,
      );
      const first = await sync.run();
      expect(first).toMatchObject({ outcome: 'imported', problems: [], rowCounts: demoRowCounts });
      expect(await findProgram(db, 'Blue Ridge')).toMatchObject({ start_date: '2026-11-23', end_date: '2026-11-29' });
      expect(await findStaff(db, 'dana.brooks@example.org')).toMatchObject({ start_date: '2026-11-23', end_date: '2026-11-29' });
      now += 2 * 24 * 3_600_000;
      expect((await sync.run()).outcome).toBe('imported');
      expect(await findProgram(db, 'Blue Ridge')).toMatchObject({ start_date: '2026-11-25', end_date: '2026-12-01' });
    } finally {
      await close();
    }
    const raw = await sourceFor('data/demo', noonEastern('2026-11-26')).read();
    const t = await startApp(url, {}, raw);
    try {
      const marcus = await t.staff('marcus.lee@example.org');
      const days = (await marcus.get('/api/google/reportsections')).body.days as { day: number; date: string }[];
      expect(days.map((d) => d.date)).toEqual([
        '2026-11-23',
        '2026-11-24',
        '2026-11-25',
        '2026-11-26',
        '2026-11-27',
        '2026-11-28',
        '2026-11-29',
      ]);
      expect((await marcus.get('/api/me')).body.user.googleUser).toMatchObject({ startdate: '2026-11-23', enddate: '2026-11-29' });
    } finally {
      await t.close();
    }
  });
});
