// A server for the load bench, in its own process: the real app on a SQLite file with a 600-person
// program added to the demo workbook ('app'), or a bare Fastify route to compare with ('bare').
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../server/src/app.ts';
import { openDatabase } from '../server/src/db/database.ts';
import { csvFolderSource } from '../server/src/workbook/csvFolder.ts';
import { workbookSync } from '../server/src/workbook/sync.ts';

// webDist (optional): the built web app to serve beside the calls, for the Lighthouse runs (bench/lighthouse.mjs).
const [mode, port, databasePath, demoFolder, webDist] = process.argv.slice(2) as ['app' | 'bare', string, string, string, string | undefined];

if (mode === 'bare') {
  const bare = Fastify();
  bare.get('/bare', async () => ({ ok: true }));
  await bare.listen({ port: Number(port), host: '127.0.0.1' });
} else {
  const demo = csvFolderSource(demoFolder);
  const teams = ['Blue Team', 'Green Team', 'Red Team', 'Orange Team', ''];
  const source = {
    describe: 'the demo workbook with a 600-person program',
    async read() {
      const raw = await demo.read();
      raw.programs!.rows.push(['Big Camp', 'bigcamp', '2027-07-01', '2027-07-07', '', '', 'Pat Admin', '(412) 555-0199']);
      for (let i = 0; i < 600; i++) raw.roster!.rows.push(['Big Camp', `Camper ${i}`, 'Camper', `Cabin ${i % 40}`, `(412) 555-01${String(i % 100).padStart(2, '0')}`, teams[i % 5]!]);
      return raw;
    },
  };
  const db = await openDatabase(databasePath ?? join(mkdtempSync(join(tmpdir(), 'pals-bench-')), 'bench.db'));
  const quiet = { info() {}, warn() {}, error() {} };
  const sync = workbookSync(db, source, quiet as never);
  const run = await sync.run();
  if (run.outcome !== 'imported') throw new Error(`the bench workbook did not import: ${JSON.stringify(run.errors.slice(0, 3))}`);
  const app = await buildApp({ db, demo: true, google: null, server: { version: 'bench', databaseKind: 'SQLite', workbookSource: source.describe }, refresh: () => sync.run(), webDist });
  await app.listen({ port: Number(port), host: '127.0.0.1' });
}
// A clean exit on a signal, so a --cpu-prof run writes its profile.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(0));
console.log('ready');
