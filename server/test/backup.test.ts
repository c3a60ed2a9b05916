// `npm run backup`: a copy of the SQLite database that opens and holds what the original holds.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';

const root = new URL('../..', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'pals-backup-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm run backup', () => {
  it('copies a SQLite database that is open for writing into a file that reads the same', () => {
    const live = new Database(join(dir, 'pals.db'));
    live.pragma('journal_mode = WAL');
    live.exec("create table feedback (message text); insert into feedback values ('The canoe trip was the best!')");
    const out = execFileSync(process.execPath, [join(root, 'scripts/backup.mjs'), join(dir, 'copy.db')], {
      env: { ...process.env, DATABASE_URL: join(dir, 'pals.db') },
      encoding: 'utf8',
    });
    live.close();
    expect(out).toBe(`backed up ${join(dir, 'pals.db')} to ${join(dir, 'copy.db')}\n`);
    const copy = new Database(join(dir, 'copy.db'), { readonly: true });
    expect(copy.prepare('select message from feedback').all()).toEqual([{ message: 'The canoe trip was the best!' }]);
    copy.close();
  });

  it('sends a PostgreSQL database to pg_dump, in one line naming the variable', () => {
    let error = '';
    try {
      execFileSync(process.execPath, [join(root, 'scripts/backup.mjs')], {
        env: { ...process.env, DATABASE_URL: 'postgres://pals@db/pals' },
        encoding: 'utf8',
        stdio: 'pipe',
      });
    } catch (e) {
      error = (e as { stderr: string }).stderr;
    }
    expect(error).toBe('DATABASE_URL: PostgreSQL is backed up with pg_dump, see docs/deploy.md section 6, "Backups and restore"\n');
  });
});
