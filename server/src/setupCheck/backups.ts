// Backups: the app keeps no record of them (docs/deploy.md section 6: a nightly `npm run backup` or
// pg_dump run by cron), so this line never passes by itself: it says what it could see, and how a
// person checks the rest.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { SetupLine } from '@pals/core/setupCheck/calls';
import { isPostgresUrl } from '../db/database.ts';

export function backupsLine(databaseUrl: string, folder: string, now: number): SetupLine {
  const check = 'Backups';
  if (isPostgresUrl(databaseUrl))
    return {
      state: 'by hand',
      check,
      found: 'The app keeps no record of backups: PostgreSQL is backed up by pg_dump, outside the app.',
      todo: 'Check that the nightly pg_dump runs (crontab -l) and that its newest dump is from last night; once before camp, restore one into a scratch database with pg_restore (docs/deploy.md section 6).',
    };
  const newest = newestBackup(folder);
  return {
    state: 'by hand',
    check,
    found: `The app keeps no record of backups. ${
      newest
        ? `The newest in ${folder}/ (npm run backup's own folder) is ${newest.name}, ${age(now - newest.at)} old.`
        : `There is none in ${folder}/, npm run backup's own folder.`
    }`,
    todo: 'Check that the nightly npm run backup of docs/deploy.md section 6 runs (crontab -l) and that the newest file in its folder is from last night; once before camp, restore one on another machine.',
  };
}

function newestBackup(folder: string): { name: string; at: number } | null {
  let names: string[];
  try {
    names = readdirSync(folder).filter((name) => name.endsWith('.db'));
  } catch {
    return null;
  }
  const files = names.map((name) => ({ name, at: statSync(join(folder, name)).mtimeMs })).sort((a, b) => b.at - a.at);
  return files[0] ?? null;
}

function age(ms: number): string {
  const hours = Math.floor(ms / 3_600_000);
  if (hours < 1) return 'less than an hour';
  if (hours < 48) return `${hours} hour${hours === 1 ? '' : 's'}`;
  return `${Math.floor(hours / 24)} days`;
}
