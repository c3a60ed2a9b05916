// How the server logs. Production: pino's JSON, one object per line, each request's lines carrying
// its reqId (the X-Request-Id a person quotes). Development: one readable line per event, and one
// line per request (method, path, status, time) instead of pino's two JSON objects.
import { Writable } from 'node:stream';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';

const levels: Record<number, string> = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

/** A pino record as one line: time, level (shouted only when it matters), message, error. */
export function readableLine(json: string): string {
  let record: { time?: number; level?: number; msg?: string; err?: { message?: string; stack?: string } };
  try {
    record = JSON.parse(json);
  } catch {
    return json;
  }
  const time = new Date(record.time ?? Date.now()).toISOString().slice(11, 19);
  const level = levels[record.level ?? 30] ?? 'info';
  const error = record.err ? `\n${record.err.stack ?? record.err.message}` : '';
  return `${time} ${level === 'info' ? '' : `${level} `}${record.msg ?? ''}${error}`;
}

/** Writes each pino record as a readable line to `out` (stdout unless a test gives another). */
function readableStream(out: (line: string) => void = (line) => process.stdout.write(`${line}\n`)): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const json of chunk.toString('utf8').split('\n')) if (json.trim()) out(readableLine(json));
      done();
    },
  });
}

export interface LogSetup {
  logger: FastifyServerOptions['logger'];
  /** Development: the app writes one line per request itself. */
  requestLines: boolean;
}

export function logSetup(production: boolean, level: string, stream?: Writable): LogSetup {
  // Cookies carry sessions; pino's request serializer leaves headers out, this keeps it so.
  if (production)
    return {
      logger: { level, ...(stream ? { stream } : {}), redact: ['req.headers.cookie', 'req.headers.authorization'] },
      requestLines: false,
    };
  return { logger: { level, stream: stream ?? readableStream() }, requestLines: true };
}

/** One line per request, written when the answer has gone: `POST /api/local/feedback 200 12ms`. */
export function installRequestLines(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(`${request.method} ${request.url.split('?')[0]} ${reply.statusCode} ${Math.round(reply.elapsedTime)}ms`);
  });
}
