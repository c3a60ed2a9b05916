// End-to-end tests against the built app, in a real system Chromium, at a phone's width.
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { findTestChromium } from './chromium.ts';

const port = Number(process.env.E2E_PORT ?? 3100);
// The shared server runs in a folder of its own, holding its database and a copy of the demo
// workbook, `demo`, which the app reads exactly as written (Blue Ridge Nov 16–22, 2026, the dates the
// specs name): the repository's data/demo itself would be dated around today (docs/decisions/027-the-bundled-demo-is-dated-around-today-every.md),
// which demo-live.spec.ts tests on an app of its own. Named from there, the copy's Source line on
// /admin is as short as ../data/demo was. Made in the runner's process, which starts the server, not
// again in each worker that reads this file.
function serverFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'pals-e2e-'));
  cpSync(resolve(import.meta.dirname, '../data/demo'), join(folder, 'demo'), { recursive: true });
  return folder;
}

/** The shared server on `port`, in a folder of its own (made in the runner's process only). */
export function sharedServer(port: number, env: Record<string, string> = {}) {
  const folder = process.env.TEST_WORKER_INDEX === undefined ? serverFolder() : tmpdir();
  return {
    command: `node ${JSON.stringify(resolve(import.meta.dirname, '../server/dist/main.js'))}`,
    cwd: folder,
    url: `http://127.0.0.1:${port}/api/config`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: join(folder, 'pals.db'),
      PALS_WORKBOOK: 'demo',
      PALS_DEMO: '1',
      // Another build can be tested beside this one: E2E_WEB_DIST=/tmp/other-dist E2E_PORT=3110.
      WEB_DIST: resolve(import.meta.dirname, process.env.E2E_WEB_DIST ?? '../web/dist'),
      LOG_LEVEL: 'warn',
      ...env,
    },
  };
}

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  // Four at a time on two cores: a test mostly waits (the app's one-second minimum on every spinner,
  // its timers, the server), so two left the cores a quarter idle (docs/testing.md).
  workers: 4,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 390, height: 844 },
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: findTestChromium(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    // Recording a trace (DOM snapshots and screenshots at every step) cost 15% of the suite's time;
    // `npx playwright test --trace=retain-on-failure` records one to look into a failure.
    trace: 'off',
    // The app's service worker serves every file of the build from the phone (docs/offline.md "Installing and opening offline"). Specs
    // run without it by default: they test what a first visit (or a browser without workers) does,
    // page.route must see every request, and a worker installing in each new context would fetch
    // the whole build again on a shared machine. installed-app.spec.ts turns it on.
    serviceWorkers: 'block',
  },
  webServer: sharedServer(port),
});
