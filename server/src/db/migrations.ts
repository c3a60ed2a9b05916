// The migrations, in order, and the Migrator that runs them. Each migration is a frozen file in
// migrations/ (docs/decisions/035-migrations-are-frozen-files.md): written against Kysely<any>, importing nothing but 'kysely',
// never changed once released. Static imports, so the bundled server carries them. Each runs on
// SQLite and PostgreSQL alike. Names are the keys in kysely_migration: never rename one.
import { sql, type DatabaseIntrospector, type Kysely } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import * as foundation from './migrations/0001-foundation.ts';
import * as feedback from './migrations/0002-feedback.ts';
import * as reports from './migrations/0003-reports.ts';
import * as taskSubmissions from './migrations/0004-task-submissions.ts';
import * as notes from './migrations/0005-notes.ts';
import * as texts from './migrations/0006-texts.ts';
import * as sharedState from './migrations/0007-shared-state.ts';
import * as outbox from './migrations/0008-outbox.ts';
import * as lastImportIndex from './migrations/0009-last-import-index.ts';
import * as idempotency from './migrations/0010-idempotency.ts';
import * as hardening from './migrations/0011-hardening.ts';
import * as workbookImport from './migrations/0012-workbook-import.ts';
import * as textsDelivery from './migrations/0013-texts-delivery.ts';
import * as replyPrograms from './migrations/0014-reply-programs.ts';
import * as serverSecrets from './migrations/0015-server-secrets.ts';
import * as scheduledTexts from './migrations/0016-scheduled-texts.ts';
import * as reportReminders from './migrations/0017-report-reminders.ts';
import * as inboxOrderIndexes from './migrations/0018-inbox-order-indexes.ts';
import * as recipientDelivery from './migrations/0019-recipient-delivery.ts';
import * as changeMarks from './migrations/0020-change-marks.ts';
import * as campPasswordVerdicts from './migrations/0021-camp-password-verdicts.ts';
import * as changeMarkShards from './migrations/0022-change-mark-shards.ts';
import * as sendPauses from './migrations/0023-send-pauses.ts';
import * as scheduledTextChanges from './migrations/0024-scheduled-text-changes.ts';
import * as phoneCodes from './migrations/0025-phone-codes.ts';
import * as headcounts from './migrations/0026-headcounts.ts';
import * as anonymousFeedback from './migrations/0027-anonymous-feedback.ts';
import * as headcountAlerts from './migrations/0028-headcount-alerts.ts';

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
  '0016_scheduled_texts': scheduledTexts,
  '0017_report_reminders': reportReminders,
  '0018_inbox_order_indexes': inboxOrderIndexes,
  '0019_recipient_delivery': recipientDelivery,
  '0020_change_marks': changeMarks,
  '0021_camp_password_verdicts': campPasswordVerdicts,
  '0022_change_mark_shards': changeMarkShards,
  '0023_send_pauses': sendPauses,
  '0024_scheduled_text_changes': scheduledTextChanges,
  '0025_phone_codes': phoneCodes,
  '0026_headcounts': headcounts,
  '0027_anonymous_feedback': anonymousFeedback,
  '0028_headcount_alerts': headcountAlerts,
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
