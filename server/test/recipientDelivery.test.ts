// A recipient's row keeps Twilio's latest delivery report (docs/decisions/055-a-recipient-row-keeps-its-latest-delivery.md),
// so the admin texts page reads text_recipients alone: a report that comes before the app has
// recorded Twilio's answer (the recipient's provider_id) and one that comes after both end on the
// recipient's row and on the page, a late `sent` after `delivered` changes nothing, reports racing
// the answers all land, and migration 0019 gives an existing database's recipients their reports.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { textsPage } from '../src/admin/textSends.ts';
import { isPostgresUrl, openDatabase, type Db } from '../src/db/database.ts';
import { migrations } from '../src/db/migrations.ts';
import type { SmsProvider } from '../src/texts/provider.ts';
import { twilioProvider } from '../src/texts/twilio.ts';
import { postSigned, startFakeTwilio, twilioAccount, twilioSettingsFor, type FakeTwilio } from './fakeTwilio.ts';
import { databases, demoWorkbookWithLakeshore, startApp, type TestApp } from './harness.ts';
import { testDatabase } from './testDatabase.ts';

let twilio: FakeTwilio;
beforeAll(async () => {
  twilio = await startFakeTwilio();
});
afterAll(() => twilio.close());

const fast = { concurrency: 1, timeoutMs: 2000, attempts: 2, answerWithinMs: 5000, leaseMs: 60_000 };
const ana = '+14125550150';
const ben = '+14125550151';
const cy = '+14125550152';
const di = '+14125550153';

type Step = [status: string, errorCode?: number];
const report = (sid: string, [status, errorCode]: Step) => ({
  AccountSid: twilioAccount.sid,
  MessageSid: sid,
  MessageStatus: status,
  ...(errorCode === undefined ? {} : { ErrorCode: String(errorCode) }),
});

