// The smallest machine (docs/performance.md, docs/deploy.md "The smallest machine"): a camp day of
// the 1 × organisation (bench/scale.mjs's seed) against the server as built for production
// (server/dist/main.js), the server alone in a cgroup of 1 CPU and 512 MB (PostgreSQL, when
// BENCH_POSTGRES_URL names a server) or 256 MB (SQLite). PostgreSQL and the load generator run
// outside it. The day, compressed: every participant and staff member signed in for real (camp
// password, demo sign-in), phones reading the roster and writing feedback at the feedback and roster
// rows' 50 connections, and an Administrator reading the admin pages, for BENCH_SMALL_SECONDS
// (default 60) a database. Needs root and cgroup v1 at /sys/fs/cgroup (cpu and memory).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, rmdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import process from 'node:process';
import { clearInterval, setInterval } from 'node:timers';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import pg from 'pg';
import { passwordsJudged, seeded } from './scale.mjs';

const seconds = Number(process.env.BENCH_SMALL_SECONDS ?? 60);
const admin = 'avery.admin@example.org';
const firstProgram = 'Cedar Lake 1';
const budget = { p99Ms: 100, rssMb: 200 };
const cgroupRoot = '/sys/fs/cgroup';
const mb = (bytes) => bytes / 2 ** 20;

/** A cgroup of one CPU (a quota of one period in each) and `limitMb` of memory, in the cpu and memory hierarchies. */
function cgroupOf(name, limitMb) {
  const cpu = join(cgroupRoot, 'cpu', name);
  const memory = join(cgroupRoot, 'memory', name);
  for (const dir of [cpu, memory]) mkdirSync(dir);
  writeFileSync(join(cpu, 'cpu.cfs_period_us'), '100000');
  writeFileSync(join(cpu, 'cpu.cfs_quota_us'), '100000');
  writeFileSync(join(memory, 'memory.limit_in_bytes'), String(limitMb * 2 ** 20));
  const read = (file) => readFileSync(join(memory, file), 'utf8');
  const stat = (text, key) => Number(new RegExp(`^${key} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);
  return {
    procs: [join(cpu, 'cgroup.procs'), join(memory, 'cgroup.procs')],
    rssMb: () => mb(stat(read('memory.stat'), 'rss')),
    figures: () => ({
      maxUsageMb: mb(Number(read('memory.max_usage_in_bytes'))),
      failcnt: Number(read('memory.failcnt')),
      oomKills: stat(read('memory.oom_control'), 'oom_kill'),
      throttled: stat(readFileSync(join(cpu, 'cpu.stat'), 'utf8'), 'nr_throttled'),
    }),
    remove: () => [cpu, memory].forEach((dir) => rmdirSync(dir)),
  };
}

/** The production server, put into the cgroup by its shell before node starts (exec keeps the pid). */
function startServer(root, cgroup, env) {
  const child = spawn(
    'sh',
    ['-c', 'echo $$ > "$1" && echo $$ > "$2" && shift 2 && exec "$@"', 'sh', ...cgroup.procs, process.execPath, 'server/dist/main.js'],
    {
      cwd: root,
      // Its log goes to /dev/null, as to journald outside the cgroup: a pipe to this busy process would
      // hold the server up (Node writes to pipes synchronously); the last lines of stderr say why it stopped.
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, NODE_ENV: 'production', PALS_DEMO: '1', HOST: '127.0.0.1', TRUST_PROXY: '127.0.0.1', ...env },
    },
  );
  const tail = [];
  child.stderr.on('data', (chunk) => tail.push(...String(chunk).split('\n').slice(-5)) && tail.splice(0, tail.length - 10));
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve(signal ?? code)));
  return { child, tail, exited };
}

async function ready(base, server) {
  for (let tries = 0; tries < 600; tries++) {
    if (server.child.exitCode !== null || server.child.signalCode) throw new Error(`the server stopped: ${server.tail.join(' ')}`);
    if (
      await fetch(`${base}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await sleep(200);
  }
  throw new Error('the server was not ready within 2 minutes');
}

/** A real sign-in from phone address `address`; the session cookie it set. */
async function signIn(base, path, body, address) {
  const answer = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, 'x-forwarded-for': address },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`sign-in at ${path} answered ${answer.status}`);
  return answer.headers
    .getSetCookie()
    .find((c) => c.startsWith('pals_session='))
    .split(';')[0];
}

