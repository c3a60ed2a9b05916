// `npm run backup [file]`: a consistent copy of the SQLite database while the server runs, through
// SQLite's online backup API (better-sqlite3), never a plain file copy of a database being written.
// PostgreSQL is backed up with pg_dump (docs/deploy.md); this says so rather than guess.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';

const url = process.env.DATABASE_URL ?? 'data/pals.db';
if (/^postgres(ql)?:/.test(url)) {
  console.error('DATABASE_URL: PostgreSQL is backed up with pg_dump, see docs/deploy.md section 6, "Backups and restore"');
  process.exit(1);
}
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const target = process.argv[2] ?? `backups/pals-${stamp}.db`;
mkdirSync(dirname(target), { recursive: true });
const db = new Database(url, { readonly: true, fileMustExist: true });
await db.backup(target);
db.close();
console.log(`backed up ${url} to ${target}`);
