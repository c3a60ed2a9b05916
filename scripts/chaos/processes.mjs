// The fault run's own processes: every one it starts is kept here, so a stop, an error or Ctrl-C
// ends each of them (by its own id, never by name) and undoes what it set up (a mount, a folder).
import { spawn, spawnSync } from 'node:child_process';
import { openSync } from 'node:fs';
import { setTimeout } from 'node:timers';

const { AbortSignal } = globalThis;

const children = new Set();
const undo = [];

/** Starts a program with its output in `logFile`; it is ended at the run's end if still running. */
export function start(command, args, { env, cwd, logFile, user } = {}) {
  const [program, argv] = user ? ['runuser', ['-u', user, '--', command, ...args]] : [command, args];
  const out = logFile ? openSync(logFile, 'a') : 'ignore';
  const child = spawn(program, argv, { env: { ...process.env, ...env }, cwd, stdio: ['ignore', out, out] });
  children.add(child);
  child.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  void child.exited.then(() => children.delete(child));
  return child;
}

/** Runs a program to its end; throws with its output when it fails. */
export function run(command, args, { user, env, input } = {}) {
  const [program, argv] = user ? ['runuser', ['-u', user, '--', command, ...args]] : [command, args];
  const result = spawnSync(program, argv, { env: { ...process.env, ...env }, encoding: 'utf8', input });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed: ${result.stderr || result.stdout || result.error}`);
  return result.stdout;
}

/** Something to undo at the end (unmount, remove a folder), last first. */
export const atEnd = (step) => undo.push(step);

let cleaned = false;
export async function cleanUp() {
  if (cleaned) return;
  cleaned = true;
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await Promise.all([...children].map((child) => child.exited));
  for (const step of undo.reverse()) {
    try {
      await step();
    } catch (error) {
      console.error(`chaos: cleaning up: ${error.message}`);
    }
  }
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** Waits until `url` answers 200, up to `ms`. */
export async function waitForOk(url, ms = 60_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const ok = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await sleep(250);
  }
  throw new Error(`${url} did not answer 200 within ${ms / 1000} s`);
}
