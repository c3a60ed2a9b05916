// Migration 0001_foundation: frozen. Released, so never changed (docs/decisions/035-migrations-are-frozen-files.md); it imports
// nothing but 'kysely', so a later change to the app cannot change what it does.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
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
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['sync_runs', 'sessions', 'tasks', 'hubs', 'rooms', 'participants', 'roster', 'staff', 'programs', 'settings'])
    await db.schema.dropTable(table).execute();
}
