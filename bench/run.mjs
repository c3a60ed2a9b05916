// npm run bench: measures the budgets of docs/architecture.md and prints them as a table.
// Budgets are reported, never asserted as timed tests.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { bundle, root, startServer } from './benchServers.mjs';
import { adminHeightsBench } from './adminHeights.mjs';
import { lighthouseBench } from './lighthouse.mjs';
import { offlineReadyBench } from './offlineReady.mjs';
import { scaleBench } from './scale.mjs';
import { smallMachineBench } from './smallMachine.mjs';

const results = [];
// The bench's servers listen on BENCH_PORT (default 3401: the app) and the five ports after it
// (the bare route, Lighthouse's server unless LIGHTHOUSE_PORT says, the scale server, the first
// visit's offline bench, the smallest machine's server).
const appPort = Number(process.env.BENCH_PORT ?? 3401);
const barePort = appPort + 1;
// BENCH_ONLY=roster (or `npm run bench -- --only roster`): the roster rows alone (the roster against
// the bare route), for a change to the roster call; BENCH_ONLY=small-machine: the smallest machine's rows alone.
const only = process.env.BENCH_ONLY ?? (process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined);
const rosterOnly = only === 'roster';

function firstLoad() {
  const dist = join(root, 'web/dist');
  if (!existsSync(join(dist, 'index.html'))) execFileSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'inherit' });
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  const bytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file))).length, 0);
  const brotli = files.reduce(
    (sum, file) => sum + brotliCompressSync(readFileSync(join(dist, file)), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    0,
  );
  const css = [...html.matchAll(/href="\/(assets\/[^"]+\.css)"/g)].reduce(
    (sum, m) => sum + gzipSync(readFileSync(join(dist, m[1]))).length,
    0,
  );
  // Read in what phones receive, brotli; gzip beside it (docs/decisions/054-the-first-load-budget-is-read-in-what-phones-receive.md).
  results.push({
    budget: 'first load of / (JS, as sent: brotli)',
    measured: `${(brotli / 1024).toFixed(1)} KB brotli JS in ${files.length} file(s) (${(bytes / 1024).toFixed(1)} KB gzip), ${(css / 1024).toFixed(1)} KB CSS`,
    limit: '80 KB brotli',
    ok: brotli <= 80 * 1024,
  });
  const kb = (file) => (gzipSync(readFileSync(join(dist, 'assets', file))).length / 1024).toFixed(1);
  const screens = readdirSync(join(dist, 'assets')).filter((f) => /(Screen|Routes)-.*\.js$/.test(f) && !files.includes(`assets/${f}`));
  results.push({
    budget: 'each lazy screen (JS, gzip)',
    measured: screens.map((f) => `${f.replace(/-[\w-]+\.js$/, '')} ${kb(f)} KB`).join(', '),
    limit: 'lazy-loaded',
    ok: screens.length > 0,
  });
}

const cannon = (options) => autocannon({ duration: 10, ...options });

/** CPU time a server process has used, in ms (Linux /proc; null elsewhere). Beside req/s, which the
 * colleagues' work on a shared 2-core machine moves a lot, a server's own CPU per request moves little. */
function cpuMs(child) {
  const stat = `/proc/${child.pid}/stat`;
  if (!existsSync(stat)) return null;
  const fields = readFileSync(stat, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10; // utime + stime, in 10 ms clock ticks
}

/** An autocannon run against `child`, with the server's CPU µs per request as cpuUs (or null). */
async function cannonOn(child, options) {
  const before = cpuMs(child);
  const r = await cannon(options);
  const after = cpuMs(child);
  r.cpuUs = before === null || after === null || r.requests.total === 0 ? null : Math.round(((after - before) * 1000) / r.requests.total);
  return r;
}
// Not a ratio: the bare route's req/s is bounded by autocannon sharing the machine, not by its CPU.
const cpuFigure = (r, bareRun) => (r.cpuUs === null ? '' : `; server CPU ${r.cpuUs} µs a request (bare ${bareRun.cpuUs} µs)`);
const figures = (r) =>
  `${Math.round(r.requests.average)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, errors ${r.errors + r.timeouts}, non-2xx ${r.non2xx}`;

async function loadBench() {
  const file = await bundle('bench/benchServer.ts', 'bench-server');
  const database = join(mkdtempSync(join(tmpdir(), 'pals-load-')), 'load.db');
  const [app, bare] = await Promise.all([
    startServer(
      file,
      ['app', String(appPort), database, join(root, 'data/demo')],
      rosterOnly ? {} : { BENCH_SESSIONS: String(feedbackPhones) },
    ),
    startServer(file, ['bare', String(barePort)]),
  ]);
  try {
    const login = await fetch(`http://127.0.0.1:${appPort}/api/local/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${appPort}` },
      body: JSON.stringify({ username: 'participant', password: 'bigcamp' }),
    });
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    await rosterBench(app, bare, cookie);
    if (!rosterOnly) await feedbackBench(database);
  } finally {
    app.kill();
    bare.kill();
  }
}

