// An answer written once and sent many times (the roster, which changes only with an import; a
// screen's page, http/screenPages.ts): its bytes, gzip and brotli copies and an ETag are made when it
// is built, so a request only picks the bytes its Accept-Encoding takes, or answers 304 to a phone
// that already has this very answer.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

const gzipped = promisify(gzip);
const brotlied = promisify(brotliCompress);

export class PreparedAnswer {
  private constructor(
    readonly bytes: Buffer,
    readonly gzip: Buffer,
    readonly br: Buffer,
    /** Weak: the same answer in any of its encodings (RFC 9110 §8.8.3). */
    readonly etag: string,
    readonly type: string,
  ) {}

  /** Compressed off the event loop (zlib's thread pool), once, at the highest levels: the cost is
   * paid once per import, the saving on every phone on camp Wi-Fi. JSON unless `type` says otherwise. */
  static async of(text: string, type = 'application/json; charset=utf-8'): Promise<PreparedAnswer> {
    const bytes = Buffer.from(text, 'utf8');
    const [gz, br] = await Promise.all([
      gzipped(bytes, { level: 9 }),
      brotlied(bytes, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
      }),
    ]);
    const etag = `W/"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
    return new PreparedAnswer(bytes, gz, br, etag, type);
  }
}

/** The few Accept-Encoding headers browsers send, each read once: brotli first, then gzip. */
const negotiated = new Map<string, 'br' | 'gzip' | null>();
function encodingFor(header: string): 'br' | 'gzip' | null {
  let encoding = negotiated.get(header);
  if (encoding === undefined) {
    encoding = negotiate<'br' | 'gzip'>(header, ['br', 'gzip']);
    if (negotiated.size >= 200) negotiated.clear();
    negotiated.set(header, encoding);
  }
  return encoding;
}

/** Whether If-None-Match names this ETag (weak comparison, as RFC 9110 §13.1.2 asks, or *). */
function hasIt(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const bare = etag.slice(2);
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed === etag || trimmed === bare;
  });
}

export function sendPrepared(request: FastifyRequest, reply: FastifyReply, answer: PreparedAnswer) {
  reply.header('etag', answer.etag).header('vary', 'accept-encoding');
  if (hasIt(request, answer.etag)) return reply.code(304).send();
  reply.type(answer.type);
  const encoding = encodingFor(request.headers['accept-encoding'] ?? '');
  if (encoding === null) return reply.send(answer.bytes);
  return reply.header('content-encoding', encoding).send(encoding === 'br' ? answer.br : answer.gzip);
}
