// A process of its own: work whose memory the server must not keep is done by `node` on a script
// built beside the server's bundle (server/ownProcessBuild.mjs), with a small heap, and ends when
// the work does, giving its memory back. A CSV download is made so
// (docs/decisions/066-a-download-is-made-in-a-process-of-its-own.md), and the camp passwords are
// judged so (docs/decisions/075-camp-passwords-are-judged-in-a-process-of-their-own.md). The
// server writes the order on the process's stdin as JSON, never on its command line, which any user
// of the machine can read (it may hold the database's address, or the camp passwords); the process
// reads it whole (orderOnStdin), answers on its stdout, and says on its stderr why it could not.
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import process from 'node:process';
import type { Readable, Writable } from 'node:stream';

export interface OwnProcess {
  process: ChildProcessByStdio<Writable, Readable, Readable>;
  /** Its exit code once it has ended; null if it could not start or was stopped by a signal. */
  ended: Promise<number | null>;
  /** What it wrote on its stderr (the first 20,000 characters), and why it could not start. */
  said: () => string;
}

/** Starts `node` with these heap flags on the built `script` and writes it `order`. */
export function startOwnProcess(script: string, heapFlags: readonly string[], order: unknown): OwnProcess {
  const started = spawn(process.execPath, [...heapFlags, script], { stdio: ['pipe', 'pipe', 'pipe'] });
  started.stdin.end(JSON.stringify(order));
  let said = '';
  started.stderr.setEncoding('utf8').on('data', (text: string) => {
    if (said.length < 20_000) said += text;
  });
  const ended = new Promise<number | null>((resolve) => {
    started.on('close', (code) => resolve(code));
    // Not started at all (no memory for another process, say): no 'close' may follow.
    started.on('error', (error) => {
      said += `${error.message}\n`;
      resolve(null);
    });
  });
  // Its stdin closes as soon as it has read the order; a process that fails first must not fail the server.
  started.stdin.on('error', () => {});
  return { process: started, ended, said: () => said };
}

/** In the process: the order the server wrote on its stdin, read whole. */
export async function orderOnStdin<Order>(): Promise<Order> {
  let read = '';
  for await (const chunk of process.stdin) read += String(chunk);
  return JSON.parse(read) as Order;
}