/** The roster against the bare route, in turns of 2 s (5 of each, 10 s in all): the colleagues'
 * work on this shared machine comes and goes within seconds, so both sides of a ratio get the same
 * mix of it. req/s is over all turns, p50 the middle turn's, p99 the worst turn's. */
async function inTurns(a, b, turns = 5, seconds = 2) {
  const runs = [[], []];
  for (let turn = 0; turn < turns; turn++)
    for (const [i, side] of [a, b].entries()) runs[i].push(await cannonOn(side.child, { ...side.options, duration: seconds }));
  return runs.map((parts) => {
    const total = parts.reduce((sum, r) => sum + r.requests.total, 0);
    const sum = (key) => parts.reduce((all, r) => all + r[key], 0);
    const p50s = parts.map((r) => r.latency.p50).sort((x, y) => x - y);
    const cpu = parts.every((r) => r.cpuUs !== null)
      ? Math.round(parts.reduce((all, r) => all + r.cpuUs * r.requests.total, 0) / total)
      : null;
    return {
      requests: { average: total / (turns * seconds), total },
      latency: { p50: p50s[Math.floor(p50s.length / 2)], p99: Math.max(...parts.map((r) => r.latency.p99)) },
      errors: sum('errors'),
      timeouts: sum('timeouts'),
      non2xx: sum('non2xx'),
      '2xx': sum('2xx'),
      '3xx': sum('3xx'),
      cpuUs: cpu,
    };
  });
}

/** The roster's budget against the bare route at 50 connections (docs/architecture.md "Budgets"). */
const rosterRatio = 0.7;

async function rosterBench(app, bare, cookie) {
  const bareSide = { child: bare, options: { url: `http://127.0.0.1:${barePort}/bare`, connections: 50 } };
  const ratioTo = (r, bareRun) =>
    `${(r.requests.average / bareRun.requests.average).toFixed(2)} × a bare Fastify route (${Math.round(bareRun.requests.average)} req/s in the same turns)${cpuFigure(r, bareRun)}`;
  for (const connections of [50, 200]) {
    // As a phone's browser asks: it takes a compressed answer.
    const [r, bareRun] = await inTurns(
      {
        child: app,
        options: {
          url: `http://127.0.0.1:${appPort}/api/local/call`,
          connections,
          headers: { cookie, 'accept-encoding': 'gzip, deflate, br' },
        },
      },
      bareSide,
    );
    const limit = connections === 50 ? `20 ms p99 on SQLite, ≥ ${rosterRatio} × bare` : '0 errors';
    const clean = r.non2xx === 0 && r.errors === 0 && r.timeouts === 0;
    const ratio = r.requests.average / bareRun.requests.average;
    results.push({
      budget: `roster call, 600 people, ${connections} connections, 5 × 2 s`,
      measured: `${figures(r)}; ${ratioTo(r, bareRun)}`,
      limit,
      ok: connections === 50 ? r.latency.p99 <= 20 && ratio >= rosterRatio && clean : clean,
    });
  }
  // A phone that already has the roster names it (If-None-Match) and is answered 304, no body.
  const etag = (await fetch(`http://127.0.0.1:${appPort}/api/local/call`, { headers: { cookie } })).headers.get('etag');
  const [r, bareRun] = await inTurns(
    {
      child: app,
      options: {
        url: `http://127.0.0.1:${appPort}/api/local/call`,
        connections: 50,
        headers: { cookie, 'accept-encoding': 'gzip, deflate, br', 'if-none-match': etag },
      },
    },
    bareSide,
  );
  // autocannon counts 304 among the 3xx, not the 2xx.
  results.push({
    budget: 'roster call answered 304 (the phone has it), 50 connections, 5 × 2 s',
    measured: `${figures(r)}; ${r['3xx']} answered 304; ${ratioTo(r, bareRun)}`,
    limit: 'reported',
    ok: r.errors === 0 && r['2xx'] === 0 && r['3xx'] > 0,
  });
}

/** How many phones the feedback bench sends from: each has its own session and address, as a camp's
 * phones do, so the per-session and per-address call limits (docs/security.md) count as they would
 * there; a 429 is counted as not accepted, never hidden. */
const feedbackPhones = 5000;

/** Feedback POSTs from many phones: every message carries its own number, and every one the
 * server accepted (2xx) must be in the database afterwards, found by that number. */
