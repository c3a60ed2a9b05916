// A server for the scale bench (bench/scale.mjs), in its own process: the real app on a database
// `npm run seed` filled (a SQLite file or a postgres:// URL) and its workbook folder. It first syncs
// that workbook again, as the scheduled sync would, and prints the sync's time and memory; then it
// opens sessions for the write runs (participants and staff of the first program, one per phone, as
// bench/benchServer.ts does) and serves.
import { fileURLToPath } from 'node:url';
import { writeFileSync } from 'node:fs';
import { buildApp } from '../server/src/app.ts';
import { startSession } from '../server/src/auth/sessions.ts';
import { openDatabase } from '../server/src/db/database.ts';
import { csvFolderSource } from '../server/src/workbook/csvFolder.ts';
import { workbookSync } from '../server/src/workbook/sync.ts';

const [port, url, folder, sessionsFile, program, staffEmail, adminEmail] = process.argv.slice(2) as [
  string,
  string,
  string,
  string,
  string,
  string,
  string,
];
const db = await openDatabase(url);
const source = csvFolderSource(folder);
const quiet = { info() {}, warn() {}, error() {} };
const sync = workbookSync(db, source, quiet as never);
const rssBefore = process.memoryUsage().rss;
const started = performance.now();
const run = await sync.run();
const ms = performance.now() - started;
if (run.outcome !== 'imported') throw new Error(`the scale workbook did not import: ${JSON.stringify(run.problems.slice(0, 3))}`);
const rows = Object.values(run.rowCounts).reduce((a, b) => a + (b ?? 0), 0);
// maxRSS is the process's peak so far, in KB: the sync is most of what it has done.
console.log(
  `sync ${JSON.stringify({ ms: Math.round(ms), rows, rssBeforeMb: rssBefore / 2 ** 20, peakRssMb: process.resourceUsage().maxRSS / 1024 })}`,
);

const app = await buildApp({
  // Built beside this bundle by bench/benchServers.mjs.
  downloadChild: fileURLToPath(new URL('./downloadChild.js', import.meta.url)),
  db,
  demo: true,
  google: null,
  server: { version: 'bench', databaseKind: url.startsWith('postgres') ? 'PostgreSQL' : 'SQLite', workbookSource: source.describe },
  refresh: () => sync.run(),
  trustProxy: ['127.0.0.1'],
});
const phones = 2000;
const sessions = await db.transaction().execute(async (trx) => {
  const participant: string[] = [];
  const staff: string[] = [];
  for (let i = 0; i < phones; i++) {
    participant.push(await startSession(trx, { kind: 'participant', program }));
    staff.push(await startSession(trx, { kind: 'staff', email: staffEmail }));
  }
  return { participant, staff, admin: await startSession(trx, { kind: 'staff', email: adminEmail }) };
});
writeFileSync(sessionsFile, JSON.stringify(sessions));
await app.listen({ port: Number(port), host: '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(0));
console.log('ready');
