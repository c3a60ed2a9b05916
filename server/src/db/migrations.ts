// Migrations, in code so the bundled server carries them. Each runs on SQLite and PostgreSQL alike.
import { sql, type DatabaseIntrospector, type Kysely } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import { passwordSeal } from '../auth/sessions.ts';
import type { Database } from './schema.ts';

const foundation: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('settings')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('programs')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('camp_password', 'text', (c) => c.notNull())
      .addColumn('start_date', 'text', (c) => c.notNull())
      .addColumn('end_date', 'text', (c) => c.notNull())
      .addColumn('schedule_link', 'text')
      .addColumn('photo_upload_link', 'text')
      .addColumn('admin_name', 'text')
      .addColumn('admin_phone', 'text')
      .execute();
    await db.schema
      .createTable('staff')
      .addColumn('email', 'text', (c) => c.primaryKey())
      .addColumn('given_name', 'text', (c) => c.notNull())
      .addColumn('full_name', 'text', (c) => c.notNull())
      .addColumn('program', 'text')
      .addColumn('staff_role', 'text', (c) => c.notNull())
      .addColumn('start_date', 'text')
      .addColumn('end_date', 'text')
      .execute();
    await db.schema
      .createTable('roster')
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('program', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('title', 'text')
      .addColumn('room', 'text')
      .addColumn('phone', 'text')
      .addColumn('team', 'text')
      .execute();
    await db.schema.createIndex('roster_program').on('roster').columns(['program', 'position']).execute();
    await db.schema
      .createTable('participants')
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('program', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('role', 'text')
      .addColumn('is_lead', 'integer', (c) => c.notNull())
      .addColumn('is_staff', 'integer', (c) => c.notNull())
      .addColumn('phones', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('participants_program').on('participants').columns(['program', 'position']).execute();
    await db.schema
      .createTable('rooms')
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('program', 'text', (c) => c.notNull())
      .addColumn('room', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('hubs')
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('hub', 'text', (c) => c.notNull())
      .addColumn('zip', 'text')
      .addColumn('latitude', 'double precision')
      .addColumn('longitude', 'double precision')
      .execute();
    await db.schema
      .createTable('tasks')
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('bucket', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('optional', 'integer', (c) => c.notNull())
      .addColumn('date', 'text', (c) => c.notNull())
      .addColumn('hour', 'integer')
      .addColumn('description', 'text')
      .addColumn('topic', 'text')
      .addColumn('survey_id', 'text')
      .addColumn('link', 'text')
      .addColumn('link_title', 'text')
      .addColumn('checkboxes', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('sessions')
      .addColumn('id_hash', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('program', 'text')
      .addColumn('email', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('sync_runs')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('started_at', 'text', (c) => c.notNull())
      .addColumn('finished_at', 'text', (c) => c.notNull())
      .addColumn('outcome', 'text', (c) => c.notNull())
      .addColumn('row_counts', 'text', (c) => c.notNull())
      .addColumn('errors', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('sync_runs_started').on('sync_runs').column('started_at').execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['sync_runs', 'sessions', 'tasks', 'hubs', 'rooms', 'participants', 'roster', 'staff', 'programs', 'settings'])
      await db.schema.dropTable(table).execute();
  },
};

const feedback: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('feedback')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('program', 'text')
      .addColumn('sender_kind', 'text', (c) => c.notNull())
      .addColumn('staff_email', 'text')
      .addColumn('name', 'text')
      .addColumn('message', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('feedback_created').on('feedback').column('created_at').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('feedback').execute();
  },
};

const reports: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('report_submissions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('program', 'text')
      .addColumn('day', 'integer', (c) => c.notNull())
      .addColumn('section', 'text', (c) => c.notNull())
      .addColumn('answers', 'text', (c) => c.notNull())
      .addColumn('submitted_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('report_submissions_person')
      .on('report_submissions')
      .columns(['email', 'day', 'section', 'submitted_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('report_submissions').execute();
  },
};

const taskSubmissions: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('task_submissions')
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('task_submissions_key', ['email', 'key'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('task_submissions').execute();
  },
};

const notes: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('notes')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('author_email', 'text', (c) => c.notNull())
      .addColumn('program', 'text', (c) => c.notNull())
      .addColumn('participant', 'text', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('notes_program').on('notes').columns(['program', 'created_at']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('notes').execute();
  },
};

const texts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('sync_runs')
      .addColumn('warnings', 'text', (c) => c.notNull().defaultTo('[]'))
      .execute();
    await db.schema
      .createTable('text_sends')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('sender_email', 'text', (c) => c.notNull())
      .addColumn('idempotency_key', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('finished_at', 'text')
      .addColumn('program', 'text')
      .addColumn('typed_number', 'text')
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('answer', 'text')
      .addUniqueConstraint('text_sends_key', ['sender_email', 'idempotency_key'])
      .execute();
    await db.schema
      .createTable('text_recipients')
      .addColumn('send_id', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('reason', 'text')
      .addColumn('provider_id', 'text')
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('text_recipients_key', ['send_id', 'position'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('text_recipients').execute();
    await db.schema.dropTable('text_sends').execute();
    await db.schema.alterTable('sync_runs').dropColumn('warnings').execute();
  },
};

const sharedState: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('rate_limits')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('window_start', 'bigint', (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('sync_claims')
      .addColumn('slot', 'bigint', (c) => c.primaryKey())
      .addColumn('claimed_at', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('sync_claims').execute();
    await db.schema.dropTable('rate_limits').execute();
  },
};

const outbox: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('outbox')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull())
      .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
      .addColumn('claimed_until', 'bigint')
      .addColumn('last_error', 'text')
      .addColumn('done_at', 'text')
      .execute();
    await db.schema.createIndex('outbox_due').on('outbox').columns(['done_at', 'next_attempt_at']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('outbox').execute();
  },
};

/** Every call asks for the last imported sync (lastupdate); a sync every 10 minutes makes ~50,000 runs a year. */
const lastImportIndex: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createIndex('sync_runs_last_import').on('sync_runs').columns(['outcome', 'finished_at']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('sync_runs_last_import').execute();
  },
};

/** Idempotency-Keys of every write kind in one table; the keys of texts sent before it come along,
 * so a retry that spans the upgrade still sends nothing. */
const idempotency: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('idempotency_keys')
      .addColumn('scope', 'text', (c) => c.notNull())
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('fingerprint', 'text')
      .addColumn('answer', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('idempotency_keys_key', ['scope', 'key'])
      .execute();
    await sql`insert into idempotency_keys (scope, key, fingerprint, answer, created_at)
      select 'staff:' || sender_email, idempotency_key, null, answer, created_at from text_sends`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('idempotency_keys').execute();
  },
};

/** Issue 14: participant sessions sealed with their camp password (item 5; sessions open today are
 * sealed with their program's current password, so nobody is signed out by the upgrade), and the
 * outbox pass that holds a claim (item 14). */
const hardening: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('sessions').addColumn('password_seal', 'text').execute();
    await db.schema.alterTable('outbox').addColumn('claim_token', 'text').execute();
    const sessions = db as unknown as Kysely<Pick<Database, 'sessions' | 'programs'>>;
    const open = await sessions
      .selectFrom('sessions')
      .innerJoin('programs', 'programs.name', 'sessions.program')
      .select(['sessions.id_hash', 'programs.camp_password'])
      .where('sessions.kind', '=', 'participant')
      .execute();
    for (const row of open)
      await sessions
        .updateTable('sessions')
        .set({ password_seal: passwordSeal(row.id_hash, row.camp_password) })
        .where('id_hash', '=', row.id_hash)
        .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('outbox').dropColumn('claim_token').execute();
    await db.schema.alterTable('sessions').dropColumn('password_seal').execute();
  },
};

/** Issue 15: a sync records each problem (tab, row, column, the cell's value, what to write instead)
 * and, when the mass-change guard holds it, what would have changed. */
const workbookImport: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('sync_runs')
      .addColumn('problems', 'text', (c) => c.notNull().defaultTo('[]'))
      .execute();
    await db.schema.alterTable('sync_runs').addColumn('held', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('sync_runs').dropColumn('held').execute();
    await db.schema.alterTable('sync_runs').dropColumn('problems').execute();
  },
};

/** Issue 16: each recipient's hand-off (waiting, handed to the provider, then its outcome) and
 * delivery as Twilio reports it; replies and opt-outs; a staff member's own phone for a test text. */
const textsDelivery: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('text_recipients').addColumn('handed_at', 'text').execute();
    await db.schema.createIndex('text_recipients_provider_id').on('text_recipients').column('provider_id').execute();
    await db.schema
      .alterTable('text_sends')
      .addColumn('test', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.createIndex('text_sends_unfinished').on('text_sends').column('finished_at').execute();
    await db.schema
      .createTable('text_deliveries')
      .addColumn('message_sid', 'text', (c) => c.primaryKey())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('rank', 'integer', (c) => c.notNull())
      .addColumn('error_code', 'integer')
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('text_replies')
      .addColumn('message_sid', 'text', (c) => c.primaryKey())
      .addColumn('received_at', 'text', (c) => c.notNull())
      .addColumn('from_phone', 'text', (c) => c.notNull())
      .addColumn('who', 'text')
      .addColumn('program', 'text')
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('keyword', 'text')
      .execute();
    await db.schema.createIndex('text_replies_received').on('text_replies').columns(['received_at']).execute();
    await db.schema
      .createTable('text_opt_outs')
      .addColumn('phone', 'text', (c) => c.primaryKey())
      .addColumn('since', 'text', (c) => c.notNull())
      .addColumn('keyword', 'text', (c) => c.notNull())
      .execute();
    await db.schema.alterTable('staff').addColumn('phone', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('staff').dropColumn('phone').execute();
    await db.schema.dropTable('text_opt_outs').execute();
    await db.schema.dropTable('text_replies').execute();
    await db.schema.dropTable('text_deliveries').execute();
    await db.schema.dropIndex('text_sends_unfinished').execute();
    await db.schema.alterTable('text_sends').dropColumn('test').execute();
    await db.schema.dropIndex('text_recipients_provider_id').execute();
    await db.schema.alterTable('text_recipients').dropColumn('handed_at').execute();
  },
};

/** A reply from a number shared by people of two programs is listed under both (docs/spec-notes.md):
 * one row per program it matched. Replies stored before keep the one program they were filed under. */
const replyPrograms: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('text_reply_programs')
      .addColumn('message_sid', 'text', (c) => c.notNull())
      .addColumn('program', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('text_reply_programs_key', ['message_sid', 'program'])
      .execute();
    await db.schema.createIndex('text_reply_programs_program').on('text_reply_programs').columns(['program', 'message_sid']).execute();
    const replies = db as unknown as Kysely<Pick<Database, 'text_replies' | 'text_reply_programs'>>;
    await replies
      .insertInto('text_reply_programs')
      .columns(['message_sid', 'program'])
      .expression((eb) =>
        eb
          .selectFrom('text_replies')
          .select(['message_sid', 'program'])
          .where('program', 'is not', null)
          .$narrowType<{ program: string }>(),
      )
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('text_reply_programs').execute();
  },
};

/** The key that signs device cookies (docs/security.md "Limits"), made by the first server to start. */
const serverSecrets: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('server_secrets')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('server_secrets').execute();
  },
};