/** Everyone of the organisation signed in: each program's participants by its camp password, each
 * staff member by demo sign-in, each phone from its own address, as behind the production proxy. */
async function signInEveryone(base, folder) {
  const programs = readFileSync(join(folder, 'programs.csv'), 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split(',').slice(0, 2));
  const { accounts } = await fetch(`${base}/api/demo/accounts`).then((r) => r.json());
  const phone = async (prefix, n, path, body) => {
    const address = `10.${prefix}.${n >> 8}.${n & 255}`;
    return { cookie: await signIn(base, path, body, address), address };
  };
  const participants = [];
  for (const [, password] of programs)
    for (let i = 0; i < 50; i++)
      participants.push(await phone(20, participants.length, '/api/local/login', { username: 'participant', password }));
  const staff = [];
  for (const { email } of accounts.filter((a) => a.program)) staff.push(await phone(21, staff.length, '/api/demo/login', { email }));
  const administrator = await signIn(base, '/api/demo/login', { email: admin }, '10.22.0.1');
  return { participants, staff, administrator };
}

/** One kind of call for the run's length, each request from the next phone in turn. */
function calls(base, { phones, path, method = 'GET', body, connections, overallRate }) {
  let sent = 0;
  return autocannon({
    url: `${base}${path}`,
    connections,
    duration: seconds,
    ...(overallRate ? { overallRate } : {}),
    requests: [
      {
        method,
        setupRequest(request) {
          const n = sent++;
          const phone = phones[n % phones.length];
          const headers = { cookie: phone.cookie, 'x-forwarded-for': phone.address, 'accept-encoding': 'gzip, deflate, br' };
          if (method === 'GET') return { ...request, headers };
          return {
            ...request,
            headers: {
              ...headers,
              'content-type': 'application/json',
              origin: base,
              'idempotency-key': `small-machine-${process.pid}-${Date.now()}-${n}`,
            },
            body: JSON.stringify(body(n)),
          };
        },
      },
    ],
  });
}

/** The camp day: a person's calls at the rows' 50 connections and one Administrator reading the admin
 * pages in turn. Feedback goes at 200 a second: 500 phones each well under the 30 a minute one session may send. */
async function campDay(base, people) {
  const { participants, staff, administrator } = people;
  const adminPages = [
    '/api/google/admin/config',
    '/api/google/admin/feedback?page=1',
    '/api/google/admin/texts?page=1',
    `/api/google/admin/reports?program=${encodeURIComponent(firstProgram)}`,
  ];
  const runs = {
    'roster (participant)': calls(base, { phones: participants, path: '/api/local/call', connections: 25 }),
    'feedback (participant)': calls(base, {
      phones: participants,
      path: '/api/local/feedback',
      method: 'POST',
      body: (n) => ({ message: `Small machine feedback ${n}`, name: '' }),
      connections: 10,
      overallRate: 200,
    }),
    'roster (staff)': calls(base, { phones: staff, path: '/api/google/call', connections: 15 }),
    'admin pages': autocannon({
      url: base,
      connections: 1,
      duration: seconds,
      requests: adminPages.map((path) => ({
        method: 'GET',
        path,
        headers: { cookie: administrator, 'accept-encoding': 'gzip, deflate, br' },
      })),
    }),
  };
  const names = Object.keys(runs);
  const results = await Promise.all(Object.values(runs));
  return Object.fromEntries(names.map((name, i) => [name, results[i]]));
}

/** CPU time a process has used, in ms (utime + stime in /proc, 10 ms ticks). */
const cpuMs = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};
const vmHwmMb = (pid) => Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

