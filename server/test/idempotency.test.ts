// Exactly once: every keyed write stores its record once per Idempotency-Key and
// answers a repeat with the first answer, on SQLite and PostgreSQL, racing repeats included.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { api } from '@pals/core/api';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import type { OperationNode } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database.ts';
import { migrations } from '../src/db/migrations.ts';
import { once } from '../src/http/idempotency.ts';
import type { Database } from '../src/db/schema.ts';
import { logProvider } from '../src/texts/provider.ts';
import { databases, setCell, startApp, type Browser, type TestApp } from './harness.ts';

type Table = 'feedback' | 'notes' | 'report_submissions' | 'task_submissions' | 'text_sends' | 'headcounts';

interface Kind {
  name: string;
  path: string;
  /** The person making the write, and another person allowed to make it too. */
  first: (t: TestApp) => Promise<Browser>;
  other: (t: TestApp) => Promise<Browser>;
  body: Record<string, unknown>;
  changed: Record<string, unknown>;
  answer: unknown;
  table: Table;
}

const key = (k: string) => ({ 'idempotency-key': k });

/** A statement as its verb and table, e.g. "insert into feedback". */
function statementOf(node: OperationNode): string {
  const name = (table: unknown) => (table as { table: { identifier: { name: string } } }).table.identifier.name;
  const query = node as unknown as Record<string, unknown>;
  if (node.kind === 'InsertQueryNode') return `insert into ${name(query.into)}`;
  if (node.kind === 'UpdateQueryNode') return `update ${name(query.table)}`;
  if (node.kind === 'SelectQueryNode') return `select from ${name((query.from as { froms: unknown[] }).froms[0])}`;
  return node.kind;
}

const kinds: Kind[] = [
  {
    name: 'participant feedback',
    path: '/api/local/feedback',
    first: (t) => t.participant('bluejay'),
    // Another phone on the same camp password: a session of its own.
    other: (t) => t.participant('bluejay'),
    body: { message: 'The lake was amazing', name: 'Kim' },
    changed: { message: 'The lake was cold', name: 'Kim' },
    answer: { ok: true },
    table: 'feedback',
  },
  {
    name: 'staff feedback',
    path: '/api/google/feedback',
    first: (t) => t.staff('marcus.lee@example.org'),
    other: (t) => t.staff('priya.shah@example.org'),
    body: { message: 'More shade at the dock', name: '' },
    changed: { message: 'More shade at the pool', name: '' },
    answer: { ok: true },
    table: 'feedback',
  },
  {
    name: 'participant note',
    path: '/api/google/note',
    first: (t) => t.staff('marcus.lee@example.org'),
    other: (t) => t.staff('theo.nguyen@example.org'),
    body: { participant: '*Coach Taylor', message: 'Helped everyone onto the bus.' },
    changed: { participant: '*Coach Taylor', message: 'Missed the bus.' },
    answer: { ok: true },
    table: 'notes',
  },
  {
    name: 'headcount',
    path: '/api/google/headcount',
    first: (t) => t.staff('marcus.lee@example.org'),
    other: (t) => t.staff('theo.nguyen@example.org'),
    body: {
      team: 'Blue Team',
      moment: 'Bus',
      listed: ['Eli Brandywine', 'Noah Drummond'],
      present: ['Eli Brandywine'],
      countedAt: 1_763_488_800_000,
    },
    changed: { team: 'Blue Team', moment: 'Bus', listed: ['Eli Brandywine', 'Noah Drummond'], present: [], countedAt: 1_763_488_800_000 },
    answer: { ok: true },
    table: 'headcounts',
  },
  {
    name: 'report section',
    path: '/api/google/staffreport',
    first: (t) => t.staff('marcus.lee@example.org'),
    other: (t) => t.staff('theo.nguyen@example.org'),
    body: { report: 'provisions', day: 1, dietaryNeeds: 'No', vegetables: 'Yes' },
    changed: { report: 'provisions', day: 1, dietaryNeeds: 'Yes', vegetables: 'Yes' },
    answer: { ok: true },
    table: 'report_submissions',
  },
  {
    name: 'task submission',
    path: '/api/google/directortask',
    first: (t) => t.staff('dana.brooks@example.org'),
    other: (t) => t.staff('nia.thompson@example.org'),
    body: { '00-february-training-WelcometoPALS-Completed': 'true' },
    changed: { '00-february-training-WelcometoPALS-Completed': 'false', '00-february-call-SeasonKickoffCall-Rating': '2' },
    answer: { submission: { '00-february-training-WelcometoPALS-Completed': 'true' } },
    table: 'task_submissions',
  },
  {
    name: 'program text',
    path: '/api/google/text',
    first: (t) => t.staff('priya.shah@example.org'),
    other: (t) => t.staff('carmen.ortiz@example.org'),
    body: { message: 'Buses leave at 9.' },
    changed: { message: 'Buses leave at 10.' },
    answer: { success: true, response: expect.stringMatching(/^Sent to \d+ people\.$/) },
    table: 'text_sends',
  },
];

