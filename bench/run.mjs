// npm run bench: measures the budgets of docs/architecture.md and prints them as a table.
// Budgets are reported, never asserted as timed tests.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { build } from 'esbuild';
import { lighthouseBench } from './lighthouse.mjs';

const root = new URL('..', import.meta.url).pathname;
const results = [];

function firstLoad() {
  const dist = join(root, 'web/dist');
  if (!existsSync(join(dist, 'index.html'))) execFileSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'inherit' });
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  const bytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file))).length, 0);
  const brotli = files.reduce((sum, file) => sum + brotliCompressSync(readFileSync(join(dist, file)), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length, 0);
  const css = [...html.matchAll(/href="\/(assets\/[^"]+\.css)"/g)].reduce((sum, m) => sum + gzipSync(readFileSync(join(dist, m[1]))).length, 0);
  results.push({ budget: 'first load of / (JS, gzip)', measured: `${(bytes / 1024).toFixed(1)} KB JS in ${files.length} file(s) (${(brotli / 1024).toFixed(1)} KB brotli), ${(css / 1024).toFixed(1)} KB CSS`, limit: '90 KB (issue 18)', ok: bytes <= 90 * 1024 });
  const kb = (file) => (gzipSync(readFileSync(join(dist, 'assets', file))).length / 1024).toFixed(1);
  const screens = readdirSync(join(dist, 'assets')).filter((f) => /(Screen|Routes)-.*\.js$/.test(f) && !files.includes(`assets/${f}`));
  results.push({ budget: 'each lazy screen (JS, gzip)', measured: screens.map((f) => `${f.replace(/-[\w-]+\.js$/, '')} ${kb(f)} KB`).join(', '), limit: 'lazy-loaded', ok: screens.length > 0 });
}

/** Bundles a bench TS entry into server/dist, where it finds the installed packages. */
async function bundle(entry, name) {
  const outfile = join(root, `server/dist/${name}.mjs`);
  await build({ entryPoints: [join(root, entry)], outfile, bundle: true, platform: 'node', format: 'esm', packages: 'external', logLevel: 'warning', alias: { '@pals/core': join(root, 'core/src') } });
  return outfile;
}

function startServer(file, args) {
  return new Promise((resolve, reject) => {
    const child = spawn('node', [file, ...args], { cwd: join(root, 'server'), stdio: ['ignore', 'pipe', 'inherit'] });
    child.stdout.on('data', (chunk) => String(chunk).includes('ready') && resolve(child));
    child.on('exit', (code) => reject(new Error(`bench server stopped (${code})`)));
  });
}

const cannon = (options) => autocannon({ duration: 10, ...options });
const figures = (r) => `${Math.round(r.requests.average)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, errors ${r.errors + r.timeouts}, non-2xx ${r.non2xx}`;

async function loadBench() {
  const file = await bundle('bench/benchServer.ts', 'bench-server');
  const database = join(mkdtempSync(join(tmpdir(), 'pals-load-')), 'load.db');
  const [app, bare] = await Promise.all([startServer(file, ['app', '3401', database, join(root, 'data/demo')]), startServer(file, ['bare', '3402'])]);
  try {
    const login = await fetch('http://127.0.0.1:3401/api/local/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:3401' },
      body: JSON.stringify({ username: 'participant', password: 'bigcamp' }),
    });
    const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const bareRun = await cannon({ url: 'http://127.0.0.1:3402/bare', connections: 50 });
    for (const connections of [50, 200]) {
      // As a phone's browser asks: it takes a compressed answer.
      const r = await cannon({ url: 'http://127.0.0.1:3401/api/local/call', connections, headers: { cookie, 'accept-encoding': 'gzip, deflate, br' } });
      const limit = connections === 50 ? '20 ms p99 on SQLite' : 'reported';
      const ratio = (r.requests.average / bareRun.requests.average).toFixed(2);
      results.push({ budget: `roster call, 600 people, ${connections} connections, 10 s`, measured: `${figures(r)}; ${ratio} × a bare Fastify route (${Math.round(bareRun.requests.average)} req/s)`, limit, ok: connections === 50 ? r.latency.p99 <= 20 && r.non2xx === 0 && r.errors === 0 : r.non2xx === 0 && r.errors === 0 });
    }
    const before = new Database(database, { readonly: true }).prepare('select count(*) as n from feedback').get().n;
    const post = await cannon({
      url: 'http://127.0.0.1:3401/api/local/feedback',
      connections: 50,
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', origin: 'http://127.0.0.1:3401' },
      body: JSON.stringify({ message: 'Load test feedback 🏕️', name: '' }),
    });
    const stored = new Database(database, { readonly: true }).prepare('select count(*) as n from feedback').get().n - before;
    const ok2xx = post['2xx'];
    // Requests still in flight when the run stops are stored but not counted as answered.
    results.push({ budget: 'feedback POST, 50 connections, 10 s', measured: `${figures(post)}; ${ok2xx} answered ok, ${stored} stored`, limit: 'every ok answer stored', ok: stored >= ok2xx && post.non2xx === 0 });
  } finally {
    app.kill();
    bare.kill();
  }
}

async function syncBench() {
  const output = execFileSync('node', [await bundle('bench/syncBench.ts', 'bench-sync')], { cwd: join(root, 'server'), encoding: 'utf8' });
  results.push(JSON.parse(output.trim().split('\n').at(-1)));
}

try {
  firstLoad();
} catch (error) {
  results.push({ budget: 'first load of / (JS, gzip)', measured: `could not build the web app: ${error.message}`, limit: '90 KB (issue 18)', ok: false });
}
await syncBench();
await loadBench();
// The web's screens in Lighthouse (bench/lighthouse.mjs); BENCH_LIGHTHOUSE=0 leaves them out.
if (process.env.BENCH_LIGHTHOUSE !== '0') await lighthouseBench({ root, bundle, startServer, results });

console.log('\n| budget | measured | limit | within |\n| --- | --- | --- | --- |');
for (const r of results) console.log(`| ${r.budget} | ${r.measured} | ${r.limit} | ${r.ok === null ? '—' : r.ok ? 'yes' : 'NO'} |`);
