// A CSV download is made in a process of its own (docs/decisions/066-a-download-is-made-in-a-process-of-its-own.md):
// the file arrives whole, a download that cannot begin answers as a call would, one that breaks
// partway is cut off (the browser reports it failed; no half file that looks whole), and a person who
// leaves stops the work. Stand-in processes speak the real one's protocol: the file on stdout, why
// it failed on stderr as one JSON line, and its exit code.
import { get, type ClientRequest, type IncomingMessage } from 'node:http';
import { mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DownloadFailure } from '../src/admin/downloads.ts';
import { placeOf } from '../src/db/database.ts';
import { databases, startApp, type Browser, type TestApp } from './harness.ts';

const admin = 'alex.rivera@example.org';
let folder: string;

/** A stand-in for the download's process, written as a script of its own. */
/** A stand-in's last words as the real process says them: why it failed, one JSON line on stderr. */
const saysWhy = (why: DownloadFailure) => `process.stderr.write(${JSON.stringify(JSON.stringify(why))} + '\\n')`;

async function standIn(name: string, code: string): Promise<string> {
  const file = join(folder, `${name}.mjs`);
  await writeFile(file, code);
  return file;
}

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'pals-download-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

/** The app on real HTTP, the Administrator signed in: a download read as a browser reads it. */
async function listening(t: TestApp) {
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const cookie = [...(await t.staff(admin)).cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  return (path: string, signal?: AbortSignal) => fetch(`${address}${path}`, { headers: { cookie }, ...(signal ? { signal } : {}) });
}

describe.each(databases)('a download in its own process on $name', ({ url }) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('sends the file the process wrote, whole', async () => {
    t = await startApp(url);
    const alex: Browser = await t.staff(admin);
    await (await t.participant('bluejay')).post('/api/local/feedback', { message: 'Canoes!', name: 'Sam' });
    const answer = await alex.get('/api/google/admin/feedback.csv?program=Blue%20Ridge');
    expect(answer.status).toBe(200);
    const lines = String(answer.body).split('\r\n');
    expect(lines[0]).toBe('\uFEFFtime,program,sender,name,message');
    expect(lines[1]).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z,Blue Ridge,participant,Sam,Canoes!$/);
    expect(lines.slice(2)).toEqual(['']);
  });

  it('tells the process its order on stdin, never on the command line, which any user of the machine can read', async () => {
    t = await startApp(url, {
      downloadChild: await standIn(
        'echo',
        `let order = '';
         for await (const chunk of process.stdin) order += chunk;
         process.stdout.write(JSON.stringify({ argv: process.argv.slice(2), execArgv: process.execArgv, order: JSON.parse(order) }));`,
      ),
    });
    const answer = await (await t.staff(admin)).get('/api/google/admin/reports.csv?program=Blue%20Ridge&day=2');
    expect(answer.status).toBe(200);
    // The stand-in wrote JSON, which the test browser reads as JSON whatever its type.
    const told = answer.body;
    expect(told.argv).toEqual([]);
    expect(told.execArgv).toEqual(['--max-old-space-size=96', '--max-semi-space-size=8']);
    expect(told.order).toEqual({ download: 'reports', query: { program: 'Blue Ridge', day: 2 }, database: placeOf(t.db) });
  });

  it('answers 503 with the words of any call when the process finds the database not answering, and sends no file', async () => {
    t = await startApp(url, {
      downloadChild: await standIn(
        'unavailable',
        `${saysWhy({ unavailable: true, message: 'Error: connect ECONNREFUSED 127.0.0.1:5432' })}; process.exitCode = 1;`,
      ),
    });
    const answer = await (await t.staff(admin)).get('/api/google/admin/notes.csv');
    expect(answer.status).toBe(503);
    expect(answer.headers['content-disposition']).toBeUndefined();
    expect(answer.body).toMatchObject({
      error: { code: 'unavailable', message: 'The database is not answering. Please try again in a minute.' },
    });
  });

  it('cuts the file off when the process breaks partway, so the browser reports a failed download', async () => {
    t = await startApp(url, {
      downloadChild: await standIn(
        'breaks',
        `process.stdout.write('\\uFEFFtime,program\\r\\n2026-06-01T10:00:00Z,Blue Ridge\\r\\n', () => {
           setTimeout(() => { ${saysWhy({ unavailable: true, message: 'Connection terminated' })}; process.exit(1); }, 200);
         });`,
      ),
    });
    const get = await listening(t);
    const answer = await get('/api/google/admin/feedback.csv');
    expect(answer.status).toBe(200);
    await expect(answer.text()).rejects.toThrow();
  });

  it('stops the process when the person leaves before the file is done', async () => {
    const pidFile = join(folder, `pid-${Math.random()}`);
    t = await startApp(url, {
      downloadChild: await standIn(
        'endless',
        `import { writeFileSync } from 'node:fs';
         writeFileSync(${JSON.stringify(pidFile)}, String(process.pid));
         process.stdout.write('\\uFEFFtime\\r\\n');
         setInterval(() => process.stdout.write('2026-06-01T10:00:00Z\\r\\n'.repeat(100)), 10);`,
      ),
    });
    const get = await listening(t);
    const leaving = new AbortController();
    try {
      const answer = await get('/api/google/admin/texts.csv', leaving.signal);
      const reader = answer.body!.getReader();
      expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode((await reader.read()).value)).toMatch(/^\uFEFFtime\r\n/);
      const pid = Number(await readFile(pidFile, 'utf8'));
      expect(isRunning(pid)).toBe(true);
      leaving.abort();
      await expect.poll(() => isRunning(pid), { timeout: 5000 }).toBe(false);
    } finally {
      leaving.abort();
    }
  });

  it('answers 500 when the process fails for any other reason, and sends no file', async () => {
    t = await startApp(url, {
      downloadChild: await standIn(
        'fails',
        `${saysWhy({ unavailable: false, message: 'TypeError: x is not a function' })}; process.exitCode = 1;`,
      ),
    });
    const answer = await (await t.staff(admin)).get('/api/google/admin/replies.csv');
    expect(answer.status).toBe(500);
    expect(answer.headers['content-disposition']).toBeUndefined();
    expect(answer.body).toMatchObject({ error: { code: 'server_error', message: 'Something went wrong on our side. Please try again.' } });
  });

  it('answers 500 when the process dies without saying why, and sends no file', async () => {
    t = await startApp(url, { downloadChild: await standIn('dies', `process.stderr.write('{ half a line'); process.exit(3);`) });
    const answer = await (await t.staff(admin)).get('/api/google/admin/feedback.csv');
    expect(answer.status).toBe(500);
    expect(answer.headers['content-disposition']).toBeUndefined();
    expect(answer.body).toMatchObject({ error: { code: 'server_error', message: 'Something went wrong on our side. Please try again.' } });
  });
});

