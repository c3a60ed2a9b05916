// The scale table of `npm run bench` (docs/performance.md "Scale"): for each scale (BENCH_SCALES,
// default 1,10) and database (SQLite, and PostgreSQL when BENCH_POSTGRES_URL names a server, e.g.
// postgres://postgres@127.0.0.1:5432), `npm run seed` fills a database once (kept in
// BENCH_SCALE_DIR, default $TMPDIR/pals-scale, and reused by later runs), then the real app serves it and autocannon
// measures each call of a person at camp and each admin read at 50 connections, the sync of the
// workbook, and each CSV export's time and the server's RSS growth.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { performance } from 'node:perf_hooks';
import process from 'node:process';
import { clearInterval, setInterval } from 'node:timers';
import { setTimeout as sleep } from 'node:timers/promises';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const firstProgram = 'Cedar Lake 1';
const director = 'luca.fairweather.0@example.org';
const admin = 'avery.admin@example.org';
const seconds = Number(process.env.BENCH_SCALE_SECONDS ?? 3);
/** A CSV export still going after this long is reported as such, and the bench goes on. */
const exportLimitMs = Number(process.env.BENCH_EXPORT_LIMIT_S ?? 180) * 1000;

/** The database `npm run seed` filled for `scale` on `kind`, seeded now unless an earlier run left it.
 * `place` ({ dir, name }) seeds in a folder and PostgreSQL database of the caller's instead. */
export async function seeded(root, kind, scale, place = {}) {
  const dir = place.dir ?? process.env.BENCH_SCALE_DIR ?? join(tmpdir(), 'pals-scale');
  mkdirSync(dir, { recursive: true });
  const folder = join(dir, `workbook-${kind}-${scale}`);
  const marker = join(dir, `seeded-${kind}-${scale}.json`);
  let url = join(dir, `scale-${scale}.db`);
  if (kind === 'postgres') {
    const name = place.name ?? `pals_scale_${scale}`;
    url = `${process.env.BENCH_POSTGRES_URL}/${name}`;
    if (!existsSync(marker)) {
      const client = new pg.Client({ connectionString: `${process.env.BENCH_POSTGRES_URL}/postgres` });
      await client.connect();
      await client.query(`drop database if exists ${name}`);
      await client.query(`create database ${name}`);
      await client.end();
    }
  }
  if (!existsSync(marker)) {
    if (kind === 'sqlite') for (const end of ['', '-wal', '-shm']) if (existsSync(url + end)) execFileSync('rm', [url + end]);
    const started = performance.now();
    const output = execFileSync('node', ['server/scripts/run.mjs', 'seed', '--scale', String(scale), '--workbook', folder], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: url },
      encoding: 'utf8',
    });
    const line =
      output
        .trim()
        .split('\n')
        .find((l) => l.startsWith('Seeded')) ?? '';
    writeFileSync(marker, JSON.stringify({ seconds: (performance.now() - started) / 1000, line }));
  }
  return { url, folder, marker: JSON.parse(readFileSync(marker, 'utf8')) };
}

function start(file, args) {
  return new Promise((resolve, reject) => {
    const child = spawn('node', [file, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
    let sync = null;
    child.stdout.on('data', (chunk) => {
      for (const line of String(chunk).split('\n')) {
        if (line.startsWith('sync ')) sync = JSON.parse(line.slice(5));
        if (line === 'ready') resolve({ child, sync });
      }
    });
    child.on('exit', (code) => reject(new Error(`scale server stopped (${code})`)));
  });
}

/** The server's resident memory now, in MB (Linux /proc). */
const rssMb = (child) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))[1]) / 1024;

/** One call at 50 connections for `seconds`: p50/p99 and anything but 2xx. */
async function measure(options) {
  // One request first, timed on its own: a first call may fill a cache (the admin config's password verdicts).
  const started = performance.now();
  if (!options.requests) await fetch(options.url, { headers: options.headers }).then((r) => r.arrayBuffer());
  const firstMs = Math.round(performance.now() - started);
  const r = await autocannon({ connections: 50, duration: seconds, ...options });
  return { p50: r.latency.p50, p99: r.latency.p99, rps: Math.round(r.requests.average), bad: r.non2xx + r.errors + r.timeouts, firstMs };
}

/** Seconds until every camp password is judged (docs/decisions/060-camp-password-verdicts-are-kept-in-the-database.md):
 * a server judges at start the passwords the database keeps no verdict for (all of them after a fresh
 * seed), taking turns with requests; the calls are measured after that, on a settled server. */