describe.each(databases)('a recipient keeps its delivery on $name', ({ url }) => {
  let t: TestApp;
  let statusUrl: string;
  afterEach(() => t.close());

  /** The app on Twilio's stand-in, which posts no reports itself: `sms` wraps the real provider. */
  async function start(people: string[][], sms: (real: SmsProvider) => SmsProvider) {
    const real = twilioProvider(twilioSettingsFor(twilio));
    t = await startApp(
      url,
      { sms: sms(real), sendOptions: fast, twilioWebhooks: { authToken: twilioAccount.token, publicUrl: null } },
      await demoWorkbookWithLakeshore(people),
    );
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    twilio.received.length = 0;
    statusUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/twilio/status`;
  }
  const post = async (sid: string, step: Step) => expect(await postSigned(statusUrl, report(sid, step))).toBe(204);
  const recipientRow = (phone: string) =>
    t.db
      .selectFrom('text_recipients')
      .select(['status', 'provider_id', 'delivery', 'delivery_error_code'])
      .where('phone', '=', phone)
      .executeTakeFirstOrThrow();

  it('takes a report that came before the app recorded Twilio’s answer, and one that came after, onto the row and the page', async () => {
    const before: Record<string, Step[]> = { [ana]: [['sent'], ['delivered']], [ben]: [['undelivered', 30006]], [di]: [['sent']] };
    const seenBefore: Record<string, unknown> = {};
    await start(
      [
        ['Ana Before', 'Peer', '', '', ana],
        ['Ben Before', 'Peer', '', '', ben],
        ['Cy After', 'Partner', '', '', cy],
        ['Di Both', 'Peer', '', '', di],
      ],
      (real) => ({
        name: 'twilio',
        async send(to, body, signal) {
          const outcome = await real.send(to, body, signal);
          // Twilio took it and reports on it before its answer reaches the app.
          if (outcome.status === 'sent' && before[to]) {
            for (const step of before[to]) await post(outcome.providerId, step);
            seenBefore[to] = await recipientRow(to);
          }
          return outcome;
        },
      }),
    );
    const alex = await t.staff('alex.rivera@example.org');
    const sent = await alex.post(
      '/api/google/textadmin',
      { message: 'Camp starts Sunday.', selectedProgram: 'Lakeshore' },
      { 'idempotency-key': 'd-1' },
    );
    expect(sent.body).toEqual({ success: true, response: 'Sent to 4 people.' });
    // The reports were stored while the recipient had no provider id yet.
    for (const phone of [ana, ben, di])
      expect(seenBefore[phone]).toEqual({ status: 'handing', provider_id: null, delivery: null, delivery_error_code: null });

    const sidOf = (phone: string) => twilio.received.find((r) => r.to === phone)!.sid!;
    // Ana's and Ben's reports all came before; Cy's all come after; Di's both. A late or duplicated
    // report moves nothing backwards.
    await post(sidOf(cy), ['delivered']);
    await post(sidOf(cy), ['sent']);
    await post(sidOf(di), ['delivered']);
    await post(sidOf(di), ['delivered']);

    expect(await recipientRow(ana)).toEqual({ status: 'sent', provider_id: sidOf(ana), delivery: 'delivered', delivery_error_code: null });
    expect(await recipientRow(ben)).toEqual({
      status: 'sent',
      provider_id: sidOf(ben),
      delivery: 'undelivered',
      delivery_error_code: 30006,
    });
    expect(await recipientRow(cy)).toEqual({ status: 'sent', provider_id: sidOf(cy), delivery: 'delivered', delivery_error_code: null });
    expect(await recipientRow(di)).toEqual({ status: 'sent', provider_id: sidOf(di), delivery: 'delivered', delivery_error_code: null });

    const page = await alex.get('/api/google/admin/texts');
    expect(page.body.rows[0]).toMatchObject({
      recipientCount: 4,
      tally: [
        { group: 'delivered', count: 3 },
        { group: 'failed', count: 1 },
        { group: 'waiting', count: 0 },
      ],
      notDelivered: [{ name: 'Ben Before', phone: ben, status: 'sent', reason: null, delivery: 'undelivered', errorCode: 30006 }],
      recipients: null,
    });
    const list = await alex.get(`/api/google/admin/textrecipients?send=${page.body.rows[0].id}`);
    expect(
      list.body.recipients.map((r: { name: string; delivery: string | null; errorCode: number | null }) => [
        r.name,
        r.delivery,
        r.errorCode,
      ]),
    ).toEqual([
      ['Ana Before', 'delivered', null],
      ['Ben Before', 'undelivered', 30006],
      ['Cy After', 'delivered', null],
      ['Di Both', 'delivered', null],
    ]);
    const csv = await alex.get('/api/google/admin/texts.csv');
    expect(csv.body).toContain(`Ben Before,'+14125550151,failed,"Failed: a landline, or a carrier that cannot get texts (Twilio 30006)"`);
    expect(csv.body).toContain(`Cy After,'+14125550152,delivered,Delivered`);
  });

  it('lands every report that races the recording of Twilio’s answer', async () => {
    const people = Array.from({ length: 24 }, (_, i) => [`Racer ${i}`, 'Peer', '', '', `+1412555${String(300 + i).padStart(4, '0')}`]);
    const reports: Promise<void>[] = [];
    await start(people, (real) => ({
      name: 'twilio',
      async send(to, body, signal) {
        const outcome = await real.send(to, body, signal);
        // The report races the app's recording of the answer: sent along, not waited for.
        if (outcome.status === 'sent') reports.push(post(outcome.providerId, ['delivered']));
        return outcome;
      },
    }));
    const alex = await t.staff('alex.rivera@example.org');
    const sent = await alex.post('/api/google/textadmin', { message: 'Race!', selectedProgram: 'Lakeshore' }, { 'idempotency-key': 'r-1' });
    expect(sent.body).toEqual({ success: true, response: 'Sent to 24 people.' });
    await Promise.all(reports);
    const rows = await t.db.selectFrom('text_recipients').select(['name', 'delivery']).orderBy('position').execute();
    expect(rows).toEqual(people.map(([name]) => ({ name, delivery: 'delivered' })));
  });
});

