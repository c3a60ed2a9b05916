// The field's promises once more, reached as phones reach a deployed app (docs/deploy.md section 8):
// through Caddy, over HTTPS and HTTP/2, with the app trusting the proxy (TRUST_PROXY), so its
// cookies are Secure and the service worker is served over TLS. Caddy's certificate comes from its
// own local authority, which this Chromium accepts as a phone accepts a real one. `npm test` runs
// these as the `deployed` project of all.config.ts, beside the rest of the suite.
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig, type Project } from '@playwright/test';
import base, { sharedServer } from './playwright.config.ts';

// docs/deploy.md "Which Caddy": 2.11.2 or later, the first to send a kept body again.
const caddy = spawnSync('caddy', ['version'], { encoding: 'utf8' });
const [major = 0, minor = 0, patch = 0] = (/(\d+)\.(\d+)\.(\d+)/.exec(caddy.stdout ?? '') ?? []).slice(1).map(Number);
if (caddy.error || major * 10_000 + minor * 100 + patch < 21_102) {
  throw new Error(
    `The field tests run once more through Caddy 2.11.2 or later, as the app is deployed (docs/deploy.md "Which Caddy"); this machine has ${caddy.error ? 'none' : caddy.stdout.trim()}.`,
  );
}
const appPort = 3101;

/** The field specs, through Caddy. */
export const deployed: Project = {
  name: 'deployed',
  testMatch: ['saved-means-saved.spec.ts', 'offline-data.spec.ts', 'installed-app.spec.ts', 'sign-in.spec.ts'],
  use: {
    ...base.use,
    baseURL: 'https://localhost:3443',
    // Both: the flag is what lets Chromium register the service worker from such a certificate; the
    // setting covers page.request, which the sign-in helpers send from Node, not from Chromium.
    ignoreHTTPSErrors: true,
    launchOptions: { ...base.use?.launchOptions, args: [...(base.use?.launchOptions?.args ?? []), '--ignore-certificate-errors'] },
  },
};

/** The app behind Caddy (a shared server of its own, trusting the proxy) and Caddy in front of it. */
export function deployedServers() {
  // Caddy's local authority and certificates, in a folder of the run's own.
  const caddyData = process.env.TEST_WORKER_INDEX === undefined ? mkdtempSync(join(tmpdir(), 'pals-e2e-caddy-')) : tmpdir();
  return [
    sharedServer(appPort, { TRUST_PROXY: '127.0.0.1' }),
    {
      command: `caddy run --config ${JSON.stringify(resolve(import.meta.dirname, 'deployed.Caddyfile'))} --adapter caddyfile`,
      url: 'https://localhost:3443/api/config',
      ignoreHTTPSErrors: true,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { XDG_DATA_HOME: join(caddyData, 'data'), XDG_CONFIG_HOME: join(caddyData, 'config') },
    },
  ];
}

export default defineConfig({
  ...base,
  testMatch: deployed.testMatch,
  use: deployed.use,
  webServer: deployedServers(),
});
