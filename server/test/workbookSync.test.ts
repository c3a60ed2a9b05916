// A sync imports every good row and reports each bad one; a tab that cannot be read keeps
// its rows from the last import; a sync that would change too much at once is held until an
// Administrator presses "Import anyway".
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { latestSyncRuns, lastUpdate } from '../src/db/syncRuns.ts';
import { csvFolderSource } from '../src/workbook/csvFolder.ts';
import { workbookSync } from '../src/workbook/sync.ts';
import { databases, demoWorkbook, origin, removeRow, setCell, startApp, type TestApp } from './harness.ts';
import { demoRowCounts, freshDatabase, quietLog } from './sheetData.ts';

describe.each(databases)('workbook sync on $name', ({ url }) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startApp(url);
  });
  afterEach(() => t.close());

  const count = async (table: 'roster' | 'staff' | 'programs' | 'settings') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const rosterNames = async () => (await t.db.selectFrom('roster').select('name').execute()).map((r) => r.name);

  it('imports every tab of the demo workbook and records the run', async () => {
    const [run] = await latestSyncRuns(t.db, 1);
    expect(run!.outcome).toBe('imported');
    expect(run!.rowCounts).toEqual(demoRowCounts);
    expect(run!.problems).toEqual([]);
    expect(await lastUpdate(t.db)).toBe(Date.parse(run!.finishedAt));
  });

  it('leaves out a bad row and reports it with tab, row, column, value and fix; every other row and change imports', async () => {
    t.source.raw.roster!.rows.push(
      ['Nowhere Camp', 'Pat Doe', 'Camper', '', '', ''],
      ['Blue Ridge', 'New Counselor', 'Counselor', '', '', ''],
    );
    setCell(t.source.raw, 'roster', 'name', 'Felix Adair', 'phone', 'call the office');
    const run = await t.sync.run();
    expect(run.outcome).toBe('imported');
    expect(run.problems).toEqual([
      expect.objectContaining({
        tab: 'roster',
        column: 'phone',
        value: 'call the office',
        message: '"call the office" is not a phone number',
        effect: 'row',
      }),
      {
        tab: 'roster',
        row: 67,
        column: 'program',
        value: 'Nowhere Camp',
        message: 'this is not a program of the programs tab',
        fix: 'the name of a program exactly as the programs tab writes it (Blue Ridge, Lakeshore)',
        effect: 'row',
      },
    ]);
    const names = await rosterNames();
    expect(names).toContain('New Counselor');
    expect(names).not.toContain('Felix Adair');
    expect(names).not.toContain('Pat Doe');
    expect(await count('roster')).toBe(65);
    expect(await lastUpdate(t.db)).toBe(Date.parse(run.finishedAt));
    expect((await latestSyncRuns(t.db, 1))[0]!.problems).toHaveLength(2);
  });

  it('reports the staff and roster of a program whose row was left out, and leaves them out too', async () => {
    setCell(t.source.raw, 'programs', 'program', 'Lakeshore', 'start_date', 'June 20');
    const run = await t.sync.run();
    expect(run.outcome).toBe('imported');
    expect(run.problems[0]).toMatchObject({ tab: 'programs', row: 3, column: 'start_date', value: 'June 20' });
    const dependent = run.problems.slice(1);
    expect(new Set(dependent.map((p) => p.tab))).toEqual(new Set(['staff', 'roster', 'participants', 'rooms']));
    expect(dependent.every((p) => p.message === "this program's row (programs, row 3) was left out" && p.value === 'Lakeshore')).toBe(true);
    expect(dependent.filter((p) => p.tab === 'staff')).toHaveLength(5);
    expect(await count('staff')).toBe(10);
    // Ruth (Lakeshore's Administrator) cannot sign in until the row is fixed; Blue Ridge staff can.
    expect((await t.browser().post('/api/demo/login', { email: 'ruth.abara@example.org' })).body.error.message).toBe(
      'There is no staff member with this email.',
    );
    expect((await t.browser().post('/api/demo/login', { email: 'priya.shah@example.org' })).status).toBe(200);
  });

  it('keeps the last good rows of a tab whose required column is missing', async () => {
    t.source.raw.roster!.header[1] = 'camper';
    setCell(t.source.raw, 'programs', 'program', 'Lakeshore', 'admin_name', 'Ruth Abara-Lee');
    const run = await t.sync.run();
    expect(run.outcome).toBe('imported');
    expect(run.problems).toEqual([
      {
        tab: 'roster',
        row: 1,
        column: 'name',
        value: null,
        message: 'this column is missing from the header row',
        fix: 'a column headed name in row 1',
        effect: 'tab',
      },
    ]);
    expect(await count('roster')).toBe(65);
    expect(run.rowCounts.roster).toBe(65);
    expect(
      (await t.db.selectFrom('programs').select('admin_name').where('name', '=', 'Lakeshore').executeTakeFirstOrThrow()).admin_name,
    ).toBe('Ruth Abara-Lee');
  });

  it('keeps the last good staff when the staff tab is missing', async () => {
    delete t.source.raw.staff;
    const run = await t.sync.run();
    expect(run.outcome).toBe('imported');
    expect(run.problems).toMatchObject([{ tab: 'staff', row: null, message: 'this tab is missing from the workbook', effect: 'tab' }]);
    expect(await count('staff')).toBe(15);
  });

  it('keeps every tab when the source cannot be read', async () => {
    t.source.fail = new Error('folder not found');
    const before = await lastUpdate(t.db);
    const run = await t.sync.run();
    expect(run.outcome).toBe('failed');
    expect(run.problems).toMatchObject([
      { tab: null, row: null, column: null, message: 'could not read the test workbook: folder not found', effect: 'tab' },
    ]);
    expect(await count('roster')).toBe(65);
    expect(await lastUpdate(t.db)).toBe(before);
  });

  it("imports a participant's good phones and reports the bad one", async () => {
    setCell(t.source.raw, 'participants', 'name', '*Coach Taylor', 'phone', '(410) 555-0125; call the office');
    const run = await t.sync.run();
    expect(run.outcome).toBe('imported');
    expect(run.problems).toMatchObject([
      {
        tab: 'participants',
        column: 'phone',
        value: '(410) 555-0125; call the office',
        message: 'skipped: "call the office" is not a phone number',
        effect: 'cell',
      },
    ]);
    const coach = await t.db.selectFrom('participants').select('phones').where('name', '=', '*Coach Taylor').executeTakeFirstOrThrow();
    expect(coach.phones).toBe('+14105550125');
  });

  it('imports normal edits without holding them: a few rows removed, one Administrator left', async () => {
    t.source.raw.roster!.rows = t.source.raw.roster!.rows.slice(0, 33);
    removeRow(t.source.raw, 'staff', 'email', 'jordan.miles@example.org');
    removeRow(t.source.raw, 'staff', 'email', 'ruth.abara@example.org');
    const run = await t.sync.run();
    expect(run.outcome).toBe('imported');
    expect(await count('roster')).toBe(33);
  });

  it('holds an emptied staff tab: nothing changes, and the run says what would and who would lose access', async () => {
    t.source.raw.staff!.rows = [];
    setCell(t.source.raw, 'programs', 'program', 'Lakeshore', 'admin_name', 'Ruth Abara-Lee');
    const before = await lastUpdate(t.db);
    const run = await t.sync.run();
    expect(run.outcome).toBe('held');
    expect(run.held!.reasons).toEqual([
      'staff would go from 15 rows to 0, more than half of them removed',
      'no Administrator would be left to open Admin and press Backend Refresh',
    ]);
    expect(run.held!.tabs).toEqual([
      { tab: 'staff', before: 15, after: 0 },
      { tab: 'programs', before: 2, after: 2 },
      { tab: 'roster', before: 65, after: 65 },
    ]);
    expect(run.held!.losingAccess).toHaveLength(15);
    expect(run.held!.losingAccess).toContainEqual({
      name: 'Alex Rivera',
      email: 'alex.rivera@example.org',
      role: 'Administrator',
      after: null,
    });
    expect(await count('staff')).toBe(15);
    expect(
      (await t.db.selectFrom('programs').select('admin_name').where('name', '=', 'Lakeshore').executeTakeFirstOrThrow()).admin_name,
    ).not.toBe('Ruth Abara-Lee');
    expect(await lastUpdate(t.db)).toBe(before);
    expect((await latestSyncRuns(t.db, 1))[0]!.held).toEqual(run.held);
  });

  it('holds a sync that would leave no Administrator, and one that removes more than half of the roster or programs', async () => {
    for (const email of ['alex.rivera@example.org', 'jordan.miles@example.org', 'ruth.abara@example.org'])
      setCell(t.source.raw, 'staff', 'email', email, 'staff_role', 'Lead');
    const demoted = await t.sync.run();
    expect(demoted.outcome).toBe('held');
    expect(demoted.held!.reasons).toEqual(['no Administrator would be left to open Admin and press Backend Refresh']);
    expect(demoted.held!.losingAccess).toContainEqual({
      name: 'Jordan Miles',
      email: 'jordan.miles@example.org',
      role: 'Administrator',
      after: 'Lead',
    });

    t.source.raw = await demoWorkbook();
    t.source.raw.roster!.rows = t.source.raw.roster!.rows.slice(0, 32);
    expect((await t.sync.run()).held!.reasons).toEqual(['roster would go from 65 rows to 32, more than half of them removed']);
    expect(await count('roster')).toBe(65);
  });

  it('"Import anyway" by an Administrator imports what was held', async () => {
    t.source.raw.roster!.rows = [];
    const alex = await t.staff('alex.rivera@example.org');
    const held = await alex.post('/api/google/admin/refresh', {});
    expect(held.body.sync.lastRun).toMatchObject({
      outcome: 'held',
      held: { tabs: [{ tab: 'staff' }, { tab: 'programs' }, { tab: 'roster', before: 65, after: 0 }] },
    });
    expect(await count('roster')).toBe(65);
    const priya = await t.staff('priya.shah@example.org');
    expect((await priya.post('/api/google/admin/import-anyway', {})).status).toBe(403);
    const answer = await alex.post('/api/google/admin/import-anyway', {});
    expect(answer.status).toBe(200);
    expect(answer.body.sync.lastRun).toMatchObject({ outcome: 'imported', held: null });
    expect(await count('roster')).toBe(0);
  });

  it("imports a tab's rows as written and in the sheet's order, however many statements they take", async () => {
    const written = ['Zoë "Z" O\'Neil', 'Back\\slash \\ud800 Kim', 'Camp 🏕️ Lee', 'Broken \ud800 Cell'];
    const added = Array.from({ length: 4_500 }, (_, i) => `Volunteer ${String(i).padStart(4, '0')}`);
    for (const name of [...written, ...added]) t.source.raw.roster!.rows.push(['Blue Ridge', name, 'Counselor', '', '', '']);
    const run = await t.sync.run();
    expect(run.outcome).toBe('imported');
    expect(run.rowCounts.roster).toBe(demoRowCounts.roster + 4_504);
    const imported = await t.db.selectFrom('roster').select('name').orderBy('position').execute();
    expect(imported.slice(demoRowCounts.roster, demoRowCounts.roster + 6).map((row) => row.name)).toEqual([
      'Zoë "Z" O\'Neil',
      'Back\\slash \\ud800 Kim',
      'Camp 🏕️ Lee',
      'Broken \ufffd Cell',
      'Volunteer 0000',
      'Volunteer 0001',
    ]);
    expect(imported.at(-1)!.name).toBe('Volunteer 4499');
  });

  it('runs one sync at a time: callers during a run share it', async () => {
    const [a, b] = await Promise.all([t.sync.run(), t.sync.run()]);
    expect(a).toBe(b);
    expect(await latestSyncRuns(t.db, 10)).toHaveLength(2);
  });
});

