// Upgrading a running camp's database: migration 0011_hardening seals the participant sessions open
// at that moment with their program's current camp password, so the upgrade signs nobody out, and a
// later password change still ends them. On SQLite: the migration's queries are
// plain Kysely, the same on PostgreSQL.
import { createHash } from 'node:crypto';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import { describe, expect, it } from 'vitest';
import { findSession } from '../src/auth/sessions.ts';
import { migrations } from '../src/db/migrations.ts';
import { forgetLastUpdate, recordSyncRun } from '../src/db/syncRuns.ts';
import type { Database } from '../src/db/schema.ts';

describe('migration 0011_hardening', () => {
  it('keeps the participant and staff sessions open at the upgrade, sealed with the current password', async () => {
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('0009_last_import_index')).error).toBeUndefined();
    const old = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    await old
      .insertInto('programs')
      .values({ name: 'Blue Ridge', camp_password: 'bluejay', start_date: '2026-11-16', end_date: '2026-11-22' })
      .execute();
    const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
    const session = (token: string, kind: string, program: string | null, email: string | null) => ({
      id_hash: hashOf(token),
      kind,
      program,
      email,
      created_at: '2026-11-20T10:00:00.000Z',
      expires_at: '2099-01-01T00:00:00.000Z',
    });
    await old
      .insertInto('sessions')
      .values([
        session('camper', 'participant', 'Blue Ridge', null),
        session('gone', 'participant', 'Lakeshore', null),
        session('leader', 'staff', null, 'marcus.lee@example.org'),
      ])
      .execute();

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(await findSession(db, 'camper')).toEqual({ kind: 'participant', program: 'Blue Ridge' });
    expect(await findSession(db, 'leader')).toEqual({ kind: 'staff', email: 'marcus.lee@example.org' });
    expect(await findSession(db, 'gone')).toBeNull();

    // A camp password changes with an import; a session is looked up in full again after one.
    await db.updateTable('programs').set({ camp_password: 'seagull' }).execute();
    const now = new Date().toISOString();
    await recordSyncRun(db, { startedAt: now, finishedAt: now, outcome: 'imported', rowCounts: {}, problems: [], held: null });
    forgetLastUpdate(db);
    expect(await findSession(db, 'camper')).toBeNull();
    await db.destroy();
  });
});

describe('migration 0014_reply_programs', () => {
  it('keeps every reply stored before it under the program it was filed under', async () => {
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('0013_texts_delivery')).error).toBeUndefined();
    const reply = (sid: string, program: string | null) => ({
      message_sid: sid,
      received_at: '2026-11-20T10:00:00.000Z',
      from_phone: '+14125550150',
      who: null,
      program,
      body: 'hi',
      keyword: null,
    });
    await db
      .insertInto('text_replies')
      .values([reply('SM1', 'Blue Ridge'), reply('SM2', null)])
      .execute();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(await db.selectFrom('text_reply_programs').selectAll().execute()).toEqual([{ message_sid: 'SM1', program: 'Blue Ridge' }]);
    await db.destroy();
  });
});

describe('migration 0027_anonymous_feedback', () => {
  it('removes the staff email of feedback stored with no name, and keeps the rest as it was', async () => {
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('0026_headcounts')).error).toBeUndefined();
    const row = (id: string, sender_kind: string, staff_email: string | null, name: string | null) => ({
      id,
      created_at: '2026-11-20T10:00:00.000Z',
      program: 'Blue Ridge',
      sender_kind,
      staff_email,
      name,
      message: `Feedback ${id}`,
    });
    await db
      .insertInto('feedback')
      .values([
        row('anonymous staff', 'staff', 'dana.brooks@example.org', null),
        row('named staff', 'staff', 'hannah.cho@example.org', 'Hannah'),
        row('participant', 'participant', null, null),
      ] as never)
      .execute();

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(await db.selectFrom('feedback').select(['id', 'staff_email', 'name']).orderBy('id').execute()).toEqual([
      { id: 'anonymous staff', staff_email: null, name: null },
      { id: 'named staff', staff_email: 'hannah.cho@example.org', name: 'Hannah' },
      { id: 'participant', staff_email: null, name: null },
    ]);
    await db.destroy();
  });
});
