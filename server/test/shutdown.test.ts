// The built server as systemd runs it: SIGTERM in the middle of a burst of writes and a text send.
// Every write that was answered ok is in the database, the send has an outcome for every
// recipient, and the process exits 0. Builds its own copy of the server first (esbuild, about a second).
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = new URL('../..', import.meta.url).pathname;
const port = 3211;
const base = `http://127.0.0.1:${port}`;
let dir: string;
// Its own build of the server: the end-to-end suite may be starting servers from server/dist meanwhile.
const built = 'dist/test-shutdown';

beforeAll(() => {
  execFileSync(process.execPath, [join(root, 'server/build.mjs'), '--outdir', built], { cwd: root });
  dir = mkdtempSync(join(tmpdir(), 'pals-shutdown-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function signIn(path: string, body: unknown): Promise<string> {
  const answer = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
  return answer.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

describe('stopping the built server (SQLite)', () => {
  it('on SIGTERM mid-burst keeps every answered write and every text outcome, and exits 0', async () => {
    const database = join(dir, 'pals.db');
    const env = {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: database,
      PALS_WORKBOOK: join(root, 'data/demo'),
      PALS_DEMO: '1',
      WEB_DIST: join(dir, 'no-web'),
      SMS_PROVIDER: 'log',
      LOG_LEVEL: 'warn',
    };
    const server = spawn(process.execPath, [join(root, 'server', built, 'main.js')], {
      cwd: root,
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    server.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)));

    for (let i = 0; ; i++) {
      const ready = await fetch(`${base}/readyz`).then(
        (r) => r.status,
        () => 0,
      );
      if (ready === 200) break;
      if (i > 150) throw new Error(`the server did not get ready: ${stderr}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const participant = await signIn('/api/local/login', { username: 'participant', password: 'lighthouse' });
    const staff = await signIn('/api/demo/login', { email: 'alex.rivera@example.org' });

    const answeredOk: string[] = [];
    const lane = async (n: number) => {
      for (let i = 0; ; i++) {
        const message = `lane ${n} note ${i}`;
        const answer = await fetch(`${base}/api/local/feedback`, {
          method: 'POST',
          headers: { origin: base, 'content-type': 'application/json', cookie: participant },
          body: JSON.stringify({ message, name: '' }),
        }).catch(() => null);
        if (!answer || answer.status !== 200) return;
        answeredOk.push(message);
      }
    };
    const lanes = [0, 1, 2, 3, 4, 5].map(lane);
    while (answeredOk.length < 12) await new Promise((r) => setTimeout(r, 5));
    const text = fetch(`${base}/api/google/textadmin`, {
      method: 'POST',
      headers: { origin: base, 'content-type': 'application/json', cookie: staff, 'idempotency-key': 'deploy-1' },
      body: JSON.stringify({ message: 'Buses at 9', selectedProgram: 'Lakeshore' }),
    }).catch(() => null);
    await new Promise((r) => setTimeout(r, 3));
    server.kill('SIGTERM');
    const textAnswer = await text;
    // Each lane ends at its first refused request: the server stopped taking new ones.
    await Promise.all(lanes);

    expect(await exited).toBe(0);
    const db = new Database(database, { readonly: true });
    const stored = new Set(
      db
        .prepare('select message from feedback')
        .all()
        .map((row) => (row as { message: string }).message),
    );
    expect(answeredOk.filter((m) => !stored.has(m))).toEqual([]);
    expect(answeredOk.length).toBeGreaterThanOrEqual(12);
    const unfinished = db.prepare("select count(*) as n from text_recipients where status = 'pending'").get() as { n: number };
    expect(unfinished.n).toBe(0);
    // The send was on the wire before the stop: it is finished, not cut off.
    expect(textAnswer?.status).toBe(200);
    const sends = db.prepare('select finished_at from text_sends').all() as { finished_at: string | null }[];
    expect(sends).toHaveLength(1);
    expect(sends[0]!.finished_at).not.toBeNull();
    const outcomes = db.prepare('select status from text_recipients').all() as { status: string }[];
    expect(outcomes.length).toBeGreaterThan(0);
    expect(outcomes.every((o) => o.status === 'sent')).toBe(true);
    db.close();
    expect(stderr).not.toContain('killed by timeout');
  }, 60_000);
});
