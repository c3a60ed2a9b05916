// A download that sends nothing for a while is cut off and its turn freed (admin/downloadProcess.ts): a
// browser that holds downloads open without reading them cannot keep every other download waiting,
// and its processes end. Stand-in processes write a file without end, as fast as they may.
import { get, type IncomingMessage } from 'node:http';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { databases, startApp, type TestApp } from './harness.ts';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'pals-stall-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe.each(databases)('a download nobody reads, on $name', ({ url }) => {
  let t: TestApp | undefined;
  const held: IncomingMessage[] = [];
  afterEach(async () => {
    for (const answer of held.splice(0)) answer.destroy();
    await t?.close();
    t = undefined;
  });

  it('is cut off after sending nothing for a while, its process ended, and the next download begins', async () => {
    const pids = join(folder, `pids-${Math.random()}`);
    const child = join(folder, 'flood.mjs');
    await writeFile(
      child,
      `import { appendFileSync } from 'node:fs';
       appendFileSync(${JSON.stringify(pids)}, process.pid + '\\n');
       const chunk = '2026-06-01T10:00:00Z,Blue Ridge,participant,Sam,Canoes!\\r\\n'.repeat(1000);
       const more = () => { while (process.stdout.write(chunk)); process.stdout.once('drain', more); };
       more();`,
    );
    t = await startApp(url, { downloadChild: child, downloadStalledAfterMs: 1000 });
    const address = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
    const cookie = [...(await t.staff('alex.rivera@example.org')).cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const download = () =>
      new Promise<IncomingMessage>((resolve, reject) => {
        const request = get({
          host: address.hostname,
          port: address.port,
          path: '/api/google/admin/feedback.csv',
          headers: { cookie },
          agent: false,
        });
        request.on('response', (answer) => {
          // Held open, never read.
          answer.pause();
          held.push(answer);
          resolve(answer);
        });
        request.on('error', reject);
      });
    const first = await download();
    const second = await download();
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const started = async () => (await readFile(pids, 'utf8')).split('\n').filter(Boolean).map(Number);
    const [one, two] = await started();
    // The two stalled ones are cut off; their processes end; a third begins and is sent.
    const third = await download();
    expect(third.statusCode).toBe(200);
    await expect.poll(() => isRunning(one!) || isRunning(two!), { timeout: 10_000 }).toBe(false);
    expect((await started()).length).toBeGreaterThanOrEqual(3);
  }, 30_000);
});
