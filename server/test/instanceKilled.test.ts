// One of two instances killed (SIGKILL, as the out-of-memory killer or a lost machine would) in the
// middle of a scheduled text to a program: the other takes the send on within a minute and finishes
// it, and every number gets the text once at Twilio (the local stand-in, test/fakeTwilio.ts). Both
// are the built server in a process of its own, on one SQLite file. About 50 s: the stopped
// instance's hold (30 s) has to run out, and the other looks every 15 s.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { addScheduledText } from '../src/texts/scheduled.ts';
import { startFakeTwilio, twilioAccount, twilioNumbers, type FakeTwilio } from './fakeTwilio.ts';

const root = new URL('../..', import.meta.url).pathname;
// Its own build of the server: the end-to-end suite may be starting servers from server/dist meanwhile.
const built = 'dist/test-killed';
const body = '[Blue Ridge] Buses leave at 9 from the main lodge.';
let dir: string;
let twilio: FakeTwilio;
const running: ChildProcess[] = [];

beforeAll(async () => {
  execFileSync(process.execPath, [join(root, 'server/build.mjs'), '--outdir', built], { cwd: root });
  dir = mkdtempSync(join(tmpdir(), 'pals-killed-'));
  twilio = await startFakeTwilio();
});
afterAll(async () => {
  for (const server of running) server.kill('SIGKILL');
  await twilio.close();
  rmSync(dir, { recursive: true, force: true });
});

async function startServer(port: number, database: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, [join(root, 'server', built, 'main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: database,
      PALS_WORKBOOK: join(root, 'data/demo'),
      PALS_DEMO: '0',
      GOOGLE_CLIENT_ID: 'pals-test.apps.googleusercontent.com',
      GOOGLE_CLIENT_SECRET: 'test-secret',
      WEB_DIST: join(dir, 'no-web'),
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: twilioAccount.sid,
      TWILIO_AUTH_TOKEN: twilioAccount.token,
      TWILIO_FROM: '+14125550100',
      TWILIO_BASE_URL: twilio.baseUrl,
      // Some 40 numbers at 4 a second: about 10 s, long enough to be killed in the middle.
      SMS_SENDS_PER_SECOND: '4',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  running.push(server);
  let stderr = '';
  server.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  for (let i = 0; ; i++) {
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.status,
      () => 0,
    );
    if (ready === 200) return server;
    if (i > 300) throw new Error(`the server on ${port} did not get ready: ${stderr}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Every request to send the text that reached Twilio (the stand-in refuses one demo number as invalid). */
const ours = () => twilio.received.filter((r) => r.body === body);

describe('an instance killed in the middle of a send (SQLite)', () => {
  it('is taken over by the other instance within a minute, and every number gets the text once', async () => {
    const database = join(dir, 'pals.db');
    // The text is due when the first instance starts: its first pass sends it.
    const db = await openDatabase(database);
    await addScheduledText(
      db,
      {
        senderEmail: 'alex.rivera@example.org',
        program: 'Blue Ridge',
        typedNumber: null,
        message: body.slice(13),
        body,
        sendAt: Date.now(),
      },
      Date.now(),
    );
    await db.destroy();

    const first = await startServer(3212, database);
    while (ours().length < 10) await new Promise((r) => setTimeout(r, 20));
    first.kill('SIGKILL');
    const killedAt = Date.now();
    await new Promise((resolve) => first.on('exit', resolve));
    const handedByFirst = ours().length;
    expect(handedByFirst).toBeLessThan(30);

    const second = await startServer(3213, database);
    const file = new Database(database, { readonly: true });
    const finished = () =>
      (file.prepare('select finished_at, paused_at, resumed_at from text_sends').get() ?? null) as {
        finished_at: string | null;
        paused_at: string | null;
        resumed_at: string | null;
      } | null;
    while (!finished()?.finished_at && Date.now() - killedAt < 90_000) await new Promise((r) => setTimeout(r, 250));
    const tookMs = Date.now() - killedAt;

    // Every one of Blue Ridge's numbers (its participants' phones, some with two), each once.
    const numbers = ours().map((r) => r.to);
    const recipients = file.prepare('select phone, status from text_recipients order by phone').all() as {
      phone: string;
      status: string;
    }[];
    expect(recipients.length).toBeGreaterThan(30);
    expect(numbers.sort()).toEqual(recipients.map((r) => r.phone));
    expect(recipients.filter((r) => r.status !== 'sent')).toEqual([{ phone: twilioNumbers.invalid, status: 'failed' }]);
    expect(tookMs).toBeLessThan(60_000);
    const send = finished()!;
    expect(send.paused_at).not.toBeNull();
    expect(send.resumed_at).not.toBeNull();
    file.close();
    second.kill('SIGTERM');
    await new Promise((resolve) => second.on('exit', resolve));
  }, 150_000);
});
