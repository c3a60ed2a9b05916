// A server for the load bench, in its own process: the real app on a SQLite file with a 600-person
// program added to the demo workbook ('app'), or a bare Fastify route to compare with ('bare').
import { fileURLToPath } from 'node:url';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../server/src/app.ts';
import { startSession } from '../server/src/auth/sessions.ts';
import { openDatabase, type Db } from '../server/src/db/database.ts';
import { csvFolderSource } from '../server/src/workbook/csvFolder.ts';
import { workbookSync } from '../server/src/workbook/sync.ts';

// webDist (optional): the built web app to serve beside the calls, for the Lighthouse runs (bench/lighthouse.mjs).
const [mode, port, databasePath, demoFolder, webDist] = process.argv.slice(2) as [
  'app' | 'bare',
  string,
  string,
  string,
  string | undefined,
];

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
      for (let i = 0; i < 600; i++)
        raw.roster!.rows.push([
          'Big Camp',
          `Camper ${i}`,
          'Camper',
          `Cabin ${i % 40}`,
          `(412) 555-01${String(i % 100).padStart(2, '0')}`,
          teams[i % 5]!,
        ]);
      return raw;
    },
  };
  const db = await openDatabase(databasePath ?? join(mkdtempSync(join(tmpdir(), 'pals-bench-')), 'bench.db'));
  const quiet = { info() {}, warn() {}, error() {} };
  const sync = workbookSync(db, source, quiet as never);
  const run = await sync.run();
  if (run.outcome !== 'imported') throw new Error(`the bench workbook did not import: ${JSON.stringify(run.errors.slice(0, 3))}`);
  // Behind a proxy on this machine, as production runs (TRUST_PROXY): the feedback bench names each
  // phone's address in X-Forwarded-For.
  const app = await buildApp({
    // Built beside this bundle by bench/benchServers.mjs.
    downloadChild: fileURLToPath(new URL('./downloadChild.js', import.meta.url)),
    db,
    demo: true,
    google: null,
    server: { version: 'bench', databaseKind: 'SQLite', workbookSource: source.describe },
    refresh: () => sync.run(),
    webDist,
    trustProxy: ['127.0.0.1'],
  });
  if (process.env.BENCH_SESSIONS) await openBenchSessions(db, Number(process.env.BENCH_SESSIONS), `${databasePath}.sessions.json`);
  await app.listen({ port: Number(port), host: '127.0.0.1' });
}
// BENCH_CPU_PROFILE=<file>: a CPU profile of the served load only (not the start and its import),
// written when the server is stopped; docs/performance.md summarizes what it shows.
const profileFile = process.env.BENCH_CPU_PROFILE;
const profiler = profileFile ? await startProfile() : null;
// A clean exit on a signal, so a --cpu-prof run writes its profile.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    if (!profiler) process.exit(0);
    profiler.post('Profiler.stop', (error, result) => {
      if (!error) writeFileSync(profileFile!, JSON.stringify(result.profile));
      process.exit(0);
    });
  });
console.log('ready');

/** BENCH_SESSIONS=<n>: n participant sessions of the big program (n phones), their cookie tokens
 * written to <database>.sessions.json for the feedback bench. Opened here, not through the camp
 * login, whose own limit (10 a minute per address) is not what that bench measures. */
async function openBenchSessions(db: Db, count: number, file: string): Promise<void> {
  const tokens = await db.transaction().execute(async (trx) => {
    const opened: string[] = [];
    for (let i = 0; i < count; i++) opened.push(await startSession(trx, { kind: 'participant', program: 'Big Camp' }));
    return opened;
  });
  writeFileSync(file, JSON.stringify(tokens));
}

async function startProfile(): Promise<Session> {
  const session = new Session();
  session.connect();
  const post = (method: string) =>
    new Promise<void>((resolve, reject) => session.post(method, (error) => (error ? reject(error) : resolve())));
  await post('Profiler.enable');
  await post('Profiler.start');
  return session;
}
