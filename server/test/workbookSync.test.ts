import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { latestSyncRuns, lastUpdate } from '../src/db/syncRuns.ts';
import { databases, setCell, startApp, type TestApp } from './harness.ts';

describe.each(databases)('workbook sync on $name', ({ url }) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startApp(url);
  });
  afterEach(() => t.close());

  const rosterCount = async () => Number((await t.db.selectFrom('roster').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  it('imports every tab of the demo workbook and records the run', async () => {
    const [run] = await latestSyncRuns(t.db, 1);
    expect(run!.outcome).toBe('imported');
    expect(run!.rowCounts).toEqual({ settings: 17, programs: 2, staff: 15, roster: 65, participants: 51, rooms: 34, hubs: 6, tasks: 26 });
    expect(run!.errors).toEqual([]);
    expect(await lastUpdate(t.db)).toBe(Date.parse(run!.finishedAt));
  });

  it('keeps the previous data when the workbook is broken, and records why with tab, row and column', async () => {
    const before = await lastUpdate(t.db);
    t.source.raw.roster!.rows.push(['Nowhere Camp', 'Pat Doe', 'Camper', '', '', '']);
    setCell(t.source.raw, 'programs', 'program', 'Blue Ridge', 'start_date', '2026-13-01');
    const run = await t.sync.run();
    expect(run.outcome).toBe('failed');
    expect(run.errors).toEqual([
      { tab: 'programs', row: 2, column: 'start_date', message: '"2026-13-01" is not a date; write it as YYYY-MM-DD, for example 2026-07-14' },
      { tab: 'roster', row: 67, column: 'program', message: '"Nowhere Camp" is not a program of the programs tab' },
    ]);
    // Nothing of the broken workbook went in.
    expect(await rosterCount()).toBe(65);
    expect(await lastUpdate(t.db)).toBe(before);
    const [recorded] = await latestSyncRuns(t.db, 1);
    expect(recorded!.outcome).toBe('failed');
    expect(recorded!.errors).toHaveLength(2);
  });

  it('keeps the previous data when the source cannot be read', async () => {
    t.source.fail = new Error('folder not found');
    const run = await t.sync.run();
    expect(run.outcome).toBe('failed');
    expect(run.errors).toEqual([{ tab: null, row: null, column: null, message: 'could not read the test workbook: folder not found' }]);
    expect(await rosterCount()).toBe(65);
  });

  it("imports a participant's good phones and records the bad one as a warning", async () => {
    setCell(t.source.raw, 'participants', 'name', '*Coach Taylor', 'phone', '(410) 555-0125; call the office');
    const run = await t.sync.run();
    expect(run.outcome).toBe('imported');
    expect(run.warnings).toEqual([{ tab: 'participants', row: expect.any(Number), column: 'phone', message: 'skipped: "call the office" is not a phone number' }]);
    const coach = await t.db.selectFrom('participants').select('phones').where('name', '=', '*Coach Taylor').executeTakeFirstOrThrow();
    expect(coach.phones).toBe('+14105550125');
    expect((await latestSyncRuns(t.db, 1))[0]!.warnings).toHaveLength(1);
  });

  it('replaces the synced tables whole on a good sync', async () => {
    t.source.raw.roster!.rows = t.source.raw.roster!.rows.slice(0, 10);
    const run = await t.sync.run();
    expect(run.outcome).toBe('imported');
    expect(await rosterCount()).toBe(10);
  });

  it('runs one sync at a time: callers during a run share it', async () => {
    const [a, b] = await Promise.all([t.sync.run(), t.sync.run()]);
    expect(a).toBe(b);
    expect(await latestSyncRuns(t.db, 10)).toHaveLength(2);
  });
});
