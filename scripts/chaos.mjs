// npm run chaos [-- --minutes N]: the fault run of docs/deploy.md section 13. Its own PostgreSQL (a
// primary and a streaming replica), three production instances behind Caddy as deploy.md configures
// it, the Google and Twilio stand-ins of the server tests, a camp day of phones and texts, and every
// fault of the day; then one table, and exit 1 when anything is over budget. Everything on 127.0.0.1.
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import process from 'node:process';
import pg from 'pg';
import { clientId, clientSecret, signIdToken, startFakeGoogle } from '../server/test/fakeGoogle.ts';
import { startFakeTwilio, twilioAccount } from '../server/test/fakeTwilio.ts';
import { app, caddyfileFromDeployDoc, writeWorkbook } from './chaos/app.mjs';
import { cluster } from './chaos/cluster.mjs';
import { faultDay } from './chaos/day.mjs';
import { atEnd, cleanUp } from './chaos/processes.mjs';

const root = resolve(import.meta.dirname, '..');
const minutesAt = process.argv.indexOf('--minutes');
const minutes = minutesAt > 0 ? Number(process.argv[minutesAt + 1]) : 5;
if (!(minutes >= 2 && minutes <= 8)) {
  console.error('--minutes: give the camp day’s length, 2 to 8 minutes (default 5)');
  process.exit(2);
}
const began = Date.now();

/** Caddy's errors, by what went wrong (why a request got 502 or 503 from the proxy), and its failed health checks. */
function proxyErrors(file) {
  const kinds = new Map();
  const lines = existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
  for (const line of lines) {
    let entry;
    try {
      entry = JSON.parse(line);
    } catch {
      continue;
    }
    const health = entry.logger?.endsWith('health_checker.active');
    if (entry.level !== 'error' && !health) continue;
    const why = `${entry.msg ?? ''}${health && entry.error ? `: ${entry.error}` : ''}${health && entry.status_code ? ` ${entry.status_code}` : ''}`;
    const kind = `${health ? 'health check: ' : ''}${why}`
      .replace(/Get "[^"]*": /, '')
      .replace(/^readfrom tcp \S+: /, '')
      .replace(/ContentLength=\d+ with Body length \d+/, 'ContentLength=N with Body length M')
      .replace(/127\.0\.0\.1:\d+/g, 'an instance');
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  }
  return kinds;
}
const folder = mkdtempSync(join(tmpdir(), 'pals-chaos-'));
// PostgreSQL runs as its own OS user, which must reach its folder inside this one.
chmodSync(folder, 0o755);
// --keep leaves the folder (the instances', Caddy's and PostgreSQL's logs) to look into.
const keep = process.argv.includes('--keep');
if (!keep) atEnd(() => rmSync(folder, { recursive: true, force: true }));
const stop = async (code) => {
  await cleanUp();
  process.exit(code);
};
process.on('SIGINT', () => void stop(130));
process.on('SIGTERM', () => void stop(143));

try {
  const step = (text) => console.log(`chaos +${Math.round((Date.now() - began) / 1000)} s: ${text}`);
  step(`PostgreSQL primary :55432 and replica :55433 in ${folder}`);
  const db = cluster(join(folder, 'pg'));
  atEnd(() => db.stopAll());
  await db.create();
  const fakeGoogle = await startFakeGoogle();
  const twilio = await startFakeTwilio();
  atEnd(() => Promise.all([fakeGoogle.close(), twilio.close()]));
  const setupMs = 45_000;
  const dayMs = minutes * 60_000;
  const reminderAt = Math.ceil((Date.now() + setupMs + 0.4 * dayMs) / 60_000) * 60_000;
  const workbook = writeWorkbook(root, join(folder, 'workbook'), { bigProgram: 360, smallProgram: 60, leads: 16, reminderAt });
  const caddy = caddyfileFromDeployDoc(root, join(folder, 'caddy.log'));
  const instances = app({
    root,
    folder,
    databaseUrl: db.primary.url,
    google: { clientId, clientSecret, tokenUrl: fakeGoogle.tokenUrl, certsUrl: fakeGoogle.certsUrl },
    twilio: { ...twilioAccount, baseUrl: twilio.baseUrl },
    sendsPerSecond: 4,
    skewed: 2,
  });
  atEnd(() => instances.stopAll());
  step(
    `three instances on :3310-3312 (${instances.fastClock ? "the third one's clock 3 minutes fast" : 'no fast clock: libfaketime is not installed'}) and Caddy on :3320`,
  );
  await instances.startAll();
  await instances.startCaddy(caddy.text);
  const result = await faultDay({
    step,
    db,
    instances,
    twilio,
    google: { fake: fakeGoogle, signIdToken },
    dayMs,
    reminderAt,
    workbook,
    workbookFolder: join(folder, 'workbook'),
    pg,
  });
  const { table } = await import('./chaos/table.mjs');
  const { text, over } = table({
    ...result,
    proxyErrors: proxyErrors(join(folder, 'caddy.log')),
    notes: [...caddy.notes, ...result.notes],
    minutes,
    seconds: (Date.now() - began) / 1000,
  });
  console.log(`\n${text}`);
  await stop(over ? 1 : 0);
} catch (error) {
  console.error(`chaos: ${error.stack ?? error}`);
  console.error(`chaos: the logs are in ${folder}${keep ? '' : ' (removed; --keep keeps them)'}`);
  await stop(2);
}