export const migrations: Record<string, Migration> = {
  '0001_foundation': foundation,
  '0002_feedback': feedback,
  '0003_reports': reports,
  '0004_task_submissions': taskSubmissions,
  '0005_notes': notes,
  '0006_texts': texts,
  '0007_shared_state': sharedState,
  '0008_outbox': outbox,
  '0009_last_import_index': lastImportIndex,
  '0010_idempotency': idempotency,
  '0011_hardening': hardening,
  '0012_workbook_import': workbookImport,
  '0013_texts_delivery': textsDelivery,
  '0014_reply_programs': replyPrograms,
  '0015_server_secrets': serverSecrets,
};

/** Migrates to the latest; `schema` keeps Kysely's own bookkeeping tables in that PostgreSQL schema
 * (without it, Kysely looks for them in every schema and can find another database's). */
export async function migrate(db: Kysely<unknown>, schema?: string): Promise<void> {
  if (await allMigrated(db, schema)) return;
  const migrator = new Migrator({
    db: schema ? lookingOnlyIn(db, schema) : db,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) throw new Error(`database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
}

/**
 * Every migration of this build has run, and no other: the Migrator would do nothing. One read,
 * where the Migrator first looks through every table of every schema of the database for its own
 * two (slow, and on PostgreSQL it can trip over a schema another connection is dropping). Anything
 * else (a new database, a migration to run, one this build does not know) is the Migrator's.
 */
async function allMigrated(db: Kysely<unknown>, schema?: string): Promise<boolean> {
  const table = schema ? sql.table(`${schema}.kysely_migration`) : sql.table('kysely_migration');
  try {
    const { rows } = await sql<{ name: string }>`select name from ${table}`.execute(db);
    const names = Object.keys(migrations);
    return rows.length === names.length && names.every((name) => rows.some((row) => row.name === name));
  } catch {
    return false;
  }
}

/**
 * The database as the Migrator sees it when its tables live in `schema`: its look for its own two
 * tables reads that schema only. Kysely's own look reads every table of every schema, and fails when
 * another connection drops a schema meanwhile (parallel test files, each in its own schema).
 */
function lookingOnlyIn(db: Kysely<unknown>, schema: string): Kysely<unknown> {
  const introspection: DatabaseIntrospector = {
    getSchemas: () => db.introspection.getSchemas(),
    getTables: async () => {
      const { rows } = await sql<{
        name: string;
      }>`select table_name as name from information_schema.tables where table_schema = ${schema}`.execute(db);
      return rows.map(({ name }) => ({ name, schema, isView: false, isForeign: false, columns: [] }));
    },
  };
  return new Proxy(db, {
    get(target, property) {
      if (property === 'introspection') return introspection;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