export async function passwordsJudged(base, headers) {
  const started = performance.now();
  for (;;) {
    const config = await fetch(`${base}/api/google/admin/config`, { headers }).then((r) => r.json());
    if (config.programs.every((p) => p.campPasswordChecked)) return Math.round((performance.now() - started) / 100) / 10;
    if (performance.now() - started > 300_000) throw new Error('the camp passwords were not all judged within 5 minutes');
    await sleep(500);
  }
}

/** Writes from many phones, each its own session and address, as a camp's are (call limits count per phone). */
function writes(base, tokens, path, body) {
  let sent = 0;
  return measure({
    url: `${base}${path}`,
    requests: [
      {
        method: 'POST',
        setupRequest(request) {
          const n = sent++;
          const phone = n % tokens.length;
          return {
            ...request,
            headers: {
              'content-type': 'application/json',
              origin: base,
              cookie: `pals_session=${tokens[phone]}`,
              'x-forwarded-for': `10.9.${(phone >> 8) & 255}.${phone & 255}`,
              'idempotency-key': `scale-bench-${Date.now()}-${n}`,
            },
            body: JSON.stringify(body(n)),
          };
        },
      },
    ],
  });
}

/** The processes a process has started (Linux /proc): a download's own process, while it runs. */
const childrenOf = (pid) => {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
  } catch {
    return [];
  }
};
const rssOfPid = (pid) => {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
  } catch {
    return 0;
  }
};

/** A CSV export of every program: its time, size, the server's RSS growth and the peak RSS of the
 * download's own process (docs/decisions/066-a-download-is-made-in-a-process-of-its-own.md), each
 * sampled every 5 ms. */
async function csvExport(base, cookie, child, path) {
  const before = rssMb(child);
  let peak = before;
  let processPeak = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(child));
    processPeak = Math.max(processPeak, ...childrenOf(child.pid).map(rssOfPid));
  }, 5);
  const started = performance.now();
  let bytes = 0;
  let status = 'timed out';
  try {
    const response = await fetch(`${base}${path}`, { headers: { cookie }, signal: globalThis.AbortSignal.timeout(exportLimitMs) });
    status = response.status;
    for await (const chunk of response.body) bytes += chunk.byteLength;
  } catch (error) {
    if (error.name !== 'TimeoutError') throw error;
  }
  const ms = performance.now() - started;
  clearInterval(sampler);
  return { ms: Math.round(ms), mb: bytes / 2 ** 20, growthMb: Math.max(0, peak - before), processPeakMb: processPeak, status };
}

export async function scaleBench({ root, bundle, results, port = 3403 }) {
  const file = await bundle('bench/scaleServer.ts', 'bench-scale-server');
  const scales = (process.env.BENCH_SCALES ?? '1,10').split(',').filter(Boolean).map(Number);
  const postgresScales = (process.env.BENCH_POSTGRES_SCALES ?? process.env.BENCH_SCALES ?? '1,10').split(',').filter(Boolean).map(Number);
  const kinds = ['sqlite', ...(process.env.BENCH_POSTGRES_URL ? ['postgres'] : [])];
  const table = [];
  for (const kind of kinds)
    for (const scale of kind === 'postgres' ? postgresScales : scales) {
      const { url, folder, marker } = await seeded(root, kind, scale);
      const sessionsFile = join(tmpdir(), `pals-scale-sessions-${process.pid}.json`);
      const { child, sync } = await start(file, [String(port), url, folder, sessionsFile, firstProgram, director, admin]);
      const base = `http://127.0.0.1:${port}`;
      try {
        const tokens = JSON.parse(readFileSync(sessionsFile, 'utf8'));
        const as = (token) => ({ cookie: `pals_session=${token}`, 'accept-encoding': 'gzip, deflate, br' });
        const row = { kind, scale, seed: marker, sync, calls: {}, judgedS: await passwordsJudged(base, as(tokens.admin)) };
        const gets = [
          ['roster (participant)', '/api/local/call', tokens.participant[0]],
          ['staff contact (participant)', '/api/local/staff', tokens.participant[0]],
          ['roster (Director)', '/api/google/call', tokens.staff[0]],
          ['report days', '/api/google/reportsections', tokens.staff[0]],
          ['a report section', '/api/google/staffreport?day=1&report=provisions', tokens.staff[0]],
          ['tasks', '/api/google/directortask', tokens.staff[0]],
          ['participants (notes)', '/api/google/participants', tokens.staff[0]],
          ['admin config', '/api/google/admin/config', tokens.admin],
          ...['feedback', 'notes', 'texts', 'replies'].flatMap((inbox) => [
            [`admin ${inbox} page 1`, `/api/google/admin/${inbox}?page=1`, tokens.admin],
            [`admin ${inbox} page 50`, `/api/google/admin/${inbox}?page=50`, tokens.admin],
          ]),
          ['admin reports grid (a program)', `/api/google/admin/reports?program=${encodeURIComponent(firstProgram)}`, tokens.admin],
          ['admin tasks grid (a program)', `/api/google/admin/tasks?program=${encodeURIComponent(firstProgram)}`, tokens.admin],
        ];
        for (const [name, path, token] of gets) row.calls[name] = await measure({ url: `${base}${path}`, headers: as(token) });
        row.calls['feedback write'] = await writes(base, tokens.participant, '/api/local/feedback', (n) => ({
          message: `Scale bench ${n}`,
          name: '',
        }));
        row.calls['note write'] = await writes(base, tokens.staff, '/api/google/note', (n) => ({
          message: `Scale bench ${n}`,
          participant: 'Hana Pembrook',
        }));
        row.csv = {};
        for (const name of ['feedback', 'notes', 'texts', 'replies', 'reports', 'tasks'])
          row.csv[name] = await csvExport(base, `pals_session=${tokens.admin}`, child, `/api/google/admin/${name}.csv`);
        table.push(row);
        console.error(JSON.stringify(row));
      } finally {
        child.kill();
      }
    }
  report(table, results);
  return table;
}

