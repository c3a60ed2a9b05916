// Migration 0017_report_reminders: frozen. Released, so never changed (docs/decisions/035-migrations-are-frozen-files.md); it imports
// nothing but 'kysely', so a later change to the app cannot change what it does.
import type { Kysely } from 'kysely';

/** Daily-report reminders (docs/product.md#report-reminders): each program's reminder time and quiet
 * hours from the programs tab; one row per person and day reminded, its key what makes it once; a
 * reminder's send is marked as one. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('programs').addColumn('report_reminder_time', 'text').execute();
  await db.schema.alterTable('programs').addColumn('quiet_hours', 'text').execute();
  await db.schema
    .createTable('report_reminders')
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('program', 'text', (c) => c.notNull())
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addColumn('send_id', 'text')
    .addPrimaryKeyConstraint('report_reminders_key', ['email', 'date'])
    .execute();
  await db.schema
    .alterTable('text_sends')
    .addColumn('reminder', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('text_sends').dropColumn('reminder').execute();
  await db.schema.dropTable('report_reminders').execute();
  await db.schema.alterTable('programs').dropColumn('quiet_hours').execute();
  await db.schema.alterTable('programs').dropColumn('report_reminder_time').execute();
}