describe.each(databases)('a CSV folder workbook on $name', ({ url }) => {
  let folder: string;
  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'pals-csv-'));
    await cp(new URL('../../data/demo', import.meta.url).pathname, folder, { recursive: true });
  });
  afterEach(() => rm(folder, { recursive: true, force: true }));

  it('keeps the last good rows of a tab whose file cannot be read', async () => {
    const { db, close } = await freshDatabase(url);
    try {
      const sync = workbookSync(db, csvFolderSource(folder), quietLog);
      expect((await sync.run()).outcome).toBe('imported');
      await rm(join(folder, 'roster.csv'));
      await mkdir(join(folder, 'roster.csv'));
      const run = await sync.run();
      expect(run.outcome).toBe('imported');
      expect(run.problems).toMatchObject([
        { tab: 'roster', row: null, message: expect.stringMatching(/^could not read .*roster\.csv: EISDIR/), effect: 'tab' },
      ]);
      expect(run.rowCounts).toEqual(demoRowCounts);
    } finally {
      await close();
    }
  });

  it('keeps the last good rows of a tab whose file stops being CSV part way, and reports only that', async () => {
    const { db, close } = await freshDatabase(url);
    try {
      const sync = workbookSync(db, csvFolderSource(folder), quietLog);
      expect((await sync.run()).outcome).toBe('imported');
      // The file is read a piece at a time: its first rows (one renamed, one with a bad phone) are
      // checked and written before the break, 300 rows further on, is reached.
      const roster = join(folder, 'roster.csv');
      const lines = (await readFile(roster, 'utf8')).trimEnd().split('\n');
      lines[1] = 'Blue Ridge,Dana Renamed,Director,Lodge 10,(202) 555-0114,';
      lines[2] = 'Blue Ridge,Hannah Cho,Head Counselor,Lodge 11,call the office,';
      const campers = Array.from({ length: 300 }, (_, i) => `Blue Ridge,Camper ${i},Camper,Lodge 1,,`);
      await writeFile(roster, [...lines, ...campers, 'Blue Ridge,"Sam "Ace" Lee",Camper,,,', ...campers, ''].join('\n'));
      const run = await sync.run();
      expect(run.outcome).toBe('imported');
      expect(run.problems).toEqual([
        {
          tab: 'roster',
          row: null,
          column: null,
          value: null,
          message:
            'roster.csv is not valid CSV: Invalid Closing Quote: got "A" at line 367 instead of delimiter, record delimiter, trimable character (if activated) or comment',
          fix: 'a plain CSV file: save the tab again from the spreadsheet as CSV (UTF-8)',
          effect: 'tab',
        },
      ]);
      expect(run.rowCounts).toEqual(demoRowCounts);
      const names = (await db.selectFrom('roster').select('name').execute()).map((r) => r.name);
      expect([names.includes('Dana Brooks'), names.includes('Dana Renamed'), names.includes('Camper 0')]).toEqual([true, false, false]);
    } finally {
      await close();
    }
  });

  it('reads a file in pieces whose letters straddle them, after a byte order mark', async () => {
    const { db, close } = await freshDatabase(url);
    try {
      const names = Array.from({ length: 2000 }, (_, i) => `Zoë Ñúñez-Øyà €€€ ${i}`);
      await writeFile(
        join(folder, 'roster.csv'),
        `\uFEFFprogram,name,title,room,phone,team\n${names.map((name) => `Blue Ridge,${name},Camper,,,`).join('\n')}\n`,
      );
      const run = await workbookSync(db, csvFolderSource(folder), quietLog).run();
      expect([run.outcome, run.problems, run.rowCounts.roster]).toEqual(['imported', [], 2000]);
      expect((await db.selectFrom('roster').select('name').orderBy('position').execute()).map((r) => r.name)).toEqual(names);
    } finally {
      await close();
    }
  });

  it('on a first-ever sync, one bad settings cell leaves out only that setting: every valid staff member can sign in', async () => {
    const { db, close } = await freshDatabase(url);
    try {
      const settings = join(folder, 'settings.csv');
      await writeFile(settings, (await readFile(settings, 'utf8')).replace(/^facebook_link,.*$/m, 'facebook_link,facebook page'));
      const run = await workbookSync(db, csvFolderSource(folder), quietLog).run();
      expect(run.outcome).toBe('imported');
      expect(run.problems).toMatchObject([
        { tab: 'settings', column: 'value', value: 'facebook page', message: 'the value of facebook_link is not a web address' },
      ]);
      expect(run.rowCounts).toEqual({ ...demoRowCounts, settings: 16 });
      const app = await buildApp({
        db,
        demo: true,
        google: null,
        server: { version: '0', databaseKind: 'SQLite', workbookSource: 'x' },
        refresh: () => Promise.reject(new Error('no')),
        downloadChild: inject('downloadChild'),
      });
      try {
        const staff = await db.selectFrom('staff').select('email').execute();
        expect(staff).toHaveLength(15);
        for (const { email } of staff) {
          const answer = await app.inject({
            method: 'POST',
            url: '/api/demo/login',
            headers: { origin, 'content-type': 'application/json' },
            payload: JSON.stringify({ email }),
          });
          expect([email, answer.statusCode]).toEqual([email, 200]);
        }
      } finally {
        await app.close();
      }
    } finally {
      await close();
    }
  });
});
