// PostgreSQL going away while the app runs (a restart, a network cut): calls answer 503 within
// seconds, nothing crashes, and the app serves again once the database is back. And a database that
// cannot write (SQLite's disk full, or read-only): a write answers 503 with Retry-After, never 500. The outage is
// made real with a TCP proxy between the app and PostgreSQL that the test cuts and restores.
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listFeedback } from '../src/feedback/queries.ts';
import { startApp, type TestApp } from './harness.ts';

const target = process.env.TEST_DATABASE_URL;

function proxyTo(host: string, port: number) {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let listenPort = 0;
  /** While set, a connection whose client sends these words is cut before the server sees them. */
  let cutOn: string | null = null;
  const open = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = createConnection(port, host);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => s.destroy());
        }
        client.on('data', (chunk: Buffer) => {
          if (cutOn !== null && chunk.includes(cutOn)) {
            client.destroy();
            upstream.destroy();
          } else upstream.write(chunk);
        });
        upstream.pipe(client);
      });
      server.listen(listenPort, '127.0.0.1', () => {
        listenPort = (server!.address() as AddressInfo).port;
        resolve();
      });
    });
  return {
    open,
    get port() {
      return listenPort;
    },
    /** Cuts the connection that sends these words next (a restart in the middle of a transaction). */
    cutOnQuery(words: string | null) {
      cutOn = words;
    },
    /** Cuts every connection and refuses new ones, as a stopped database does. */
    cut: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server!.close(() => resolve());
      }),
  };
}

describe.skipIf(!target)('PostgreSQL outage', () => {
  const url = new URL(target ?? 'postgres://x@127.0.0.1:5432/test');
  const proxy = proxyTo(url.hostname, Number(url.port || 5432));
  let t: TestApp;
  beforeAll(async () => {
    await proxy.open();
    t = await startApp(`postgres://${url.username}${url.password ? `:${url.password}` : ''}@127.0.0.1:${proxy.port}${url.pathname}`);
  });
  afterAll(() => t.close());

  it('answers 503 in seconds while the database is gone, and serves again once it is back', async () => {
    const participant = await t.participant('bluejay');
    expect((await participant.post('/api/local/feedback', { message: 'before the outage' })).status).toBe(200);

    await proxy.cut();
    const started = Date.now();
    const during = await participant.get('/api/local/call');
    expect(during.status).toBe(503);
    expect(during.body).toEqual({
      error: {
        code: 'unavailable',
        message: 'The database is not answering. Please try again in a minute.',
        requestId: expect.any(String),
      },
    });
    const write = await participant.post('/api/local/feedback', { message: 'during the outage' });
    expect(write.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(8000);

    await proxy.open();
    const after = await participant.get('/api/local/call');
    expect(after.status).toBe(200);
    expect((await participant.post('/api/local/feedback', { message: 'after the outage' })).status).toBe(200);
    // Everything answered ok is there; the refused write is not.
    expect((await listFeedback(t.db)).map((f) => f.message).sort()).toEqual(['after the outage', 'before the outage']);
  });

  it('answers 503 when the connection breaks in the middle of a write, and keeps nothing of it', async () => {
    // The insert never reaches PostgreSQL; the transaction's rollback then meets a client pg calls
    // "not queryable", an error without a code that used to answer 500.
    const participant = await t.participant('bluejay');
    const before = (await listFeedback(t.db)).length;
    proxy.cutOnQuery('insert into "feedback"');
    const write = await participant.post('/api/local/feedback', { message: 'cut in the middle' });
    proxy.cutOnQuery(null);
    expect(write.status).toBe(503);
    expect(write.body).toEqual({
      error: {
        code: 'unavailable',
        message: 'The database is not answering. Please try again in a minute.',
        requestId: expect.any(String),
      },
    });
    expect((await participant.post('/api/local/feedback', { message: 'after the cut' })).status).toBe(200);
    const messages = (await listFeedback(t.db)).map((f) => f.message);
    expect(messages).toHaveLength(before + 1);
    expect(messages).toContain('after the cut');
    expect(messages).not.toContain('cut in the middle');
  });
});

describe('SQLite that cannot write', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(':memory:');
  });
  afterAll(() => t.close());

  const cannotSave = {
    error: {
      code: 'unavailable',
      message: 'Nothing was saved: the server cannot save anything just now. Please try again in a minute.',
      requestId: expect.any(String),
    },
  };

  it('answers a write 503 with Retry-After while the disk is full, never 500, and saves again once there is room', async () => {
    const participant = await t.participant('bluejay');
    // A full disk, as SQLite meets it: no page can be added past the ones the file has now.
    const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(t.db);
    await sql.raw(`pragma max_page_count = ${rows[0]!.page_count}`).execute(t.db);
    const answers: number[] = [];
    let full: Awaited<ReturnType<typeof participant.post>> | null = null;
    for (let i = 0; i < 200 && !full; i++) {
      const answer = await participant.post('/api/local/feedback', { message: `${i} ${'a long feedback to fill the page '.repeat(12)}` });
      answers.push(answer.status);
      if (answer.status !== 200) full = answer;
    }
    expect(full?.status).toBe(503);
    expect(full?.headers['retry-after']).toBe('10');
    expect(full?.body).toEqual(cannotSave);
    expect(answers.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    // Reads still answer.
    expect((await participant.get('/api/local/call')).status).toBe(200);

    await sql.raw('pragma max_page_count = 1073741823').execute(t.db);
    expect((await participant.post('/api/local/feedback', { message: 'after the disk had room' })).status).toBe(200);
    expect((await listFeedback(t.db)).map((f) => f.message)).toContain('after the disk had room');
  });

  it('answers a write 503 with Retry-After while the database is read-only', async () => {
    const participant = await t.participant('bluejay');
    const before = (await listFeedback(t.db)).length;
    await sql`pragma query_only = 1`.execute(t.db);
    const write = await participant.post('/api/local/feedback', { message: 'while read-only' });
    await sql`pragma query_only = 0`.execute(t.db);
    expect(write.status).toBe(503);
    expect(write.headers['retry-after']).toBe('10');
    expect(write.body).toEqual(cannotSave);
    expect(await listFeedback(t.db)).toHaveLength(before);
  });
});
