// The Administrator's inbox pages are kept until a write to their tables
// (docs/decisions/058-admin-pages-are-kept-until-their-tables-change.md): the database's triggers
// move each inbox's mark with every insert, update or delete, so a page shows a write at the next
// request whether it came through this server, another instance, or straight into the database.
import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { changeMark } from '../src/db/changeMarks.ts';
import type { Database } from '../src/db/schema.ts';
import { inTransaction, isPostgresUrl } from '../src/db/database.ts';
import { databases, setCell, shareable, startApp, startSecondApp, type TestApp } from './harness.ts';

// Two instances share a SQLite file, as they would a PostgreSQL server.
const shared = databases.map((d) => ({ ...d, url: shareable(d.url) }));

describe.each(shared)('kept inbox pages on $name', ({ url }) => {
  let t: TestApp;
  let second: TestApp | null = null;
  afterEach(async () => {
    await second?.close();
    second = null;
    await t.close();
  });

  it('show a write at the next request, from this server, another instance or the database itself', async () => {
    t = await startApp(url);
    second = await startSecondApp(t);
    const alex = await t.staff('alex.rivera@example.org');
    const page = async (inbox: string) => (await alex.get(`/api/google/admin/${inbox}`)).body;
    for (const inbox of ['feedback', 'notes', 'texts', 'replies']) expect((await page(inbox)).total, inbox).toBe(0);
    // Each page asked again, so each is kept before the write.
    for (const inbox of ['feedback', 'notes', 'texts', 'replies']) expect((await page(inbox)).rows, inbox).toEqual([]);

    await (await t.participant('bluejay')).post('/api/local/feedback', { message: 'The canoes!', name: 'Sam' });
    expect((await page('feedback')).rows).toMatchObject([{ program: 'Blue Ridge', name: 'Sam', message: 'The canoes!' }]);

    const marcusThere = await second.staff('marcus.lee@example.org');
    await marcusThere.post('/api/google/note', { participant: '*Coach Taylor', message: 'Steady on the dock.' });
    expect((await page('notes')).rows).toMatchObject([{ author: 'marcus.lee@example.org', message: 'Steady on the dock.' }]);

    const priya = await t.staff('priya.shah@example.org');
    expect((await priya.post('/api/google/text', { message: 'Buses at 9' }, { 'idempotency-key': 'k1' })).status).toBe(200);
    const sent = (await page('texts')).rows;
    expect(sent).toHaveLength(1);
    expect(sent[0].body).toBe('[Blue Ridge] Buses at 9');
    const recipients: number = sent[0].recipientCount;
    const delivered = (send: { tally: { group: string; count: number }[] }) => send.tally.find((g) => g.group === 'delivered')!.count;
    expect(delivered(sent[0])).toBe(0);
    // Twilio's reports, written by another instance.
    await second.db.updateTable('text_recipients').set({ delivery: 'delivered' }).where('status', '=', 'sent').execute();
    expect(delivered((await page('texts')).rows[0])).toBe(recipients);
    expect(recipients).toBe(40);

    await second.db
      .insertInto('text_replies')
      .values({
        message_sid: 'SMreply1',
        received_at: '2026-07-01T12:00:00.000Z',
        from_phone: '+14125550134',
        who: 'Sam',
        program: 'Blue Ridge',
        body: 'See you there',
        keyword: null,
      })
      .execute();
    expect((await page('replies')).rows).toMatchObject([{ who: 'Sam', message: 'See you there', programs: [] }]);
    await second.db.insertInto('text_reply_programs').values({ message_sid: 'SMreply1', program: 'Blue Ridge' }).execute();
    expect((await page('replies')).rows).toMatchObject([{ who: 'Sam', programs: ['Blue Ridge'] }]);

    await second.db.deleteFrom('feedback').execute();
    expect((await page('feedback')).total).toBe(0);
  });

  it('show a report, a task answer and a workbook import on the progress grids at the next request', async () => {
    t = await startApp(url);
    second = await startSecondApp(t);
    const alex = await t.staff('alex.rivera@example.org');
    const marcusOf = (grid: { staff: { email: string; name: string; days: unknown[] }[] }) =>
      grid.staff.find((s) => s.email === 'marcus.lee@example.org')!;
    const reports = async () => (await alex.get('/api/google/admin/reports?program=Blue%20Ridge&day=1')).body;
    const danaEightWeeks = async () =>
      (await alex.get('/api/google/admin/tasks')).body.directors
        .find((d: { email: string }) => d.email === 'dana.brooks@example.org')
        .buckets.find((b: { bucket: string }) => b.bucket === 'eightweeks').completion;
    expect(marcusOf(await reports()).days).toEqual([{ day: 1, date: '2026-11-17', sections: [], status: 'none', reminded: false }]);
    expect(await danaEightWeeks()).toBe(0);

    // Written through the other instance, as another server would.
    await (
      await second.staff('marcus.lee@example.org')
    ).post('/api/google/staffreport', { report: 'provisions', day: 1, vegetables: 'Yes' });
    expect(marcusOf(await reports()).days).toEqual([
      { day: 1, date: '2026-11-17', sections: ['provisions'], status: 'partial', reminded: false },
    ]);
    await (
      await second.staff('dana.brooks@example.org')
    ).post('/api/google/directortask', {
      '04-eightweeks-deliverable-VenueContract-contract': 'true',
    });
    expect(await danaEightWeeks()).toBe(0.25);

    setCell(t.source.raw, 'staff', 'email', 'marcus.lee@example.org', 'full_name', 'Marcus Lee-Okafor');
    expect((await t.sync.run()).outcome).toBe('imported');
    expect(marcusOf(await reports()).name).toBe('Marcus Lee-Okafor');
  });

  it('reads the marks asked for in one turn in one statement, each read made after it was asked for', async () => {
    t = await startApp(url);
    let statements = 0;
    const counting = t.db.withPlugin({ transformQuery: ({ node }) => (statements++, node), transformResult: async ({ result }) => result });
    const before = await Promise.all([changeMark(counting, 'texts'), changeMark(counting, 'texts'), changeMark(counting, 'feedback')]);
    expect(statements).toBe(1);
    expect(before[1]).toBe(before[0]);
    await t.db.updateTable('text_recipients').set({ delivery: 'delivered' }).execute();
    await t.db
      .insertInto('feedback')
      .values({
        id: 'f0',
        created_at: '2026-07-01T12:00:00.000Z',
        program: 'Blue Ridge',
        sender_kind: 'participant',
        staff_email: null,
        name: null,
        message: 'hi',
      })
      .execute();
    const after = await Promise.all([changeMark(counting, 'texts'), changeMark(counting, 'feedback')]);
    expect(statements).toBe(2);
    expect(after[1]).not.toBe(before[2]);
  });

  it("moves an inbox's mark with every write: once a transaction on PostgreSQL, once a row on SQLite", async () => {
    t = await startApp(url);
    const marks = async () => Promise.all((['feedback', 'notes', 'texts', 'replies'] as const).map((name) => changeMark(t.db, name)));
    const before = await marks();
    await t.db.selectFrom('feedback').selectAll().execute();
    expect(await marks()).toEqual(before);

    const feedback = (id: string) => ({
      id,
      created_at: '2026-07-01T12:00:00.000Z',
      program: 'Blue Ridge',
      sender_kind: 'participant' as const,
      staff_email: null,
      name: null,
      message: id,
    });
    await inTransaction(t.db, async (trx) => {
      await trx
        .insertInto('feedback')
        .values([feedback('f1'), feedback('f2'), feedback('f3')])
        .execute();
      await trx.updateTable('feedback').set({ message: 'changed' }).where('id', '=', 'f1').execute();
    });
    const after = await marks();
    expect(Number(after[0]) - Number(before[0])).toBe(isPostgresUrl(url) ? 1 : 4);
    expect(after.slice(1)).toEqual(before.slice(1));
  });
});

