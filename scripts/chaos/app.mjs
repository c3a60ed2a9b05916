// The app as docs/deploy.md runs it: a workbook, three production instances of server/dist/main.js
// on 127.0.0.1:3310-3312 and Caddy on 127.0.0.1:3320 with section 9's Caddyfile, read from deploy.md.
import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { atEnd, start, sleep, waitForOk } from './processes.mjs';

export const proxyUrl = 'http://127.0.0.1:3320';
const ports = [3310, 3311, 3312];
const areaCodes = [201, 202, 203, 205, 206, 207, 208, 209, 210, 212];
const number = (area, i) => `(${area}) 555-01${String(i).padStart(2, '0')}`;
const easternDate = (ms) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(ms);

/** A copy of the demo workbook, dated around today, with `bigProgram` numbers in Blue Ridge (the
 * program text), `smallProgram` in Lakeshore (the scheduled texts) and `leads` Leads with phones in
 * Blue Ridge, whose daily-report reminder falls due at `reminderAt`. */
export function writeWorkbook(root, folder, { bigProgram, smallProgram, leads, reminderAt }) {
  cpSync(join(root, 'data/demo'), folder, { recursive: true });
  const day = 86_400_000;
  const wall = new Intl.DateTimeFormat('en-GB', { timeZone: 'America/New_York', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const programs = readFileSync(join(folder, 'programs.csv'), 'utf8').trim().split('\n');
  programs[0] += ',report_reminder_time,quiet_hours';
  programs[1] = programs[1].replace(/2026-11-16,2026-11-22/, `${easternDate(Date.now() - 3 * day)},${easternDate(Date.now() + 3 * day)}`);
  // Quiet hours a minute long at 3 AM: the run's reminders go whatever hour it runs.
  programs[1] += `,${wall.format(reminderAt)},03:00-03:01`;
  programs[2] += ',,';
  writeFileSync(join(folder, 'programs.csv'), `${programs.join('\n')}\n`);
  const staff = readFileSync(join(folder, 'staff.csv'), 'utf8').trim().split('\n');
  const leadRows = Array.from(
    { length: leads },
    (_, i) => `chaos.lead${i + 1}@example.org,Lead${i + 1},Chaos Lead ${i + 1},Blue Ridge,Lead,,,${number(217, i)}`,
  );
  writeFileSync(join(folder, 'staff.csv'), `${[...staff, ...leadRows].join('\n')}\n`);
  const participants = readFileSync(join(folder, 'participants.csv'), 'utf8').trim().split('\n');
  const add = (program, count, from) =>
    Array.from(
      { length: count },
      (_, i) => `${program},Chaos Camper ${from + i + 1},Peer,,,${number(areaCodes[Math.floor((from + i) / 100)], (from + i) % 100)}`,
    );
  const bigCount = participants.filter((row) => row.startsWith('Blue Ridge,') && /\d{3}\) 555/.test(row)).length;
  writeFileSync(
    join(folder, 'participants.csv'),
    `${[...participants, ...add('Blue Ridge', bigProgram - bigCount, 0), ...add('Lakeshore', smallProgram, 600)].join('\n')}\n`,
  );
  return { reminderTime: wall.format(reminderAt), today: easternDate(Date.now()) };
}

/** Caddy's site of docs/deploy.md section 9, on this run's addresses. On a Caddy before 2.11.2
 * (Debian 12's 2.6.2) without request buffering or the POST retry lines, as deploy.md "Which Caddy" says. */
export function caddyfileFromDeployDoc(root, logFile) {
  const doc = readFileSync(join(root, 'docs/deploy.md'), 'utf8');
  const section = doc.slice(doc.indexOf('## 9. '), doc.indexOf('## 10. '));
  const site = /```\n(camp\.example\.org \{[\s\S]*?\n\})\n```/.exec(section)?.[1];
  if (!site) throw new Error('docs/deploy.md section 9 has no Caddyfile');
  let body = site
    .replace('camp.example.org', proxyUrl)
    .replace('127.0.0.1:3000 127.0.0.1:3001', ports.map((p) => `127.0.0.1:${p}`).join(' '));
  const notes = [];
  const version = spawnSync('caddy', ['version'], { encoding: 'utf8' }).stdout?.trim() ?? '';
  const [major = 0, minor = 0, patch = 0] = (/v?(\d+)\.(\d+)\.(\d+)/.exec(version) ?? []).slice(1).map(Number);
  if (major * 10_000 + minor * 100 + patch < 21_102) {
    // deploy.md "Which Caddy": before the fix a kept body goes back to Caddy's buffer pool when an
    // attempt fails, and the next attempt can carry another request's body under this one's headers
    // (measured: one Lead's feedback stored under another's name and key), so no request buffering.
    body = body.replace(/^\s*request_buffers (\S+)\n/m, (_, size) => {
      notes.push(`Caddy ${version.split(' ')[0]}: request_buffers ${size} left out (deploy.md "Which Caddy")`);
      return '';
    });
    // deploy.md "Which Caddy": before the replay fix, a POST sent again goes with an empty body, fails
    // on every instance in turn, and fail_duration then leaves every one out.
    const dropped = body.match(/^\s*lb_retry_match (header|path) .*$/gm) ?? [];
    if (dropped.length) {
      body = body.replace(/^\s*lb_retry_match (header|path) .*\n/gm, '');
      notes.push(`Caddy ${version.split(' ')[0]}: the lb_retry_match lines for POSTs left out (deploy.md "Which Caddy")`);
    }
  }
  const text = `{\n\tadmin off\n\tlog {\n\t\toutput file ${logFile}\n\t\tlevel INFO\n\t}\n}\n${body}\n`;
  return { text, notes, version: version.split(' ')[0] };
}

/** libfaketime (Debian's `faketime` package), or null: the run installs nothing itself. */
function fakeTimeLibrary() {
  const found = [
    '/usr/lib/x86_64-linux-gnu/faketime',
    '/usr/lib/aarch64-linux-gnu/faketime',
    '/usr/lib/faketime',
    '/usr/local/lib/faketime',
  ]
    .map((dir) => join(dir, 'libfaketimeMT.so.1'))
    .find((file) => existsSync(file));
  return found ?? null;
}

export function app({ root, folder, databaseUrl, google, twilio, sendsPerSecond, skewed }) {
  const built = join(root, 'server/dist');
  if (!existsSync(join(built, 'main.js'))) throw new Error('server/dist/main.js is missing: run npm run build first');
  // A copy of the build for the run (beside it, where its packages resolve, as the server tests do):
  // a build made meanwhile in the checkout must not give a restarted instance other code.
  const own = join(built, `chaos-${process.pid}`);
  mkdirSync(own, { recursive: true });
  atEnd(() => rmSync(own, { recursive: true, force: true }));
  for (const file of readdirSync(built)) if (/\.js(\.map)?$/.test(file)) copyFileSync(join(built, file), join(own, file));
  const main = join(own, 'main.js');
  const node = process.execPath;
  const instances = ports.map((port, i) => ({ port, index: i, child: null, databaseUrl, skewed: skewed === i }));
  // One instance's host clock runs 3 minutes fast: libfaketime preloaded into its node process moves
  // the wall clock Date.now() reads (not the monotonic one timers run on), as on a host whose clock
  // drifted. Not PALS_TEST_CLOCK_OFFSET_MINUTES: that moves the database clock the scheduler reads
  // (db/clock.ts), which is "send 3 minutes early", not a fast host. Without libfaketime the fault is
  // not applied, and the run says so.
  const fastClock = skewed === undefined || skewed === null ? null : fakeTimeLibrary();
  const envOf = (instance) => ({
    NODE_ENV: 'production',
    ...(instance.skewed && fastClock ? { LD_PRELOAD: fastClock, FAKETIME: '+3m', FAKETIME_DONT_FAKE_MONOTONIC: '1' } : {}),
    HOST: '127.0.0.1',
    PORT: String(instance.port),
    DATABASE_URL: instance.databaseUrl,
    PALS_WORKBOOK: join(folder, 'workbook'),
    WEB_DIST: join(root, 'web/dist'),
    PUBLIC_URL: proxyUrl,
    TRUST_PROXY: '127.0.0.1',
    GOOGLE_CLIENT_ID: google.clientId,
    GOOGLE_CLIENT_SECRET: google.clientSecret,
    GOOGLE_TOKEN_URL: google.tokenUrl,
    GOOGLE_CERTS_URL: google.certsUrl,
    SMS_PROVIDER: 'twilio',
    TWILIO_ACCOUNT_SID: twilio.sid,
    TWILIO_AUTH_TOKEN: twilio.token,
    TWILIO_FROM: '+14125550100',
    TWILIO_BASE_URL: twilio.baseUrl,
    SMS_SENDS_PER_SECOND: String(sendsPerSecond),
    LOG_LEVEL: 'warn',
  });
  let caddy = null;
  return {
    instances,
    /** libfaketime's path when the fast clock is applied, else null. */
    fastClock,
    /** Starts an instance and waits until it is ready; one that exits first (a start that found
     * no database exits 1) is started again 5 s later, as systemd's Restart=on-failure would. */
    async startInstance(instance) {
      const until = Date.now() + 120_000;
      while (Date.now() < until) {
        const child = start(node, [main], { env: envOf(instance), cwd: folder, logFile: join(folder, `instance-${instance.port}.log`) });
        instance.child = child;
        const ended = child.exited.then(() => 'ended');
        const ready = waitForOk(`http://127.0.0.1:${instance.port}/readyz`, until - Date.now()).then(() => 'ready');
        if ((await Promise.race([ended, ready])) === 'ready') return;
        await sleep(5000);
      }
      throw new Error(`:${instance.port} was not ready within 2 minutes`);
    },
    async startAll() {
      await this.startInstance(instances[0]);
      await Promise.all(instances.slice(1).map((i) => this.startInstance(i)));
    },
    /** Ends an instance with `signal` and waits for it to be gone. */
    async stop(instance, signal) {
      const child = instance.child;
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      await Promise.race([child.exited, sleep(20_000)]);
    },
    async startCaddy(caddyfile) {
      const file = join(folder, 'Caddyfile');
      writeFileSync(file, caddyfile);
      caddy = start('caddy', ['run', '--config', file, '--adapter', 'caddyfile'], {
        logFile: join(folder, 'caddy.out'),
        env: { XDG_DATA_HOME: join(folder, 'caddy-data'), XDG_CONFIG_HOME: join(folder, 'caddy-config') },
      });
      await waitForOk(`${proxyUrl}/readyz`, 30_000);
    },
    async stopAll() {
      await Promise.all(instances.map((i) => this.stop(i, 'SIGTERM')));
      if (caddy && caddy.exitCode === null) {
        caddy.kill('SIGTERM');
        await caddy.exited;
      }
    },
  };
}
