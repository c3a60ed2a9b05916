import { campDate } from '@pals/core/dates/time';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databases, startApp, type TestApp } from './harness.ts';

// 1 PM at camp (US Eastern) on a camp day: the server's clock for these tests.
const now = Date.UTC(2026, 10, 18, 18);
const today = campDate(now);
const minutes = (n: number) => n * 60_000;

const blueTeam = ['Amara Sokolova', 'Eli Brandywine', 'Grace Tindall', 'Lila Penrose', 'Mateo Oyelaran', 'Noah Drummond', 'Zoe Marchetti'];

describe.each(databases)('headcounts on $name', ({ url }) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startApp(url, { now: () => now });
  });
  afterEach(() => t.close());

  const as = (email: string) => t.staff(email);
  const count = (present: string[], extra: Record<string, unknown> = {}) => ({
    team: 'Blue Team',
    moment: 'Bus',
    listed: blueTeam,
    present,
    countedAt: now - minutes(30),
    ...extra,
  });

  it('stores a count once per Idempotency-Key, with who was missing', async () => {
    const marcus = await as('marcus.lee@example.org');
    const headers = { 'idempotency-key': 'count-1' };
    const present = blueTeam.filter((name) => name !== 'Eli Brandywine' && name !== 'Noah Drummond');
    expect((await marcus.post('/api/google/headcount', count(present), headers)).body).toEqual({ ok: true });
    expect((await marcus.post('/api/google/headcount', count(present), headers)).body).toEqual({ ok: true });
    const rows = await t.db.selectFrom('headcounts').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      program: 'Blue Ridge',
      team: 'Blue Team',
      moment: 'Bus',
      counter_email: 'marcus.lee@example.org',
      counter_name: 'Marcus Lee',
      counted_at: new Date(now - minutes(30)).toISOString(),
      camp_date: today,
      present_count: 5,
      total: 7,
      missing: JSON.stringify(['Eli Brandywine', 'Noah Drummond']),
    });
  });

  it("shows the Director, Head Counselor and Program Staff the day's counts with the roster's teams", async () => {
    const marcus = await as('marcus.lee@example.org');
    const hannah = await as('hannah.cho@example.org');
    await marcus.post('/api/google/headcount', count(blueTeam.slice(1)));
    await hannah.post('/api/google/headcount', count(blueTeam, { moment: '', countedAt: now - minutes(5) }));
    await hannah.post('/api/google/headcount', count(blueTeam, { countedAt: now - 86_400_000 }));
    for (const email of ['dana.brooks@example.org', 'hannah.cho@example.org', 'priya.shah@example.org']) {
      const answer = await (await as(email)).get(`/api/google/headcounts?date=${today}`);
      expect(answer.status).toBe(200);
      expect(answer.body.teams).toEqual(['Blue Team', 'Green Team', 'Kitchen Crew', 'Orange Team', 'Purple Team', 'Red Team']);
      expect(
        answer.body.counts.map((c: Record<string, unknown>) => [c.by, c.team, c.moment, c.present, c.total, c.missing, c.countedAt]),
      ).toEqual([
        ['Marcus Lee', 'Blue Team', 'Bus', 6, 7, ['Amara Sokolova'], now - minutes(30)],
        ['Hannah Cho', 'Blue Team', '', 7, 7, [], now - minutes(5)],
      ]);
    }
  });

  it('keeps a count sent later at the time it was finished, never later than the server’s now', async () => {
    const marcus = await as('marcus.lee@example.org');
    await marcus.post('/api/google/headcount', count(blueTeam, { countedAt: now + minutes(10) }));
    const [row] = await t.db.selectFrom('headcounts').select(['counted_at']).execute();
    expect(row!.counted_at).toBe(new Date(now).toISOString());
  });

  it('counts everyone as a team of null', async () => {
    const hannah = await as('hannah.cho@example.org');
    expect(
      (await hannah.post('/api/google/headcount', count(['Dana Brooks'], { team: null, listed: ['Dana Brooks', 'Felix Adair'] }))).status,
    ).toBe(200);
    const answer = await hannah.get(`/api/google/headcounts?date=${today}`);
    expect(answer.body.counts[0]).toMatchObject({ team: null, present: 1, total: 2, missing: ['Felix Adair'] });
  });

  it('refuses a count whose ticks are not on its list, an empty list, and a moment over 40 characters', async () => {
    const marcus = await as('marcus.lee@example.org');
    const stranger = await marcus.post('/api/google/headcount', count(['Someone Else']));
    expect(stranger.status).toBe(400);
    expect(stranger.body.error.fields).toEqual({ present: 'names someone the count does not list' });
    const empty = await marcus.post('/api/google/headcount', count([], { listed: [] }));
    expect(empty.body.error.fields).toEqual({ listed: 'lists no one' });
    const long = await marcus.post('/api/google/headcount', count(blueTeam, { moment: 'x'.repeat(41) }));
    expect(long.body.error.fields).toEqual({ moment: 'Name the moment in at most 40 characters' });
    expect(await t.db.selectFrom('headcounts').selectAll().execute()).toEqual([]);
  });

  it('lets only Leads and Head Counselors count, and never shows a participant or a Lead the counts', async () => {
    const participant = await t.participant('bluejay');
    expect((await participant.post('/api/google/headcount', count(blueTeam))).status).toBe(403);
    expect((await participant.get(`/api/google/headcounts?date=${today}`)).status).toBe(403);
    expect((await (await as('dana.brooks@example.org')).post('/api/google/headcount', count(blueTeam))).status).toBe(403);
    expect((await (await as('priya.shah@example.org')).post('/api/google/headcount', count(blueTeam))).status).toBe(403);
    expect((await (await as('sam.okafor@example.org')).post('/api/google/headcount', count(blueTeam))).status).toBe(403);
    expect((await (await as('marcus.lee@example.org')).get(`/api/google/headcounts?date=${today}`)).status).toBe(403);
    expect(await t.db.selectFrom('headcounts').selectAll().execute()).toEqual([]);
  });

  it("gives the Administrator every program's counts of a day, and all of them as CSV", async () => {
    const marcus = await as('marcus.lee@example.org');
    const omar = await as('omar.haddad@example.org');
    await marcus.post('/api/google/headcount', count(blueTeam.slice(2)));
    await omar.post(
      '/api/google/headcount',
      count(['Declan Fairweather'], { team: 'Blue Team', moment: 'Lunch', listed: ['Declan Fairweather'] }),
    );
    const admin = await as('alex.rivera@example.org');
    const day = await admin.get(`/api/google/admin/headcounts?date=${today}`);
    expect(day.body.counts.map((c: Record<string, unknown>) => [c.program, c.by, c.present, c.total])).toEqual([
      ['Blue Ridge', 'Marcus Lee', 5, 7],
      ['Lakeshore', 'Omar Haddad', 1, 1],
    ]);
    expect((await admin.get('/api/google/admin/headcounts?date=2026-11-01')).body).toEqual({ counts: [] });
    const csv = await admin.get('/api/google/admin/headcounts.csv?program=Blue%20Ridge');
    expect(csv.status).toBe(200);
    expect(String(csv.body).trim().split(/\r?\n/)).toEqual([
      'counted at,program,team,moment,counted by,here,of,missing',
      `${new Date(now - minutes(30)).toISOString()},Blue Ridge,Blue Team,Bus,Marcus Lee,5,7,"Amara Sokolova; Eli Brandywine"`,
    ]);
  });
});