const sheetLink = 'https://docs.google.com/spreadsheets/d/feedbackSheet123/edit';

describe.each(databases)('exactly once on $name', ({ url }) => {
  let t: TestApp;
  let texted: string[];
  beforeEach(async () => {
    texted = [];
    // With the feedback export on, so a feedback also writes its outbox row.
    t = await startApp(url, { feedbackExport: true, sms: logProvider((line) => texted.push(line)) });
    setCell(t.source.raw, 'settings', 'key', 'feedback_sheet_link', 'value', sheetLink);
    expect((await t.sync.run()).outcome).toBe('imported');
  });
  afterEach(() => t.close());

  const count = async (table: Table | 'outbox' | 'idempotency_keys') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  /** Everything a write of this kind stores: its records, outbox rows, keys and texts sent. */
  const stored = async (kind: Kind) => ({
    records: await count(kind.table),
    outbox: await count('outbox'),
    keys: await count('idempotency_keys'),
    texted: texted.length,
  });

  it('marks exactly the calls that take an Idempotency-Key in core/api.ts', () => {
    const marked = Object.values(api)
      .filter((endpoint) => endpoint.idempotent)
      .map((endpoint) => endpoint.path);
    expect(marked).toEqual([
      '/api/local/feedback',
      '/api/google/feedback',
      '/api/google/staffreport',
      '/api/google/directortask',
      '/api/google/note',
      '/api/google/headcount',
      '/api/google/headcountalert',
      '/api/google/texttest',
      '/api/google/text',
      '/api/google/textadmin',
      '/api/google/scheduledtext',
      '/api/google/scheduledtext/edit',
      '/api/google/scheduledtext/cancel',
    ]);
  });

  describe.each(kinds)('$name', (kind) => {
    it('answers a repeat with the first answer and stores it once', async () => {
      const b = await kind.first(t);
      const first = await b.post(kind.path, kind.body, key('k-1'));
      expect(first.status).toBe(200);
      expect(first.body).toEqual(kind.answer);
      const once = await stored(kind);
      const again = await b.post(kind.path, kind.body, key('k-1'));
      expect(again.status).toBe(200);
      expect(again.body).toEqual(first.body);
      expect(await stored(kind)).toEqual(once);
      expect(once.keys).toBe(1);
      if (kind.table === 'feedback') expect(once.outbox).toBe(1);
      if (kind.table !== 'task_submissions') expect(once.records).toBe(1);
      // A new key is a new write.
      expect((await b.post(kind.path, kind.body, key('k-2'))).status).toBe(200);
      expect(await count('idempotency_keys')).toBe(2);
      if (kind.table !== 'task_submissions') expect(await count(kind.table)).toBe(2);
    });

    it('refuses the same key with a different body with 422, storing nothing', async () => {
      const b = await kind.first(t);
      expect((await b.post(kind.path, kind.body, key('k-1'))).status).toBe(200);
      const before = await stored(kind);
      const reused = await b.post(kind.path, kind.changed, key('k-1'));
      expect(reused.status).toBe(422);
      expect(reused.body).toMatchObject({
        error: {
          code: 'idempotency_key_reused',
          message: 'This Idempotency-Key was already used for a different submission.',
          fields: { 'Idempotency-Key': 'was already used for a different submission' },
        },
      });
      expect(await stored(kind)).toEqual(before);
    });

    it('stores one record when two requests with one key arrive at once', async () => {
      const b = await kind.first(t);
      for (const k of ['race-1', 'race-2', 'race-3']) {
        const [one, two] = await Promise.all([b.post(kind.path, kind.body, key(k)), b.post(kind.path, kind.body, key(k))]);
        expect([one.status, two.status]).toEqual([200, 200]);
        expect(one.body).toEqual(kind.answer);
        expect(two.body).toEqual(one.body);
      }
      expect(await count('idempotency_keys')).toBe(3);
      if (kind.table !== 'task_submissions') expect(await count(kind.table)).toBe(3);
      if (kind.table === 'feedback') expect(await count('outbox')).toBe(3);
    });

    it("never gives another person's answer for the same key: theirs is a write of their own", async () => {
      const a = await kind.first(t);
      const b = await kind.other(t);
      expect((await a.post(kind.path, kind.body, key('shared'))).status).toBe(200);
      const before = await stored(kind);
      const theirs = await b.post(kind.path, kind.changed, key('shared'));
      expect(theirs.status).toBe(200);
      expect(await count('idempotency_keys')).toBe(2);
      expect(await count(kind.table)).toBeGreaterThan(before.records);
      // Nia's own submission: her answer, not Dana's ('false' clears a checkbox).
      if (kind.table === 'task_submissions')
        expect(theirs.body).toEqual({ submission: { '00-february-call-SeasonKickoffCall-Rating': '2' } });
    });

    it.each([
      ['empty', ''],
      ['101 characters long', 'k'.repeat(101)],
      ['holding a space', 'two words'],
      ['holding a comma (two headers)', 'k-1, k-2'],
      ['holding a quote', 'k"1'],
    ])('refuses a key %s with 400 naming the header, storing nothing', async (_, bad) => {
      const b = await kind.first(t);
      const before = await stored(kind);
      const answer = await b.post(kind.path, kind.body, key(bad));
      expect(answer.status).toBe(400);
      expect(answer.body.error.code).toBe('bad_input');
      expect(answer.body.error.fields).toEqual({ 'Idempotency-Key': 'must be 1 to 100 letters, digits or - _ . : ~ / + =' });
      expect(await stored(kind)).toEqual(before);
    });

    it('takes a key of 100 characters from the safe set', async () => {
      const b = await kind.first(t);
      const long = `${'a'.repeat(60)}-0123456789_ABC.xyz:~/+=`.padEnd(100, 'z');
      expect((await b.post(kind.path, kind.body, key(long))).status).toBe(200);
      expect((await b.post(kind.path, kind.body, key(long))).status).toBe(200);
      expect(await count('idempotency_keys')).toBe(1);
    });
  });

  it.each(kinds.filter((kind) => kind.path !== api.sendText.path))(
    'a $name without a key still works as before, once per request',
    async (kind) => {
      const b = await kind.first(t);
      expect((await b.post(kind.path, kind.body)).status).toBe(200);
      expect((await b.post(kind.path, kind.body)).status).toBe(200);
      expect(await count('idempotency_keys')).toBe(0);
      if (kind.table !== 'task_submissions') expect(await count(kind.table)).toBe(2);
    },
  );

  it("a late repeat of a Director's earlier submission does not undo a later change", async () => {
    const dana = await t.staff('dana.brooks@example.org');
    const field = '00-february-training-WelcometoPALS-Completed';
    expect((await dana.post('/api/google/directortask', { [field]: 'true' }, key('morning'))).body).toEqual({
      submission: { [field]: 'true' },
    });
    expect((await dana.post('/api/google/directortask', { [field]: 'false' }, key('evening'))).body).toEqual({ submission: {} });
    // The morning's submission comes again from a phone that was offline: its first answer, nothing changed.
    expect((await dana.post('/api/google/directortask', { [field]: 'true' }, key('morning'))).body).toEqual({
      submission: { [field]: 'true' },
    });
    expect((await dana.get('/api/google/directortask')).body.submission).toEqual({});
  });

  it('answers the repeat of a note even after its participant left the workbook', async () => {
    const marcus = await t.staff('marcus.lee@example.org');
    const note = { participant: '*Coach Taylor', message: 'Helped everyone onto the bus.' };
    expect((await marcus.post('/api/google/note', note, key('bus'))).status).toBe(200);
    t.source.raw.participants!.rows = t.source.raw.participants!.rows.filter((row) => row[1] !== '*Coach Taylor');
    expect((await t.sync.run()).outcome).toBe('imported');
    expect(await marcus.post('/api/google/note', note, key('bus'))).toMatchObject({ status: 200, body: { ok: true } });
    expect(await count('notes')).toBe(1);
    // A new note about them is refused, as before.
    expect((await marcus.post('/api/google/note', note, key('bus-2'))).status).toBe(400);
  });

  it("takes a new key in the write's own transaction, with no read before it, and answers a repeat from the key", async () => {
    const statements: string[] = [];
    const logged = t.db.withPlugin({
      transformQuery: ({ node }) => {
        statements.push(statementOf(node));
        return node;
      },
      transformResult: async ({ result }) => result,
    });
    const claim = { scope: 'staff:marcus.lee@example.org', key: 'one-trip', fingerprint: 'f1' };
    const write = async (trx: Db) => {
      await trx
        .insertInto('feedback')
        .values({
          id: 'f-1',
          created_at: '2026-11-28T09:00:00.000Z',
          program: null,
          sender_kind: 'staff',
          staff_email: null,
          name: null,
          message: 'Dock',
        })
        .execute();
      return { ok: true };
    };
    expect(await once(logged, claim, { write })).toEqual({ ok: true });
    expect(statements).toEqual(['insert into idempotency_keys', 'insert into feedback', 'update idempotency_keys']);
    statements.length = 0;
    expect(await once(logged, claim, { write })).toEqual({ ok: true });
    expect(statements).toEqual(['insert into idempotency_keys', 'select from idempotency_keys']);
    expect(await count('feedback')).toBe(1);
  });

  it('a refused write keeps no key: fixed and sent again with the same key, it is stored', async () => {
    const marcus = await t.staff('marcus.lee@example.org');
    const refused = await marcus.post('/api/google/staffreport', { report: 'provisions', day: 1, vegetables: 'Maybe' }, key('fix-me'));
    expect(refused.status).toBe(400);
    expect(await count('idempotency_keys')).toBe(0);
    expect((await marcus.post('/api/google/staffreport', { report: 'provisions', day: 1, vegetables: 'Yes' }, key('fix-me'))).status).toBe(
      200,
    );
    expect(await count('report_submissions')).toBe(1);
  });
});