describe.each(databases)('migration 0019_recipient_delivery on $name', ({ url }) => {
  const opened: Db[] = [];
  let folder: string | undefined;
  afterEach(async () => {
    for (const db of opened.splice(0)) await db.destroy();
    if (folder) rmSync(folder, { recursive: true, force: true });
    folder = undefined;
  });

  it("gives an existing database's recipients the reports stored for them", async () => {
    // A database as it was before 0019: every migration run, then 0019 undone and forgotten.
    let reopen: () => Promise<Db>;
    let release = async () => {};
    let db: Db;
    if (isPostgresUrl(url)) {
      const test = await testDatabase(url);
      db = test.db;
      release = test.release;
      reopen = () => openDatabase(url, { schema: test.schema! });
    } else {
      folder = mkdtempSync(join(tmpdir(), 'pals-0019-'));
      const path = join(folder, 'pals.db');
      db = await openDatabase(path);
      opened.push(db);
      reopen = () => openDatabase(path);
    }
    try {
      // The database as it was before 0019: it and every migration after it undone, the last first.
      const undone = Object.keys(migrations).slice(Object.keys(migrations).indexOf('0019_recipient_delivery'));
      for (const name of undone.toReversed()) await migrations[name]!.down!(db);
      await sql`delete from kysely_migration where name in (${sql.join(undone)})`.execute(db);
      const at = '2026-07-01T12:00:00.000Z';
      await db
        .insertInto('text_sends')
        .values({
          id: 'old-send',
          sender_email: 'alex.rivera@example.org',
          idempotency_key: 'old',
          created_at: at,
          finished_at: at,
          program: 'Lakeshore',
          typed_number: null,
          body: '[Lakeshore] Bus at 9',
          provider: 'twilio',
          answer: JSON.stringify({ success: false, response: 'Sent to 3 of 4 people.' }),
        })
        .execute();
      const recipient = (position: number, name: string, status: 'sent' | 'failed', sid: string | null) => ({
        send_id: 'old-send',
        position,
        name,
        phone: `+1412555020${position}`,
        status,
        reason: status === 'failed' ? 'not a mobile number' : null,
        provider_id: sid,
        handed_at: sid ? at : null,
        updated_at: at,
      });
      await db
        .insertInto('text_recipients')
        .values([
          recipient(0, 'Ana Delivered', 'sent', 'SMold0'),
          recipient(1, 'Ben Undelivered', 'sent', 'SMold1'),
          recipient(2, 'Cy No Report', 'sent', 'SMold2'),
          recipient(3, 'Di Failed', 'failed', null),
        ])
        .execute();
      const delivery = (sid: string, status: string, rank: number, code: number | null) => ({
        message_sid: sid,
        status,
        rank,
        error_code: code,
        updated_at: at,
      });
      await db
        .insertInto('text_deliveries')
        .values([
          delivery('SMold0', 'delivered', 5, null),
          delivery('SMold1', 'undelivered', 5, 30003),
          delivery('SMother', 'sent', 4, null),
        ])
        .execute();

      const migrated = await reopen();
      opened.push(migrated);
      expect(
        await migrated.selectFrom('text_recipients').select(['name', 'delivery', 'delivery_error_code']).orderBy('position').execute(),
      ).toEqual([
        { name: 'Ana Delivered', delivery: 'delivered', delivery_error_code: null },
        { name: 'Ben Undelivered', delivery: 'undelivered', delivery_error_code: 30003 },
        { name: 'Cy No Report', delivery: null, delivery_error_code: null },
        { name: 'Di Failed', delivery: null, delivery_error_code: null },
      ]);
      const page = await textsPage(migrated, undefined, { page: 1 });
      expect(page.rows[0]).toMatchObject({
        id: 'old-send',
        recipientCount: 4,
        tally: [
          { group: 'delivered', count: 1 },
          { group: 'failed', count: 2 },
          { group: 'waiting', count: 1 },
        ],
      });
      expect(page.rows[0]!.notDelivered.map((r) => [r.name, r.delivery, r.errorCode])).toEqual([
        ['Ben Undelivered', 'undelivered', 30003],
        ['Di Failed', null, null],
      ]);
    } finally {
      await release();
    }
  });
});
