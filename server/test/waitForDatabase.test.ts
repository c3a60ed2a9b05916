// A server started before its PostgreSQL answers waits for it, saying so, and gives up after a while
// naming the database and what to check.
import { createServer, connect, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { waitForDatabase } from '../src/db/waitForDatabase.ts';

const closed = 'postgres://postgres:secret@127.0.0.1:1/camp';

describe('waiting for the database at start', () => {
  let proxy: Server | null = null;
  afterEach(() => {
    proxy?.close();
    proxy = null;
  });

  it('a database that never answers: told each try, then the start stops naming it (never its password)', async () => {
    const told: string[] = [];
    await expect(waitForDatabase(closed, { tell: (line) => told.push(line), forMs: 2_000, everyMs: 1_000 })).rejects.toThrow(
      'The database at 127.0.0.1:1/camp is not answering (tried for 2 s). Check that PostgreSQL is running and that DATABASE_URL names it.',
    );
    expect(told.length).toBeGreaterThan(0);
    expect(new Set(told)).toEqual(new Set(['The database at 127.0.0.1:1/camp is not answering yet; trying again in 1 s.']));
  });

  it('SQLite is a file: nothing to wait for', async () => {
    const told: string[] = [];
    await waitForDatabase('/tmp/pals-never-made/pals.db', { tell: (line) => told.push(line), forMs: 1_000, everyMs: 500 });
    expect(told).toEqual([]);
  });

  const postgres = process.env.TEST_DATABASE_URL;
  it.runIf(postgres)('PostgreSQL that begins answering a moment later: the start goes on once it does', async () => {
    const target = new URL(postgres!);
    // A port that answers nothing at first, then hands every connection to the real PostgreSQL.
    const port = await freePort();
    const url = new URL(postgres!);
    url.port = String(port);
    const told: string[] = [];
    setTimeout(() => {
      proxy = createServer((socket) => {
        const upstream = connect(Number(target.port || 5432), target.hostname);
        socket.pipe(upstream).pipe(socket);
        upstream.on('error', () => socket.destroy());
        socket.on('error', () => upstream.destroy());
      }).listen(port, '127.0.0.1');
    }, 1_500);
    await waitForDatabase(url.href, { tell: (line) => told.push(line), forMs: 20_000, everyMs: 1_000 });
    expect(told[0]).toBe(`The database at 127.0.0.1:${port}${target.pathname} is not answering yet; trying again in 1 s.`);
    expect(proxy).not.toBeNull();
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
