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
import { performance } from 'node:perf_hooks';
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

/** One kind of call at `rate` a second, evenly spaced and open-loop (each request at its time,
 * whether or not the ones before have been answered), each from the next phone in turn: a real day's
 * phones do not wait on each other. autocannon's own rate sends each second's requests in one burst at
 * the second's start, which measures the burst's queue, not the pace. Its result in autocannon's shape. */
async function pacedCalls(base, { phones, path, method = 'GET', body, rate }) {
  const latencies = [];
  let non2xx = 0;
  let errors = 0;
  const pending = [];
  const started = performance.now();
  const total = Math.round(rate * seconds);
  for (let n = 0; n < total; n++) {
    const due = started + (n * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const phone = phones[n % phones.length];
    const headers = { cookie: phone.cookie, 'x-forwarded-for': phone.address, 'accept-encoding': 'gzip, deflate, br' };
    const init =
      method === 'GET'
        ? { headers }
        : {
            method,
            headers: {
              ...headers,
              'content-type': 'application/json',
              origin: base,
              'idempotency-key': `small-machine-${process.pid}-${Date.now()}-${n}`,
            },
            body: JSON.stringify(body(n)),
          };
    const sent = performance.now();
    pending.push(
      fetch(`${base}${typeof path === 'function' ? path(n) : path}`, init).then(
        async (answer) => {
          await answer.arrayBuffer();
          if (answer.ok) latencies.push(performance.now() - sent);
          else non2xx++;
        },
        () => errors++,
      ),
    );
  }
  await Promise.all(pending);
  latencies.sort((a, b) => a - b);
  const at = (q) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  return { requests: { total }, latency: { p50: at(0.5), p99: at(0.99) }, non2xx, errors, timeouts: 0 };
}

/** The busiest minute of a camp day, several times over, in requests a second: all 700 people opening
 * the roster once a minute is 12 a second, so 50 + 20 is six times that; 10 feedback messages a
 * second is 600 a minute, where a whole camp day has sent about 50; an Administrator opening an
 * admin page every half second. The budget is judged at this pace (docs/performance.md). */
const peakPace = { participantRoster: 50, staffRoster: 20, feedback: 10, admin: 2 };

/** The camp day: the participants' and staff's roster, feedback (each with an Idempotency-Key) and one
 * Administrator reading the admin pages in turn. At `pace` (peakPace), each at its rate a second,
 * evenly spaced (pacedCalls); without one, as fast as the rows' 50 connections go (the ceiling: p99 is then the queue at
 * saturation), feedback at 200 a second: 500 phones each well under the 30 a minute one session may send. */
async function campDay(base, people, pace) {
  const { participants, staff, administrator } = people;
  const adminPages = [
    '/api/google/admin/config',
    '/api/google/admin/feedback?page=1',
    '/api/google/admin/texts?page=1',
    `/api/google/admin/reports?program=${encodeURIComponent(firstProgram)}`,
  ];
  const feedback = { method: 'POST', body: (n) => ({ message: `Small machine feedback ${n}`, name: '' }) };
  if (pace) {
    const runs = {
      'roster (participant)': pacedCalls(base, { phones: participants, path: '/api/local/call', rate: pace.participantRoster }),
      'feedback (participant)': pacedCalls(base, { phones: participants, path: '/api/local/feedback', ...feedback, rate: pace.feedback }),
      'roster (staff)': pacedCalls(base, { phones: staff, path: '/api/google/call', rate: pace.staffRoster }),
      'admin pages': pacedCalls(base, {
        phones: [{ cookie: administrator, address: '10.22.0.1' }],
        path: (n) => adminPages[n % adminPages.length],
        rate: pace.admin,
      }),
    };
    const names = Object.keys(runs);
    const results = await Promise.all(Object.values(runs));
    return Object.fromEntries(names.map((name, i) => [name, results[i]]));
  }
  const runs = {
    'roster (participant)': calls(base, { phones: participants, path: '/api/local/call', connections: 25 }),
    'feedback (participant)': calls(base, {
      phones: participants,
      path: '/api/local/feedback',
      ...feedback,
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
    const day = await campDay(base, people, peakPace);
    const cpuAtPeak = cpuMs(server.child.pid);
    const cpuShare = (cpuAtPeak - cpuBefore) / (seconds * 1000);
    // The peak's memory, before the ceiling's 50 connections grow it.
    const peakVmHwmMb = vmHwmMb(server.child.pid);
    const peakCgroupRssMb = peakRss;
    const ceiling = await campDay(base, people, null);
    const alive = server.child.exitCode === null && !server.child.signalCode;
    return {
      kind,
      limitMb,
      day,
      ceiling,
      alive,
      cpuShare,
      ceilingCpuShare: alive ? (cpuMs(server.child.pid) - cpuAtPeak) / (seconds * 1000) : null,
      peakVmHwmMb,
      peakCgroupRssMb,
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
    const brief = (runs) =>
      Object.fromEntries(
        Object.entries(runs).map(([k, r]) => [
          k,
          { total: r.requests.total, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors + r.timeouts },
        ]),
      );
    console.error(JSON.stringify({ ...row, day: brief(row.day), ceiling: brief(row.ceiling) }));
    const sum = (runs, of) => Object.values(runs).reduce((total, r) => total + of(r), 0);
    const requests = (runs) => sum(runs, (r) => r.requests.total);
    const errors = (runs) => sum(runs, (r) => r.non2xx + r.errors + r.timeouts);
    const latencies = (runs) =>
      Object.entries(runs)
        .map(([call, r]) => `${call} ${r.latency.p50}/${r.latency.p99} ms`)
        .join(', ');
    const person = Object.entries(row.day).filter(([call]) => call !== 'admin pages');
    const worstP99 = Math.max(...person.map(([, r]) => r.latency.p99));
    const peak = Math.max(row.peakVmHwmMb, row.peakCgroupRssMb);
    const db = kind === 'postgres' ? 'PostgreSQL' : 'SQLite';
    results.push({
      budget: title(db, limitMb),
      measured:
        `at the peak's pace (${Object.entries(peakPace)
          .map(([call, rate]) => `${call} ${rate}/s`)
          .join(', ')}): ${requests(row.day)} requests from ${row.phones} signed-in phones and an Administrator; p50/p99: ` +
        `${latencies(row.day)}; errors ${errors(row.day)}; peak RSS: node ${row.peakVmHwmMb.toFixed(0)} MB (VmHWM), ` +
        `cgroup ${row.peakCgroupRssMb.toFixed(0)} MB (memory.stat rss, sampled); the app used ${Math.round(row.cpuShare * 100)} % of its CPU; ` +
        `only the app in the cgroup (PostgreSQL and autocannon outside it)`,
      limit,
      ok: row.alive && worstP99 <= budget.p99Ms && errors(row.day) === 0 && peak <= budget.rssMb,
    });
    results.push({
      budget: `the same machine's ceiling, ${db}: the rows' 50 connections as fast as they go, ${seconds} s`,
      measured:
        `${requests(row.ceiling)} requests (${Math.round(requests(row.ceiling) / seconds)}/s); p50/p99: ${latencies(row.ceiling)}; ` +
        `errors ${errors(row.ceiling)}; node ${row.vmHwmMb === null ? 'killed' : `${row.vmHwmMb.toFixed(0)} MB`} (VmHWM), cgroup ${row.cgroupRssMb.toFixed(0)} MB, ` +
        `${row.maxUsageMb.toFixed(0)} MB with page cache (memory.max_usage_in_bytes); memory.failcnt ${row.failcnt}, OOM kills ${row.oomKills}; ` +
        `the app used ${row.ceilingCpuShare === null ? '?' : Math.round(row.ceilingCpuShare * 100)} % of its CPU, throttled in ${row.throttled} periods`,
      limit: 'reported: how far past the peak one CPU goes',
      ok: row.alive && errors(row.ceiling) === 0 ? null : false,
    });
  }
}
