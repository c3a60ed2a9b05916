// The whole end-to-end suite as `npm test` runs it: every spec against the shared server
// (playwright.config.ts) and the field specs once more through Caddy (deployed.config.ts), in one
// run, so the deployed ones fill the workers the others leave waiting instead of running after them.
import { defineConfig } from '@playwright/test';
import base, { sharedServer } from './playwright.config.ts';
import { deployed, deployedServers } from './deployed.config.ts';

const port = Number(process.env.E2E_PORT ?? 3100);

export default defineConfig({
  ...base,
  // Three at a time beside the unit tests (npm test runs both at once), each with twice the time a
  // step and a test get alone. The cores are full beside them: three (and Vitest's two) took npm test
  // 8.0 minutes and 898 s of CPU, four (and three) 9.0 and 975 s, the processes crowding each other.
  // With six on 2 cores the load (about 16) made heavy screens (the admin config, the access walk) run
  // out of their 30 s and a page's first paint out of 5 s, tests that pass in a quarter of that alone.
  workers: 3,
  timeout: 2 * (base.timeout ?? 30_000),
  expect: { ...base.expect, timeout: 10_000 },
  // The deployed project first: its serial spec (saved-means-saved) is among the longest, and starts at once.
  projects: [deployed, { name: 'app', use: base.use }],
  webServer: [sharedServer(port), ...deployedServers()],
});
