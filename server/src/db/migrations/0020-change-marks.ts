// Migration 0020_change_marks: frozen once released (docs/decisions/035-migrations-are-frozen-files.md); it imports
// nothing but 'kysely', so a later change to the app cannot change what it does.
import { PostgresAdapter, sql, type Kysely } from 'kysely';

/** A mark for each admin page that every write to its tables moves, by the database's own triggers
 * (docs/decisions/060-admin-pages-are-kept-until-their-tables-change.md): the server keeps a page's
 * answer while its mark is unchanged, so no write, here, on another instance or by a script, can
 * leave a page showing less than was saved. The inboxes; the reports grid (report sections and the
 * reminders sent for them) and the tasks grid (Directors' task answers), which an import changes
 * too; and the admin config (every sync's record, and the feedback export's waiting list). */
const marked = [
  ['feedback', 'feedback'],
  ['notes', 'notes'],
  ['texts', 'text_sends'],
  ['texts', 'text_recipients'],
  ['replies', 'text_replies'],
  ['replies', 'text_reply_programs'],
  ['reports', 'report_submissions'],
  ['reports', 'report_reminders'],
  ['tasks', 'task_submissions'],
  ['config', 'sync_runs'],
  ['config', 'outbox'],
] as const;
const marks = [...new Set(marked.map(([mark]) => mark))];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('change_marks')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('mark', 'bigint', (c) => c.notNull())
    .execute();
  await db
    .insertInto('change_marks')
    .values(marks.map((name) => ({ name, mark: 0 })))
    .execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    // Moved once a transaction, as it commits (a deferred trigger): the mark's row is locked only
    // for the commit, so writers do not wait on each other for their whole transaction, and a reader
    // that sees the new mark sees the rows it marks.
    await sql`
      create function change_mark() returns trigger language plpgsql as $$
      begin
        if current_setting('pals.marked_' || tg_argv[0], true) is distinct from 'yes' then
          perform set_config('pals.marked_' || tg_argv[0], 'yes', true);
          execute format('update %I.change_marks set mark = mark + 1 where name = $1', tg_table_schema) using tg_argv[0];
        end if;
        return null;
      end $$`.execute(db);
    for (const [mark, table] of marked)
      await sql
        .raw(
          `create constraint trigger ${table}_change_mark after insert or update or delete on ${table} ` +
            `deferrable initially deferred for each row execute function change_mark('${mark}')`,
        )
        .execute(db);
  } else {
    // SQLite has one writer at a time and no deferred triggers: each row written moves the mark.
    for (const [mark, table] of marked)
      for (const change of ['insert', 'update', 'delete'])
        await sql
          .raw(
            `create trigger ${table}_change_mark_${change} after ${change} on ${table} ` +
              `begin update change_marks set mark = mark + 1 where name = '${mark}'; end`,
          )
          .execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    for (const [, table] of marked) await sql.raw(`drop trigger ${table}_change_mark on ${table}`).execute(db);
    await sql`drop function change_mark()`.execute(db);
  } else {
    for (const [, table] of marked)
      for (const change of ['insert', 'update', 'delete']) await sql.raw(`drop trigger ${table}_change_mark_${change}`).execute(db);
  }
  await db.schema.dropTable('change_marks').execute();
}
