// Migration 0022_progress_marks: frozen once released (docs/decisions/035-migrations-are-frozen-files.md); it imports
// nothing but 'kysely', so a later change to the app cannot change what it does.
import { PostgresAdapter, sql, type Kysely } from 'kysely';

/** Two more change marks (migration 0020, docs/decisions/060-admin-pages-are-kept-until-their-tables-change.md):
 * the admin reports grid's (report sections and the reminders sent for them) and the tasks grid's
 * (Directors' task answers), moved by the same triggers: on PostgreSQL 0020's change_mark() once a
 * transaction as it commits, on SQLite once a row. */
const marked = [
  ['reports', 'report_submissions'],
  ['reports', 'report_reminders'],
  ['tasks', 'task_submissions'],
] as const;
const changes = ['insert', 'update', 'delete'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  await db
    .insertInto('change_marks')
    .values([
      { name: 'reports', mark: 0 },
      { name: 'tasks', mark: 0 },
    ])
    .execute();
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const [mark, table] of marked) {
    const statements = postgres
      ? [
          `create constraint trigger ${table}_change_mark after insert or update or delete on ${table} ` +
            `deferrable initially deferred for each row execute function change_mark('${mark}')`,
        ]
      : changes.map(
          (change) =>
            `create trigger ${table}_change_mark_${change} after ${change} on ${table} ` +
            `begin update change_marks set mark = mark + 1 where name = '${mark}'; end`,
        );
    for (const statement of statements) await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const [, table] of marked) {
    const statements = postgres
      ? [`drop trigger ${table}_change_mark on ${table}`]
      : changes.map((change) => `drop trigger ${table}_change_mark_${change}`);
    for (const statement of statements) await sql.raw(statement).execute(db);
  }
  await db.deleteFrom('change_marks').where('name', 'in', ['reports', 'tasks']).execute();
}
