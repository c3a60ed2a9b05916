// The scale generator (npm run seed): the same seed gives the same workbook and the same records,
// of the shape docs/performance.md "Scale" describes, on SQLite and PostgreSQL.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkWorkbook, tabNames } from '@pals/core/workbook/rows';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database.ts';
import { csvFolderSource } from '../src/workbook/csvFolder.ts';
import { xlsxFileSource } from '../src/workbook/xlsxFile.ts';
import { seedScale } from '../scripts/scale/seedDatabase.ts';
import { databases } from './harness.ts';
import { testDatabase } from './testDatabase.ts';

const demoFolder = new URL('../../data/demo', import.meta.url).pathname;
const folders: string[] = [];
afterAll(() => Promise.all(folders.map((f) => rm(f, { recursive: true, force: true }))));

async function seeded(url: string, seed: number) {
  const folder = await mkdtemp(join(tmpdir(), 'pals-scale-'));
  folders.push(folder);
  const database = await testDatabase(url);
  // 0.2 × is two programs.
  const counts = await seedScale(database.db, { scale: 0.2, seed, folder, demoFolder });
  return { folder, counts, database };
}

const dump = async (db: Db) => ({
  staff: await db.selectFrom('staff').selectAll().orderBy('email').execute(),
  feedback: await db.selectFrom('feedback').selectAll().orderBy('id').execute(),
  reports: await db.selectFrom('report_submissions').selectAll().orderBy('id').execute(),
  recipients: await db.selectFrom('text_recipients').selectAll().orderBy('send_id').orderBy('position').execute(),
  replies: await db.selectFrom('text_replies').selectAll().orderBy('message_sid').execute(),
});

describe.each(databases)('npm run seed on $name', ({ url }) => {
  it('gives the same workbook and records for the same seed, and others for another', async () => {
    const [a, b, c] = [await seeded(url, 7), await seeded(url, 7), await seeded(url, 8)];
    try {
      for (const tab of tabNames)
        expect(await readFile(join(a.folder, `${tab}.csv`), 'utf8')).toBe(await readFile(join(b.folder, `${tab}.csv`), 'utf8'));
      expect(await dump(a.database.db)).toEqual(await dump(b.database.db));
      expect(await readFile(join(a.folder, 'roster.csv'), 'utf8')).not.toBe(await readFile(join(c.folder, 'roster.csv'), 'utf8'));
      expect(a.counts).toEqual({
        report_submissions: 2 * (19 * 7 * 4 + 1 * 7 * 1),
        task_submissions: 2 * 26,
        feedback: 200,
        notes: 200,
        text_sends: 40,
        text_recipients: 2000,
        text_deliveries: a.counts.text_deliveries,
        text_replies: 200,
        text_reply_programs: 200,
      });
      expect(a.counts.text_deliveries).toBeGreaterThan(1900);
      expect(
        await a.database.db
          .selectFrom('text_deliveries')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ).toEqual({
        n: a.counts.text_deliveries,
      });
      // Each recipient keeps its report on its own row, as the status webhook leaves it.
      const reports = await a.database.db.selectFrom('text_deliveries').select(['message_sid', 'status', 'error_code']).execute();
      const bySid = new Map(reports.map((r) => [r.message_sid, r]));
      const recipients = await a.database.db
        .selectFrom('text_recipients')
        .select(['provider_id', 'delivery', 'delivery_error_code'])
        .execute();
      expect(recipients.filter((r) => r.delivery !== null).length).toBe(a.counts.text_deliveries);
      for (const r of recipients) {
        const report = r.provider_id === null ? undefined : bySid.get(r.provider_id);
        expect([r.delivery, r.delivery_error_code]).toEqual([report?.status ?? null, report?.error_code ?? null]);
      }
    } finally {
      await Promise.all([a, b, c].map((s) => s.database.release()));
    }
  }, 90_000); // three databases seeded: most of a minute on PostgreSQL on a busy machine

  it('writes a workbook that validates, as CSV files and the same rows as workbook.xlsx, and the database serves it', async () => {
    const { folder, database } = await seeded(url, 35);
    try {
      const csv = await csvFolderSource(folder).read();
      const { problems, workbook } = checkWorkbook(csv);
      expect(problems).toEqual([]);
      expect([workbook.programs.length, workbook.staff.length, workbook.roster.length, workbook.participants.length]).toEqual([
        2, 42, 100, 100,
      ]);
      expect(workbook.programs.map((p) => [p.program, p.start_date, p.end_date])).toEqual([
        ['Cedar Lake 1', '2026-06-07', '2026-06-13'],
        ['Maple Lake 1', '2026-06-14', '2026-06-20'],
      ]);
      const xlsx = await xlsxFileSource(join(folder, 'workbook.xlsx')).read();
      for (const tab of tabNames) expect(xlsx[tab]!.rows).toEqual(csv[tab]!.rows);
      const staff = await database.db
        .selectFrom('staff')
        .select(['email', 'staff_role'])
        .where('program', '=', 'Maple Lake 1')
        .orderBy('email')
        .execute();
      expect(staff.length).toBe(20);
      expect(staff.filter((s) => s.staff_role === 'Director').length).toBe(1);
    } finally {
      await database.release();
    }
  });
});