async function feedbackBench(database) {
  const tokens = JSON.parse(readFileSync(`${database}.sessions.json`, 'utf8'));
  const count = () => new Database(database, { readonly: true }).prepare('select count(*) as n from feedback').get().n;
  const before = count();
  let sent = 0;
  const accepted = new Set();
  const post = await cannon({
    url: `http://127.0.0.1:${appPort}/api/local/feedback`,
    connections: 50,
    requests: [
      {
        method: 'POST',
        setupRequest(request, context) {
          const n = sent++;
          const phone = n % tokens.length;
          context.n = n;
          return {
            ...request,
            headers: {
              'content-type': 'application/json',
              origin: `http://127.0.0.1:${appPort}`,
              cookie: `pals_session=${tokens[phone]}`,
              'x-forwarded-for': `10.${(phone >> 16) & 255}.${(phone >> 8) & 255}.${phone & 255}`,
            },
            body: JSON.stringify({ message: `Load test feedback 🏕️ #${n}`, name: '' }),
          };
        },
        onResponse(status, _body, context) {
          if (status >= 200 && status < 300) accepted.add(context.n);
        },
      },
    ],
  });
  // Requests still in flight when the run stops are stored but not counted as answered.
  await sleep(500);
  const messages = new Database(database, { readonly: true })
    .prepare("select message from feedback where message like 'Load test feedback%'")
    .all();
  const stored = new Set(messages.map((row) => Number(row.message.slice(row.message.lastIndexOf('#') + 1))));
  const lost = [...accepted].filter((n) => !stored.has(n)).length;
  const perPhone = Math.ceil(sent / tokens.length);
  results.push({
    budget: `feedback POST, 50 connections, 10 s, ${tokens.length} phones`,
    measured: `${figures(post)}; ${accepted.size} accepted, ${count() - before} stored, ${lost} accepted but not stored; at most ${perPhone} per phone`,
    limit: 'every accepted feedback stored',
    ok: lost === 0 && post.non2xx === 0 && post.errors === 0,
  });
}

async function syncBench() {
  const output = execFileSync('node', [await bundle('bench/syncBench.ts', 'bench-sync')], { cwd: join(root, 'server'), encoding: 'utf8' });
  results.push(JSON.parse(output.trim().split('\n').at(-1)));
}

async function textBench() {
  const output = execFileSync('node', [await bundle('bench/textBench.ts', 'bench-text')], { cwd: join(root, 'server'), encoding: 'utf8' });
  results.push(JSON.parse(output.trim().split('\n').at(-1)));
}

if (only === 'admin-heights') {
  await adminHeightsBench({ root, results, port: appPort + 6 });
  printTable();
  process.exit(0);
}
if (rosterOnly || only === 'small-machine') {
  await (rosterOnly ? loadBench() : smallMachineBench({ root, results, port: appPort + 5 }));
  printTable();
  process.exit(0);
}
try {
  firstLoad();
} catch (error) {
  results.push({
    budget: 'first load of / (JS, as sent: brotli)',
    measured: `could not build the web app: ${error.message}`,
    limit: '80 KB brotli',
    ok: false,
  });
}
await syncBench();
await textBench();
await loadBench();
// The web's screens in Lighthouse (bench/lighthouse.mjs); BENCH_LIGHTHOUSE=0 leaves them out.
if (process.env.BENCH_LIGHTHOUSE !== '0')
  await lighthouseBench({ root, bundle, startServer, results, port: Number(process.env.LIGHTHOUSE_PORT ?? appPort + 2) });
// A first visit's time to ready offline, on a fast and a slow link (bench/offlineReady.mjs); BENCH_OFFLINE_READY=0 leaves it out.
if (process.env.BENCH_OFFLINE_READY !== '0') await offlineReadyBench({ root, bundle, startServer, results, port: appPort + 4 });
// A camp day with the app alone in 1 CPU (bench/smallMachine.mjs); BENCH_SMALL_MACHINE=0 leaves it out.
if (process.env.BENCH_SMALL_MACHINE !== '0') await smallMachineBench({ root, results, port: appPort + 5 });
// The scale table (bench/scale.mjs); BENCH_SCALES=0 leaves it out.
if (process.env.BENCH_SCALES !== '0') await scaleBench({ root, bundle, results, port: appPort + 3 });
// The admin pages' heights at 10 × (bench/adminHeights.mjs); BENCH_ADMIN_HEIGHTS=0 leaves them out.
if (process.env.BENCH_ADMIN_HEIGHTS !== '0') await adminHeightsBench({ root, results, port: appPort + 6 });

printTable();

function printTable() {
  console.log('\n| budget | measured | limit | within |\n| --- | --- | --- | --- |');
  for (const r of results) console.log(`| ${r.budget} | ${r.measured} | ${r.limit} | ${r.ok === null ? '—' : r.ok ? 'yes' : 'NO'} |`);
}