it('answers 500 when the real process cannot open the database (SQLite: the file moved), and sends no file', async () => {
  const t = await startApp(databases[0]!.url);
  try {
    const alex = await t.staff(admin);
    const place = placeOf(t.db)!;
    // The server keeps its open file; a new process finds none where it was.
    await rename(place.url, `${place.url}.moved`);
    const answer = await alex.get('/api/google/admin/tasks.csv');
    expect(answer.status).toBe(500);
    expect(answer.headers['content-disposition']).toBeUndefined();
    expect(answer.body.error.message).toBe('Something went wrong on our side. Please try again.');
  } finally {
    await t.close();
  }
});

describe('downloads take turns: two at once, the others wait', () => {
  let t: TestApp | undefined;
  const asked: ClientRequest[] = [];
  afterEach(async () => {
    for (const request of asked.splice(0)) request.destroy();
    await t?.close();
    t = undefined;
  });

  /** An app whose download processes each mark their start in a file, begin the file and hold it
   * open until stopped; and a download asked for as a browser asks, on a connection of its own,
   * which the person leaves by closing it. */
  async function heldDownloads() {
    const marks = join(folder, `marks-${Math.random()}`);
    t = await startApp(databases[0]!.url, {
      downloadChild: await standIn(
        'held',
        `import { appendFileSync } from 'node:fs';
         appendFileSync(${JSON.stringify(marks)}, process.pid + '\\n');
         process.stdout.write('\\uFEFFtime\\r\\n');
         setInterval(() => {}, 1000);`,
      ),
    });
    const address = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
    const cookie = [...(await t.staff(admin)).cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const download = () => {
      const request = get({
        host: address.hostname,
        port: address.port,
        path: '/api/google/admin/feedback.csv',
        headers: { cookie },
        agent: false,
      });
      asked.push(request);
      const answer = new Promise<IncomingMessage>((resolve, reject) => {
        request.on('response', resolve);
        request.on('error', reject);
      });
      return { answer, leave: () => request.destroy() };
    };
    const started = async () => (await readFile(marks, 'utf8').catch(() => '')).split('\n').filter(Boolean).length;
    /** Two downloads begun, as many as run at once; the first, which the test may leave. */
    const twoBegun = async () => {
      const first = download();
      expect((await first.answer).statusCode).toBe(200);
      expect((await download().answer).statusCode).toBe(200);
      return first;
    };
    return { download, started, twoBegun };
  }

  it('starts a third download when one of the first two ends', async () => {
    const { download, started, twoBegun } = await heldDownloads();
    const first = await twoBegun();
    const third = download();
    await sleep(1000);
    expect(await started()).toBe(2);
    first.leave();
    const answer = await third.answer;
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toBe('attachment; filename="feedback.csv"');
    expect(await started()).toBe(3);
  });

  it('starts no process for a person who left while their download waited', async () => {
    const { download, started, twoBegun } = await heldDownloads();
    const first = await twoBegun();
    const gaveUp = download();
    await sleep(500);
    gaveUp.leave();
    await expect(gaveUp.answer).rejects.toThrow();
    await sleep(500);
    first.leave();
    expect((await download().answer).statusCode).toBe(200);
    expect(await started()).toBe(3);
  });

  it('answers 503 with Retry-After to one more when 20 wait, and sends no file', async () => {
    const { download, twoBegun } = await heldDownloads();
    await twoBegun();
    for (let waiting = 0; waiting < 20; waiting++) void download().answer.catch(() => {});
    await sleep(1500);
    const refused = await download().answer;
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.headers['content-disposition']).toBeUndefined();
    expect(JSON.parse(String(await text(refused)))).toMatchObject({
      error: { code: 'unavailable', message: 'Many downloads are being made now. Please try again in a minute.' },
    });
  });
});

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