// docs/decisions/062-a-change-mark-is-a-sum-of-rows.md: a mark's row is locked from a commit until it
// is on disk, so one row a mark made every writer to one inbox wait for the one before it.
const postgres = databases.find((d) => isPostgresUrl(d.url));
describe.skipIf(!postgres)('change marks on PostgreSQL', () => {
  let t: TestApp;
  afterEach(async () => t.close());

  it('let a writer commit while another holds its mark, and move the mark for both', async () => {
    t = await startApp(postgres!.url);
    const feedback = (id: string) =>
      sql`insert into feedback (id, created_at, program, sender_kind, message) values (${id}, '2026-07-01T12:00:00.000Z', 'Blue Ridge', 'participant', ${id})`;
    const pid = async (c: Kysely<Database>) => (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(c)).rows[0]!.pid;
    const before = Number(await changeMark(t.db, 'feedback'));
    await t.db.connection().execute(async (first) => {
      await t.db.connection().execute(async (second) => {
        // Two connections of the pool whose turns differ, as two camps' phones writing at once.
        expect((await pid(first)) % 64).not.toBe((await pid(second)) % 64);
        await sql`begin`.execute(first);
        await feedback('f-first').execute(first);
        // The deferred trigger runs now, so the first writer holds its mark's row until it commits.
        await sql`set constraints all immediate`.execute(first);
        await sql`set lock_timeout = '3s'`.execute(second);
        await sql`begin`.execute(second);
        await feedback('f-second').execute(second);
        await sql`commit`.execute(second);
        expect(Number(await changeMark(t.db, 'feedback'))).toBe(before + 1);
        await sql`commit`.execute(first);
        await sql`reset lock_timeout`.execute(second);
      });
    });
    expect(Number(await changeMark(t.db, 'feedback'))).toBe(before + 2);
    const rows = await t.db.selectFrom('change_marks').select('shard').where('name', '=', 'feedback').execute();
    expect(rows).toHaveLength(64);
  });
});
