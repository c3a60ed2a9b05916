// An app server of a spec's own, on a copy of the demo workbook it may change or break without
// touching the shared server the other specs use. Each spec passes its own port offset, counted
// from a base of each running worker's own (TEST_PARALLEL_INDEX, 1,000 ports apart): the same spec
// can run in two workers at once, as all.config.ts runs the field specs in two projects. With
// `bundledDemo`, the app runs as `npm start` runs it: on the repository's own data/demo (which it
// dates around today, docs/decisions/027-the-bundled-demo-is-dated-around-today-every.md; a spec must not change it) and demo mode by default.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { test } from '@playwright/test';
import Database from 'better-sqlite3';

const repo = resolve(import.meta.dirname, '../..');

export interface OwnApp {
  baseURL: string;
  /** The copy of the demo workbook (a CSV folder) the app reads; with `bundledDemo`, data/demo itself. */
  workbook: string;
  /** The app's SQLite file, for a spec to check what was stored. */
  database: string;
  /** What a `select count(*) as n …` over the app's database answers. */
  count(sql: string, ...values: string[]): number;
  start(env?: Record<string, string>): Promise<void>;
  /** The running app's process id, to find the processes it starts. */
  processId(): number | null;
  stop(): Promise<void>;
  /** Stops the app and removes its folder. */
  remove(): Promise<void>;
}

// A worker stopped in the middle of a test (its timeout) runs no `finally` or afterAll: its apps
// are stopped as it exits, so none is left holding its port for the next worker counting from it.
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export async function ownApp(portOffset: number, { bundledDemo = false } = {}): Promise<OwnApp> {
  const port = Number(process.env.E2E_PORT ?? 3100) + 1_000 * Number(process.env.TEST_PARALLEL_INDEX ?? 0) + portOffset;
  const folder = await mkdtemp(join(tmpdir(), 'pals-own-'));
  const workbook = bundledDemo ? join(repo, 'data/demo') : join(folder, 'workbook');
  if (!bundledDemo) await cp(join(repo, 'data/demo'), workbook, { recursive: true });
  let server: ChildProcess | null = null;

  const stop = async () => {
    if (!server || server.exitCode !== null) return;
    const exited = once(server, 'exit');
    server.kill('SIGTERM');
    await exited;
  };

  return {
    baseURL: `http://127.0.0.1:${port}`,
    workbook,
    database: join(folder, 'pals.db'),
    count(sql, ...values) {
      const db = new Database(join(folder, 'pals.db'), { readonly: true });
      try {
        return (db.prepare(sql).get(...values) as { n: number }).n;
      } finally {
        db.close();
      }
    },
    /** The app as `npm start` runs it, on this folder's database and workbook. */
    async start(env = {}) {
      // Starting is not what any test tests: the minute a start may take on a busy machine is added to
      // the running test's or hook's own time, rather than spent out of it.
      test.info().setTimeout(test.info().timeout + 60_000);
      // npm start leaves PALS_WORKBOOK (data/demo) and PALS_DEMO (on, on a loopback HOST) to their defaults.
      // A port another spec's app holds would answer for this one: each spec has a port of its own.
      const taken = await fetch(`http://127.0.0.1:${port}/api/config`).then(
        () => true,
        () => false,
      );
      if (taken) throw new Error(`port ${port} already answers: give this spec an ownApp port offset no other spec uses`);
      const { PALS_WORKBOOK: _workbook, PALS_DEMO: _demo, ...inherited } = process.env;
      const child = spawn(process.execPath, [join(repo, 'server/dist/main.js')], {
        cwd: repo,
        env: {
          ...inherited,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: join(folder, 'pals.db'),
          ...(bundledDemo ? {} : { PALS_WORKBOOK: workbook, PALS_DEMO: '1' }),
          WEB_DIST: resolve(repo, 'e2e', process.env.E2E_WEB_DIST ?? '../web/dist'),
          LOG_LEVEL: 'warn',
          ...env,
        },
        // The app's log (sync errors may be expected) stays out of the test report.
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      server = child;
      running.add(child);
      child.once('exit', () => running.delete(child));
      for (let tries = 0; tries < 300; tries++) {
        if (child.exitCode !== null) throw new Error(`the app stopped with code ${child.exitCode}`);
        const ready = await fetch(`http://127.0.0.1:${port}/api/config`).then(
          (answer) => answer.ok,
          () => false,
        );
        if (ready) return;
        await new Promise((done) => setTimeout(done, 200));
      }
      throw new Error('the app did not start within 60 seconds');
    },
    processId: () => (server && server.exitCode === null ? (server.pid ?? null) : null),
    stop,
    async remove() {
      await stop();
      await rm(folder, { recursive: true, force: true });
    },
  };
}
