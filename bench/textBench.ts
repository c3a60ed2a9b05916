// A program text to 5,000 numbers through a local Twilio stand-in (server/test/fakeTwilio.ts) that
// answers each message in 100 ms, takes at most 100 a second and refuses one message in 50 with a 429
// anyway, as a busy Twilio does. The app's pace is SMS_SENDS_PER_SECOND=60. Budget (docs/performance.md):
// every number once, at least 50 sends a second, never more than 60 hand-overs in any second, and
// the sender's progress readable throughout. Prints one JSON row for bench/run.mjs.
import { fileURLToPath } from 'node:url';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../server/src/app.ts';
import { openDatabase } from '../server/src/db/database.ts';
import { twilioProvider } from '../server/src/texts/twilio.ts';
import { csvFolderSource } from '../server/src/workbook/csvFolder.ts';
import { workbookSync } from '../server/src/workbook/sync.ts';
import { startFakeTwilio, twilioSettingsFor } from '../server/test/fakeTwilio.ts';

const numbers = 5000;
const perSecond = 60;
// 50 US area codes × 100 fictional 555-01XX numbers.
const areaCodes = [
  201, 202, 203, 205, 206, 207, 208, 209, 210, 212, 213, 214, 215, 216, 217, 218, 219, 224, 225, 228, 229, 231, 234, 239, 240, 248, 251,
  252, 253, 254, 256, 260, 262, 267, 269, 270, 272, 276, 281, 301, 302, 303, 304, 305, 307, 308, 309, 310, 312, 313,
];

const folder = mkdtempSync(join(tmpdir(), 'pals-text-bench-'));
// Run from server/ (bench/run.mjs), bundled into server/dist.
cpSync(join(process.cwd(), '../data/demo'), folder, { recursive: true });
const participants = readFileSync(join(folder, 'participants.csv'), 'utf8')
  .split('\n')
  .filter((line) => line !== '' && !line.startsWith('Lakeshore,'));
for (let i = 0; i < numbers; i++)
  participants.push(`Lakeshore,Camper ${i + 1},Peer,,,(${areaCodes[Math.floor(i / 100)]}) 555-01${String(i % 100).padStart(2, '0')}`);
writeFileSync(join(folder, 'participants.csv'), `${participants.join('\n')}\n`);

const twilio = await startFakeTwilio();
twilio.answerMs = 100;
twilio.perSecond = 100;
twilio.refuseEvery = 50;
const db = await openDatabase(join(folder, 'pals.db'));
const sync = workbookSync(db, csvFolderSource(folder), { info() {}, warn() {}, error() {} } as never);
await sync.run();
const sms = twilioProvider(twilioSettingsFor(twilio, { sendsPerSecond: perSecond }));
const app = await buildApp({
  // Built beside this bundle by bench/benchServers.mjs.
  downloadChild: fileURLToPath(new URL('./downloadChild.js', import.meta.url)),
  db,
  demo: true,
  google: null,
  server: { version: 'bench', databaseKind: 'SQLite', workbookSource: 'bench' },
  refresh: (anyway) => sync.run(anyway),
  sms,
});
const login = await app.inject({
  method: 'POST',
  url: '/api/demo/login',
  headers: { origin: 'http://localhost:80', 'content-type': 'application/json' },
  payload: JSON.stringify({ email: 'alex.rivera@example.org' }),
});
const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

const started = performance.now();
let finished = false;
const send = app
  .inject({
    method: 'POST',
    url: '/api/google/textadmin',
    headers: { cookie, origin: 'http://localhost:80', 'content-type': 'application/json', 'idempotency-key': 'bench-5000' },
    payload: JSON.stringify({ message: 'Buses leave at 9.', selectedProgram: 'Lakeshore' }),
  })
  .finally(() => (finished = true));
const progress: number[] = [];
while (!finished) {
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const answer = await app.inject({ method: 'GET', url: '/api/google/textprogress?key=bench-5000', headers: { cookie } });
  progress.push((JSON.parse(answer.body) as { done: number }).done);
}
const answer = JSON.parse((await send).body) as { success: boolean; response: string };
const seconds = (performance.now() - started) / 1000;

const taken = twilio.received.filter((message) => message.sid !== null).map((message) => message.to);
const refused = twilio.arrivals.length - twilio.received.length + twilio.received.filter((message) => message.sid === null).length;
let busiest = 0;
for (let first = 0, last = 0; last < twilio.arrivals.length; last++) {
  while (twilio.arrivals[last]! - twilio.arrivals[first]! >= 1000) first++;
  busiest = Math.max(busiest, last - first + 1);
}
const once = taken.length === numbers && new Set(taken).size === numbers;
const rate = taken.length / seconds;
await app.close();
await twilio.close();
rmSync(folder, { recursive: true, force: true });
console.log(
  JSON.stringify({
    budget: `a program text to ${numbers.toLocaleString('en-US')} numbers, Twilio stand-in 100 ms a message, 429 past 100/s and 1 in 50 anyway, SMS_SENDS_PER_SECOND=${perSecond}`,
    measured:
      `${answer.response.slice(0, 40)} in ${seconds.toFixed(1)} s: ${rate.toFixed(1)} sends/s; ${taken.length} taken, ${new Set(taken).size} numbers, ` +
      `${refused} refused with 429 and handed over again; busiest second ${busiest} hand-overs; progress read ${progress.length} times (${progress.slice(0, 3).join(', ')}, …)`,
    limit: `every number once, ≥ 50 sends/s, ≤ ${perSecond} in any second`,
    ok: once && answer.success && rate >= 50 && busiest <= perSecond,
  }),
);
