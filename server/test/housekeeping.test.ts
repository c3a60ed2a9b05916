// Housekeeping: expired sessions and spent rate-limit counts are removed on a
// schedule, by one instance at a time; live ones stay and keep working.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { housekeeping } from '../src/db/housekeeping.ts';
import { databases, removeRow, startApp, startSecondApp, type TestApp } from './harness.ts';

const hour = 60 * 60_000;

describe.each(databases)('housekeeping on $name', ({ url }) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startApp(url);
  });
  afterEach(() => t.close());

  const sessionCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('sessions')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const rateKeys = async () => (await t.db.selectFrom('rate_limits').select('key').orderBy('key').execute()).map((r) => r.key);

  it('removes expired sessions and spent counts, and keeps the live ones working', async () => {
    const now = Date.now();
    const live = await t.participant('bluejay');
    const staff = await t.staff('priya.shah@example.org');
    const hashes = async () => (await t.db.selectFrom('sessions').select('id_hash').execute()).map((r) => r.id_hash);
    const before = await hashes();
    const expired = await t.participant('bluejay');
    // One session past its 30 days (its owner's phone was never opened again): the one the last
    // sign-in made (found by what is new, not by time: two sign-ins can share a millisecond).
    const expiredHash = (await hashes()).find((hash) => !before.includes(hash))!;
    await t.db
      .updateTable('sessions')
      .set({ expires_at: new Date(now - 1000).toISOString() })
      .where('id_hash', '=', expiredHash)
      .execute();
    expect(await sessionCount()).toBe(3);
    await t.db.deleteFrom('rate_limits').execute();
    await t.db
      .insertInto('rate_limits')
      .values([
        { key: 'spent-an-hour-ago', window_start: now - hour, count: 3 },
        { key: 'spent-61-minutes-ago', window_start: now - 61 * 60_000, count: 9 },
        // Tests to oneself count for an hour (docs/deploy.md#limits-on-texts): still live.
        { key: 'test-sends-eleven-minutes-ago', window_start: now - 11 * 60_000, count: 4 },
        { key: 'camp-login:wrong-passwords-everywhere', window_start: now - 5 * 60_000, count: 12 },
        { key: 'live-this-minute', window_start: now - 30_000, count: 1 },
      ])
      .execute();

    const removed = await housekeeping(t.db).tick(now);
    expect(removed).toEqual({ sessions: 1, rateLimits: 2, syncClaims: 0 });
    expect(await sessionCount()).toBe(2);
    expect(await rateKeys()).toEqual(['camp-login:wrong-passwords-everywhere', 'live-this-minute', 'test-sends-eleven-minutes-ago']);
    expect((await live.get('/api/local/call')).status).toBe(200);
    expect((await staff.get('/api/google/call')).status).toBe(200);
    expect((await expired.get('/api/local/call')).status).toBe(401);
  });

  it('removes the sessions of a program that left the workbook', async () => {
    const lakeshore = await t.participant('lighthouse');
    await t.participant('bluejay');
    for (const tab of ['staff', 'roster', 'participants', 'rooms', 'programs'] as const)
      removeRow(t.source.raw, tab, 'program', 'Lakeshore');
    expect((await t.sync.run()).outcome).toBe('imported');
    expect((await housekeeping(t.db).tick())?.sessions).toBe(1);
    expect(await t.db.selectFrom('sessions').select('program').execute()).toEqual([{ program: 'Blue Ridge' }]);
    expect((await lakeshore.get('/api/me')).status).toBe(401);
  });

  it('runs each hour on one instance only, and leaves the scheduled sync its own slots', async () => {
    // On PostgreSQL a second instance with its own connections; SQLite is one file, one server.
    const second = url.startsWith('postgres') ? await startSecondApp(t) : null;
    const otherDb = second?.db ?? t.db;
    try {
      const now = Date.now();
      const [a, b] = await Promise.all([housekeeping(t.db).tick(now), housekeeping(otherDb).tick(now + 1000)]);
      expect([a, b].filter((ran) => ran !== null)).toHaveLength(1);
      // The next hour is claimed afresh.
      expect(await housekeeping(otherDb).tick(now + hour)).not.toBeNull();
      // The sync still claims and runs its own interval.
      expect((await t.sync.tick(10 * 60_000, now))?.outcome).toBe('imported');
    } finally {
      await second?.close();
    }
  });

  it('removes sync claims older than a day', async () => {
    const now = Date.now();
    await t.db
      .insertInto('sync_claims')
      .values([
        { slot: 1, claimed_at: new Date(now - 2 * 24 * hour).toISOString() },
        { slot: 2, claimed_at: new Date(now - hour).toISOString() },
      ])
      .execute();
    expect((await housekeeping(t.db).tick(now))?.syncClaims).toBe(1);
    expect((await t.db.selectFrom('sync_claims').select('slot').where('slot', '>', 0).execute()).map((r) => Number(r.slot))).toEqual([2]);
  });
});
