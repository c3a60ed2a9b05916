// Opening a database that every migration has already run on changes nothing; one that ran a
// migration this build does not know is still refused (migrate() reads the migration table first
// and leaves anything but "all done" to Kysely's Migrator).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { isPostgresUrl, openDatabase, type Db } from '../src/db/database.ts';
import { migrations } from '../src/db/migrations.ts';
import { databases } from './harness.ts';

describe.each(databases)('opening a migrated database again on $name', ({ url }) => {
  const opened: Db[] = [];
  let place: { url: string; schema?: string };
  let folder: string | undefined;

  const open = async () => {
    const db = await openDatabase(place.url, place.schema ? { schema: place.schema } : {});
    opened.push(db);
    return db;
  };
  const ran = async (db: Db) =>
    (
      await sql<{
        name: string;
        timestamp: string;
      }>`select name, timestamp from ${sql.table(place.schema ? `${place.schema}.kysely_migration` : 'kysely_migration')} order by name`.execute(
        db,
      )
    ).rows;

  afterEach(async () => {
    if (place.schema) await sql.raw(`drop schema if exists "${place.schema}" cascade`).execute(opened[0]!);
    for (const db of opened.splice(0)) await db.destroy();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  const fresh = () => {
    if (isPostgresUrl(url)) place = { url, schema: `test_${randomBytes(6).toString('hex')}` };
    else {
      folder = mkdtempSync(join(tmpdir(), 'pals-migrate-'));
      place = { url: join(folder, 'pals.db') };
    }
  };

  it('runs nothing the second time and keeps what was stored', async () => {
    fresh();
    const first = await open();
    const before = await ran(first);
    expect(before.map((row) => row.name)).toEqual(Object.keys(migrations).sort());
    await first.insertInto('settings').values({ key: 'camp_name', value: 'PALS' }).execute();

    const second = await open();
    expect(await ran(second)).toEqual(before);
    expect(await second.selectFrom('settings').selectAll().execute()).toEqual([{ key: 'camp_name', value: 'PALS' }]);
  });

  it('refuses a database that ran a migration this build does not know', async () => {
    fresh();
    const first = await open();
    await sql`insert into ${sql.table(place.schema ? `${place.schema}.kysely_migration` : 'kysely_migration')} (name, timestamp) values ('9999_from_a_newer_build', '2030-01-01T00:00:00.000Z')`.execute(
      first,
    );

    await expect(open()).rejects.toThrow(/^database migration .*failed/);
  });
});
