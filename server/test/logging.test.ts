// What an operator reads in the log: JSON with a request id in production, nothing personal at
// info level; one readable line per request in development.
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { logSetup, readableLine } from '../src/logging.ts';
import { logProvider } from '../src/texts/provider.ts';
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

describe.each(databases)('logs on $name', ({ url }) => {
  let t: TestApp | null = null;
  afterEach(async () => {
    await t?.close();
    t = null;
  });

  it('in production writes JSON lines, each request line with the id sent back, and no password, number or message', async () => {
    const { lines, stream } = capture();
    const logs = logSetup(true, 'info', stream);
    t = await startApp(url, { logger: logs.logger, requestLines: logs.requestLines, sms: logProvider() });
    const participant = await t.participant('lighthouse');
    const feedback = await participant.post('/api/local/feedback', { message: 'The canoe trip was the best!', name: 'Sam' });
    expect(feedback.status).toBe(200);
    const alex = await t.staff('alex.rivera@example.org');
    const text = await alex.post(
      '/api/google/textadmin',
      { message: 'Test from the office', inputNumber: '(412) 555-0134' },
      { 'idempotency-key': 'log-1' },
    );
    expect(text.status).toBe(200);
    const missing = await t.app.inject({ method: 'GET', url: '/api/nowhere' });

    const records = lines.map((line) => JSON.parse(line) as { reqId?: string; msg: string; res?: { statusCode: number } });
    const missingLines = records.filter((r) => r.reqId === missing.headers['x-request-id']);
    expect(missingLines.map((r) => r.msg)).toEqual(['incoming request', 'request completed']);
    expect(missingLines[1]!.res!.statusCode).toBe(404);
    expect(records.some((r) => r.msg === 'text send to a typed number (1 recipient(s)): all sent')).toBe(true);
    const all = lines.join('\n');
    for (const secret of ['lighthouse', 'canoe trip', 'Test from the office', '555-0134', '4125550134', 'pals_session'])
      expect(all).not.toContain(secret);
  });

  it('in development writes one readable line per request: method, path, status, time', async () => {
    const { lines, stream } = capture();
    const logs = logSetup(false, 'info', stream);
    t = await startApp(url, { logger: logs.logger, requestLines: logs.requestLines });
    await t.app.inject({ method: 'GET', url: '/healthz?probe=1' });
    await t.app.inject({ method: 'GET', url: '/api/nowhere' });
    const readable = lines.map(readableLine);
    expect(readable.filter((l) => l.includes('/healthz'))).toHaveLength(1);
    expect(readable.find((l) => l.includes('/healthz'))).toMatch(/^\d\d:\d\d:\d\d GET \/healthz 200 \d+ms$/);
    expect(readable.find((l) => l.includes('/api/nowhere'))).toMatch(/^\d\d:\d\d:\d\d GET \/api\/nowhere 404 \d+ms$/);
  });

  it('reads an error record as a WARN or ERROR line with its stack', () => {
    const line = readableLine(
      JSON.stringify({
        level: 50,
        time: Date.UTC(2026, 6, 1, 9, 30, 5),
        msg: 'request failed',
        err: { message: 'boom', stack: 'Error: boom\n    at x' },
      }),
    );
    expect(line).toBe('09:30:05 ERROR request failed\nError: boom\n    at x');
  });
});
