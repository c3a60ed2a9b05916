// A CSV download made in a process of its own (docs/decisions/066-a-download-is-made-in-a-process-of-its-own.md):
// the server checks who asks, then starts downloadChild.ts and passes on what it writes. Reading a
// million rows makes garbage faster than V8 collects it; in the server that grew its heap for good
// (by up to 200 MB), and its work held up the camp's calls. In its own process, with a small heap, it
// runs beside the server and gives its memory back when it ends. A few are made at once; the others
// wait their turn, so many Administrators downloading together cannot take the machine's memory.
import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import PQueue from 'p-queue';
import { placeOf, type Db } from '../db/database.ts';
import { fail } from '../http/errors.ts';
import { startOwnProcess, type OwnProcess } from '../ownProcess.ts';
import { downloads, type DownloadFailure, type DownloadName, type DownloadOrder, type DownloadQuery } from './downloads.ts';

/** A download's process keeps one batch at a time (at most a few MB): a heap this size holds the
 * largest at 100 × with room (docs/performance.md "Scale"), and collects before it grows. */
const heapFlags = ['--max-old-space-size=96', '--max-semi-space-size=8'];

/** The process's last line on stderr, if it is the DownloadFailure it writes before it ends. */
function toldWhy(said: string): DownloadFailure | null {
  try {
    const told: unknown = JSON.parse(said.trim().split('\n').at(-1) ?? '');
    return told && typeof told === 'object' && 'unavailable' in told && 'message' in told ? (told as DownloadFailure) : null;
  } catch {
    return null;
  }
}

/** Downloads made at once: each process takes 90–160 MB at 100 × (docs/performance.md "Scale"),
 * and the documented machine has 2 cores. */
const downloadsAtOnce = 2;
/** Downloads that may wait their turn; one more is refused, to be asked again later. */
const downloadsWaitingAtMost = 20;

/** A download that has sent nothing for this long (its browser stopped reading, or holds it open on
 * purpose) is cut off and its process ended, so its turn goes to the next; a download's process
 * writes a batch every second or so, and a phone reads it as it comes. */
const stalledAfterMs = 60_000;
/** What a refused download tells the browser to wait before asking again. */
const retryAfterSeconds = 60;

/** The server's line of downloads: at most downloadsAtOnce processes run, the others wait. */
export const downloadLine = () => new PQueue({ concurrency: downloadsAtOnce });
type DownloadLine = ReturnType<typeof downloadLine>;

export interface DownloadProcess {
  /** The built downloadChild.ts: beside the server's bundle, or the tests' own build. */
  child: string;
  db: Db;
  line: DownloadLine;
  /** stalledAfterMs unless a test says otherwise. */
  stalledAfterMs?: number;
}

interface Started {
  maker: OwnProcess['process'];
  /** Its exit code once it has ended; null if it could not start. */
  ended: Promise<number | null>;
  /** Why it failed, as it said (and logged). */
  failure: () => Promise<DownloadFailure>;
}

/** Starts the download's process when its turn comes and answers with the file it writes. Nothing is sent before the
 * file has begun, so a download whose first read fails answers as any call would (a 503 if the
 * database did not answer); one that fails later is cut off, not ended, so the browser reports a
 * failed download rather than keeping half a file. */
export async function sendDownload(reply: FastifyReply, maker: DownloadProcess, name: DownloadName, query: DownloadQuery) {
  const { child, db, line } = maker;
  const database = placeOf(db);
  if (!database) throw new Error('a download is made in its own process, which cannot open an in-memory database');
  if (line.size >= downloadsWaitingAtMost) {
    void reply.header('retry-after', String(retryAfterSeconds));
    throw fail.unavailable('Many downloads are being made now. Please try again in a minute.');
  }
  const order: DownloadOrder = { download: name, query, database };
  const made = await whenItsTurn(reply, line, () => start(reply, child, name, order));
  if (!made) {
    reply.log.info({ download: name }, 'left before their download began');
    return reply.hijack();
  }
  const { maker: process_, ended, failure } = made;

  await Promise.race([once(process_.stdout, 'readable'), ended]);
  if (process_.stdout.readableLength === 0) {
    const why = await failure();
    throw why.unavailable ? fail.databaseUnavailable() : new Error(`the ${name} download failed: ${why.message}`);
  }
  const body = new PassThrough();
  process_.stdout.pipe(body, { end: false });
  cutOffWhenStalled(reply, body, maker.stalledAfterMs ?? stalledAfterMs, name);
  void ended.then(async (code) => {
    if (code === 0) body.end();
    else body.destroy(new Error(`the ${name} download stopped: ${(await failure()).message}`));
  });
  // The person left (or the connection broke): the process stops too.
  body.on('close', () => {
    if (process_.exitCode === null && process_.signalCode === null) process_.kill();
  });
  const { filename } = downloads[name];
  reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${filename}"`);
  return reply.send(body);
}

/** Cuts the download off when nothing of it has gone to the browser for `afterMs`: its process then
 * stops (the body's close) and its turn passes on. */
function cutOffWhenStalled(reply: FastifyReply, body: PassThrough, afterMs: number, name: DownloadName) {
  let timer: NodeJS.Timeout | undefined;
  const stalled = () => {
    reply.log.warn({ download: name }, `a download sent nothing for ${Math.round(afterMs / 1000)} s and was cut off`);
    body.destroy(new Error(`the ${name} download stalled`));
  };
  const wait = () => {
    clearTimeout(timer);
    timer = setTimeout(stalled, afterMs);
  };
  body.on('data', wait);
  body.on('close', () => clearTimeout(timer));
  wait();
}

/** Waits for the download's turn in the line and begins it then; null if the person left first, as
 * no process starts for them. The turn lasts as long as the process: the next waiting download
 * begins when it has ended. */
async function whenItsTurn(reply: FastifyReply, line: DownloadLine, begin: () => Started): Promise<Started | null> {
  const left = new AbortController();
  let begun = false;
  reply.raw.once('close', () => {
    if (!begun) left.abort();
  });
  const started = Promise.withResolvers<Started>();
  const turn = async () => {
    begun = true;
    const made = begin();
    started.resolve(made);
    await made.ended;
  };
  line.add(turn, { signal: left.signal }).catch(started.reject);
  try {
    return await started.promise;
  } catch (error) {
    if (left.signal.aborted) return null;
    throw error;
  }
}

/** Starts a download's process with its order (which holds the database's address, and a
 * PostgreSQL password with it: ownProcess.ts writes it on stdin). */
function start(reply: FastifyReply, child: string, name: DownloadName, order: DownloadOrder): Started {
  const { process: maker, ended, said } = startOwnProcess(child, heapFlags, order);
  const failure = async () => {
    const code = await ended;
    const why = toldWhy(said()) ?? { unavailable: false, message: said().trim() || `it ended with ${code}` };
    reply.log.error({ download: name, exitCode: code, why: why.message }, 'a download failed');
    return why;
  };
  return { maker, ended, failure };
}