function report(table, results) {
  for (const row of table) {
    const first = table.find(
      (r) => r.kind === row.kind && r.scale === Math.min(...table.filter((t) => t.kind === row.kind).map((t) => t.scale)),
    );
    const calls = Object.entries(row.calls).map(([name, c]) => {
      const base = first.calls[name];
      const grows = base && row !== first ? ` (${(c.p99 / Math.max(1, base.p99)).toFixed(1)} × ${first.scale} ×)` : '';
      return `${name} ${c.p50}/${c.p99} ms${grows}${c.bad ? `, ${c.bad} not 2xx` : ''}`;
    });
    const db = row.kind === 'sqlite' ? 'SQLite' : 'PostgreSQL';
    results.push({
      budget: `${row.scale} × on ${db}: seed`,
      measured: `${row.seed.seconds.toFixed(0)} s; ${row.seed.line.replace(/^Seeded [^:]+: /, '')}`,
      limit: '100 × in 5 min',
      ok: row.scale < 100 || row.seed.seconds <= 300,
    });
    results.push({
      budget: `${row.scale} × on ${db}: sync of its workbook`,
      measured: `${row.sync.ms} ms (${row.sync.rows} rows), peak RSS ${row.sync.peakRssMb.toFixed(0)} MB; camp passwords all judged ${row.judgedS} s after the server was ready`,
      limit: '≤ 5 s and ≤ 300 MB at 100 ×',
      ok: row.scale < 100 || (row.sync.ms <= 5000 && row.sync.peakRssMb <= 300),
    });
    const admin = Object.entries(row.calls).filter(([name]) => name.startsWith('admin'));
    results.push({
      budget: `${row.scale} × on ${db}: p50/p99 at 50 connections, ${seconds} s each`,
      measured: calls.join('; '),
      limit: "a person's calls ≤ 1.5 × their 1 × p99; admin pages p99 ≤ 50 ms at 100 ×",
      ok: row.scale < 100 ? null : admin.every(([, c]) => c.p99 <= 50),
    });
    results.push({
      budget: `${row.scale} × on ${db}: CSV exports of every program`,
      measured: Object.entries(row.csv)
        .map(
          ([name, c]) =>
            `${name} ${c.ms} ms, ${c.mb.toFixed(1)} MB, RSS +${c.growthMb.toFixed(0)} MB (its process ${c.processPeakMb.toFixed(0)} MB)${c.status === 200 ? '' : ` (${c.status})`}`,
        )
        .join('; '),
      limit: 'RSS growth ≤ 50 MB',
      ok: Object.values(row.csv).every((c) => c.growthMb <= 50 && c.status === 200),
    });
  }
}

// Alone: node bench/scale.mjs (BENCH_SCALES=1,10 BENCH_POSTGRES_URL=… as above).
if (import.meta.url === `file://${process.argv[1]}`) {
  const { bundle, root } = await import('./benchServers.mjs');
  const results = [];
  await scaleBench({ root, bundle, results, port: Number(process.env.BENCH_PORT ?? 3403) });
  console.log('\n| budget | measured | limit | within |\n| --- | --- | --- | --- |');
  for (const r of results) console.log(`| ${r.budget} | ${r.measured} | ${r.limit} | ${r.ok === null ? '—' : r.ok ? 'yes' : 'NO'} |`);
}
