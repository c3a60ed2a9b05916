// Migration 0022_change_mark_shards: frozen once released (docs/decisions/035-migrations-are-frozen-files.md); it imports
// nothing but 'kysely', so a later change to the app cannot change what it does.
import { PostgresAdapter, sql, type Kysely } from 'kysely';

/** How many rows each mark has on PostgreSQL. */
const shards = 64;

/** Each change mark becomes a sum of rows (docs/decisions/064-a-change-mark-is-a-sum-of-rows.md). On
 * PostgreSQL a transaction moves the row of its own connection (its backend's pid, modulo 64), not
 * the one row every writer shared: that row was locked from a transaction's commit until its commit
 * was on disk, so every writer to one page's tables, across the organisation, waited for the one
 * before it. The mark a reader compares is the sum, which any commit still moves. SQLite keeps one
 * row per mark (shard 0): it has one writer at a time. */
export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) {
    await sql`alter table change_marks add column shard integer not null default 0`.execute(db);
    return;
  }
  await sql`alter table change_marks add column shard smallint not null default 0`.execute(db);
  await sql`alter table change_marks drop constraint change_marks_pkey`.execute(db);
  await sql`alter table change_marks add primary key (name, shard)`.execute(db);
  await sql`
    insert into change_marks (name, shard, mark)
    select name, s, 0 from change_marks, generate_series(1, ${sql.lit(shards - 1)}) as s`.execute(db);
  await sql`
    create or replace function change_mark() returns trigger language plpgsql as $$
    begin
      if current_setting('pals.marked_' || tg_argv[0], true) is distinct from 'yes' then
        perform set_config('pals.marked_' || tg_argv[0], 'yes', true);
        execute format('update %I.change_marks set mark = mark + 1 where name = $1 and shard = $2', tg_table_schema)
          using tg_argv[0], pg_backend_pid() % ${sql.lit(shards)};
      end if;
      return null;
    end $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) {
    await sql`alter table change_marks drop column shard`.execute(db);
    return;
  }
  // Back to one row a mark, holding the sum, so no page that was kept looks unchanged.
  await sql`
    update change_marks set mark = totals.mark
    from (select name, sum(mark) as mark from change_marks group by name) as totals
    where change_marks.name = totals.name and change_marks.shard = 0`.execute(db);
  await sql`delete from change_marks where shard <> 0`.execute(db);
  await sql`alter table change_marks drop constraint change_marks_pkey`.execute(db);
  await sql`alter table change_marks drop column shard`.execute(db);
  await sql`alter table change_marks add primary key (name)`.execute(db);
  await sql`
    create or replace function change_mark() returns trigger language plpgsql as $$
    begin
      if current_setting('pals.marked_' || tg_argv[0], true) is distinct from 'yes' then
        perform set_config('pals.marked_' || tg_argv[0], 'yes', true);
        execute format('update %I.change_marks set mark = mark + 1 where name = $1', tg_table_schema) using tg_argv[0];
      end if;
      return null;
    end $$`.execute(db);
}