describe('the 0010_idempotency migration', () => {
  it('carries the keys of texts sent before it, so a retry across the upgrade sends nothing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pals-idempotency-'));
    const path = join(dir, 'pals.db');
    const before = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(path) }) });
    const migrator = new Migrator({ db: before, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('0009_last_import_index')).error).toBeUndefined();
    const answer = { success: true, response: 'Sent to 12 people.' };
    await before
      .insertInto('text_sends')
      .values({
        id: 'old-send',
        sender_email: 'priya.shah@example.org',
        idempotency_key: 'before-upgrade',
        created_at: '2026-11-20T18:00:00.000Z',
        finished_at: '2026-11-20T18:00:02.000Z',
        program: 'Blue Ridge',
        typed_number: null,
        body: '[Blue Ridge] Buses at 9',
        provider: 'log',
        answer: JSON.stringify(answer),
      })
      .execute();
    await before.destroy();

    const texted: string[] = [];
    const t = await startApp(path, { sms: logProvider((line) => texted.push(line)) });
    try {
      const priya = await t.staff('priya.shah@example.org');
      const again = await priya.post('/api/google/text', { message: 'Buses at 9' }, key('before-upgrade'));
      expect(again).toMatchObject({ status: 200, body: answer });
      expect(texted).toEqual([]);
      expect(await t.db.selectFrom('text_sends').select('id').execute()).toEqual([{ id: 'old-send' }]);
      // The key was a text's: as a feedback's key it is another submission.
      expect((await priya.post('/api/google/feedback', { message: 'Hi', name: '' }, key('before-upgrade'))).status).toBe(422);
    } finally {
      await t.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