async function oneMachine(root, kind, limitMb, port) {
  const dir = mkdtempSync(join(tmpdir(), 'pals-small-'));
  const name = `pals_small_${process.pid}`;
  const { url, folder } = await seeded(root, kind, 1, { dir, name });
  const cgroup = cgroupOf(`pals-small-${process.pid}-${kind}`, limitMb);
  const server = startServer(root, cgroup, { PORT: String(port), DATABASE_URL: url, PALS_WORKBOOK: folder });
  const base = `http://127.0.0.1:${port}`;
  let peakRss = 0;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, cgroup.rssMb())), 250);
  try {
    await ready(base, server);
    const people = await signInEveryone(base, folder);
    await passwordsJudged(base, { cookie: people.administrator });
    const cpuBefore = cpuMs(server.child.pid);
    const day = await campDay(base, people);
    const alive = server.child.exitCode === null && !server.child.signalCode;
    const cpuShare = alive ? (cpuMs(server.child.pid) - cpuBefore) / (seconds * 1000) : null;
    return {
      kind,
      limitMb,
      day,
      alive,
      cpuShare,
      vmHwmMb: alive ? vmHwmMb(server.child.pid) : null,
      cgroupRssMb: peakRss,
      ...cgroup.figures(),
      phones: people.participants.length + people.staff.length,
    };
  } finally {
    clearInterval(sampler);
    server.child.kill('SIGTERM');
    await server.exited;
    cgroup.remove();
    if (kind === 'postgres') {
      const client = new pg.Client({ connectionString: `${process.env.BENCH_POSTGRES_URL}/postgres` });
      await client.connect();
      await client.query(`drop database if exists ${name}`);
      await client.end();
    }
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function smallMachineBench({ root, results, port = 3406 }) {
  const title = (db, limitMb) => `a camp day on the smallest machine, ${db}: the app alone in 1 CPU / ${limitMb} MB, ${seconds} s`;
  const limit = `a person's calls p99 ≤ ${budget.p99Ms} ms, 0 errors, peak RSS ≤ ${budget.rssMb} MB`;
  if (process.getuid?.() !== 0 || !existsSync(join(cgroupRoot, 'memory/memory.limit_in_bytes'))) {
    results.push({
      budget: title('both', '…'),
      measured: 'not measured: needs root and cgroup v1 (cpu, memory) at /sys/fs/cgroup',
      limit,
      ok: null,
    });
    return;
  }
  if (!existsSync(join(root, 'server/dist/main.js'))) execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  const machines = [...(process.env.BENCH_POSTGRES_URL ? [['postgres', 512]] : []), ['sqlite', 256]];
  if (!process.env.BENCH_POSTGRES_URL)
    results.push({
      budget: title('PostgreSQL', 512),
      measured: 'not measured: set BENCH_POSTGRES_URL (e.g. postgres://postgres@127.0.0.1:5432)',
      limit,
      ok: null,
    });
  for (const [kind, limitMb] of machines) {
    const row = await oneMachine(root, kind, limitMb, port);
    console.error(
      JSON.stringify({
        ...row,
        day: Object.fromEntries(
          Object.entries(row.day).map(([k, r]) => [
            k,
            { total: r.requests.total, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors + r.timeouts },
          ]),
        ),
      }),
    );
    const runs = Object.entries(row.day);
    const person = runs.filter(([call]) => call !== 'admin pages');
    const requests = runs.reduce((sum, [, r]) => sum + r.requests.total, 0);
    const non2xx = runs.reduce((sum, [, r]) => sum + r.non2xx, 0);
    const socket = runs.reduce((sum, [, r]) => sum + r.errors + r.timeouts, 0);
    const worstP99 = Math.max(...person.map(([, r]) => r.latency.p99));
    const peak = Math.max(row.vmHwmMb ?? Infinity, row.cgroupRssMb);
    results.push({
      budget: title(kind === 'postgres' ? 'PostgreSQL' : 'SQLite', limitMb),
      measured:
        `${requests} requests (${Math.round(requests / seconds)}/s) from ${row.phones} signed-in phones and an Administrator; p50/p99: ` +
        runs.map(([call, r]) => `${call} ${r.latency.p50}/${r.latency.p99} ms`).join(', ') +
        `; errors ${non2xx + socket} (non-2xx ${non2xx}, socket ${socket}); peak RSS: node ${row.vmHwmMb === null ? 'killed' : `${row.vmHwmMb.toFixed(0)} MB`} (VmHWM), ` +
        `cgroup ${row.cgroupRssMb.toFixed(0)} MB (memory.stat rss, sampled), ${row.maxUsageMb.toFixed(0)} MB with page cache (memory.max_usage_in_bytes); ` +
        `memory.failcnt ${row.failcnt}, OOM kills ${row.oomKills}, the app used ${row.cpuShare === null ? '?' : Math.round(row.cpuShare * 100)} % of its CPU, throttled in ${row.throttled} periods; only the app in the cgroup (PostgreSQL and autocannon outside it)`,
      limit,
      ok: row.alive && worstP99 <= budget.p99Ms && non2xx + socket === 0 && peak <= budget.rssMb,
    });
  }
}
