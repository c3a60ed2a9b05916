// No false errors in the log (an operator learns to skip the log that cries wolf): a CSV download that
// went well logs no error, and neither does a page asked for while the first workbook sync runs.
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { logSetup } from '../src/logging.ts';
import { databases, startApp, type TestApp } from './harness.ts';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(
        ...chunk
          .toString('utf8')
          .split('\n')
          .filter((l) => l.trim()),
      );
      done();
    },
  });
  return { lines, stream };
}

const problems = (lines: string[]) =>
  lines.map((line) => JSON.parse(line) as { level: number; msg: string }).filter((record) => record.level >= 40);

describe.each(databases)('a quiet log on $name', ({ url }) => {
  let t: TestApp;
  afterEach(() => t.close());

  it('logs no error or warning for a CSV download that went well', async () => {
    const { lines, stream } = capture();
    const logs = logSetup(true, 'info', stream);
    t = await startApp(url, { logger: logs.logger, requestLines: logs.requestLines });
    const alex = await t.staff('alex.rivera@example.org');
    for (const csv of ['feedback', 'texts', 'tasks']) {
      const answer = await alex.get(`/api/google/admin/${csv}.csv`);
      expect(answer.status).toBe(200);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(problems(lines)).toEqual([]);
  });

  it('while the event loop was held up (a long first sync), answers 503 with Retry-After once, logging no second answer', async () => {
    const { lines, stream } = capture();
    const logs = logSetup(true, 'info', stream);
    t = await startApp(url, { logger: logs.logger, requestLines: logs.requestLines, shedLoadAfterMs: 50 });
    const until = Date.now() + 1200;
    while (Date.now() < until) {
      // The event loop held up, as by a sync reading a large workbook.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    const busy = await t.app.inject({ method: 'GET', url: '/' });
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe('10');
    expect(busy.json().error.message).toBe('The server is busy. Please try again in a minute.');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(problems(lines).map((record) => record.msg)).toEqual([]);
  });
});
