// Two app instances against one database behave as one: shared sessions, one scheduled sync per
// interval, one login limit. Runs on PostgreSQL (the scale-out database) and on a shared SQLite file.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Browser, setCell, startApp, startSecondApp, type TestApp } from './harness.ts';

const shared = [
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'PostgreSQL', url: process.env.TEST_DATABASE_URL }] : []),
  { name: 'one SQLite file', url: join(mkdtempSync(join(tmpdir(), 'pals-instances-')), 'shared.db') },
];

describe.each(shared)('two instances on $name', ({ url }) => {
  let first: TestApp;
  let second: TestApp;
  afterEach(async () => {
    await second.close();
    await first.close();
  });

  const start = async () => {
    first = await startApp(url);
    second = await startSecondApp(first);
  };

  it('share sessions: signed in on one, signed in on the other', async () => {
    await start();
    const onFirst = first.browser();
    await onFirst.post('/api/demo/login', { email: 'priya.shah@example.org' });
    const onSecond = new Browser(second.app);
    for (const [name, value] of onFirst.cookies) onSecond.cookies.set(name, value);
    expect((await onSecond.get('/api/me')).body.user.googleUser.fullname).toBe('Priya Shah');
    await onSecond.post('/api/logout', {});
    onFirst.cookies.delete('pals_user');
    expect((await onFirst.get('/api/me')).status).toBe(401);
  });

  it('serve an import made by the other within about a second', async () => {
    await start();
    const marcus = await second.staff('marcus.lee@example.org');
    const role = async () => (await marcus.get('/api/me')).body.user.googleUser.staffrole;
    expect(await role()).toBe('Lead');
    setCell(first.source.raw, 'staff', 'email', 'marcus.lee@example.org', 'staff_role', 'Head Counselor');
    const run = await first.sync.run();
    expect(run.outcome).toBe('imported');
    // The first instance serves its own import at once.
    expect((await (await first.staff('alex.rivera@example.org')).get('/api/google/lastupdate')).body.lastupdate).toBe(
      Date.parse(run.finishedAt),
    );
    const seen: string[] = [];
    for (let waited = 0; waited <= 3000 && seen.at(-1) !== 'Head Counselor'; waited += 100) {
      seen.push(await role());
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(seen.at(-1)).toBe('Head Counselor');
    // Seen within a second (and a little for the polling), never later.
    expect(seen.length).toBeLessThanOrEqual(13);
    expect((await (await second.staff('alex.rivera@example.org')).get('/api/google/lastupdate')).body.lastupdate).toBe(
      Date.parse(run.finishedAt),
    );
  });

  it('run one scheduled sync per interval between them', async () => {
    await start();
    const runs = async () => (await first.db.selectFrom('sync_runs').selectAll().execute()).length;
    const before = await runs();
    const interval = 600_000;
    const now = 1_900_000_000_000;
    const [a, b] = await Promise.all([first.sync.tick(interval, now), second.sync.tick(interval, now + 1000)]);
    expect([a === null, b === null].sort()).toEqual([false, true]);
    expect(await runs()).toBe(before + 1);
    // The next interval runs once again.
    const [c, d] = await Promise.all([second.sync.tick(interval, now + interval), first.sync.tick(interval, now + interval + 5)]);
    expect([c === null, d === null].sort()).toEqual([false, true]);
    expect(await runs()).toBe(before + 2);
  });

  it('count camp password attempts made on both toward one limit', async () => {
    await start();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const browser = i % 2 === 0 ? first.browser() : new Browser(second.app);
      statuses.push((await browser.post('/api/local/login', { username: 'participant', password: `guess${i}` })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 401, 401, 401, 401, 429, 429]);
  });
});

// Two instances syncing at once used to collide on the settings table's key and
// record a false "FAILED" run. The import takes a PostgreSQL advisory lock, so the second waits.
describe.each(shared.filter((d) => d.url.startsWith('postgres')))('two instances syncing at once on $name', ({ url }) => {
  let first: TestApp;
  let second: TestApp;
  afterEach(async () => {
    await second.close();
    await first.close();
  });

  it('both import, one after the other, and no run is recorded as failed', async () => {
    first = await startApp(url);
    second = await startSecondApp(first);
    setCell(first.source.raw, 'programs', 'program', 'Lakeshore', 'admin_name', 'Ruth Abara-Lee');
    // Both read the sheet, then import at the same moment, several times over.
    first.source.delayMs = 20;
    for (let round = 0; round < 5; round++) {
      const runs = await Promise.all([first.sync.run(), second.sync.run()]);
      expect(runs.map((run) => [run.outcome, run.problems])).toEqual([
        ['imported', []],
        ['imported', []],
      ]);
    }
    const outcomes = await first.db.selectFrom('sync_runs').select('outcome').execute();
    expect(outcomes.filter((o) => o.outcome !== 'imported')).toEqual([]);
    expect(
      await first.db
        .selectFrom('settings')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow(),
    ).toEqual({ n: 17 });
  });
});
