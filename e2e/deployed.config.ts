// The field's promises once more, reached as phones reach a deployed app (docs/deploy.md section 8):
// through Caddy, over HTTPS and HTTP/2, with the app trusting the proxy (TRUST_PROXY), so its
// cookies are Secure and the service worker is served over TLS. Caddy's certificate comes from its
// own local authority, which this Chromium accepts as a phone accepts a real one.
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

if (spawnSync('caddy', ['version']).error) {
  throw new Error('The field tests run once more through Caddy, as the app is deployed: install it (sudo apt-get install caddy).');
}
const appPort = 3101;
// Caddy's local authority and certificates, in a folder of the run's own.
const caddyData = process.env.TEST_WORKER_INDEX === undefined ? mkdtempSync(join(tmpdir(), 'pals-e2e-caddy-')) : tmpdir();
const [app] = [base.webServer].flat();
if (!app) throw new Error('playwright.config.ts starts no server');

export default defineConfig({
  ...base,
  testMatch: ['saved-means-saved.spec.ts', 'offline-data.spec.ts', 'installed-app.spec.ts', 'sign-in.spec.ts'],
  use: {
    ...base.use,
    baseURL: 'https://localhost:3443',
    // Both: the flag is what lets Chromium register the service worker from such a certificate; the
    // setting covers page.request, which the sign-in helpers send from Node, not from Chromium.
    ignoreHTTPSErrors: true,
    launchOptions: { ...base.use?.launchOptions, args: [...(base.use?.launchOptions?.args ?? []), '--ignore-certificate-errors'] },
  },
  webServer: [
    { ...app, url: `http://127.0.0.1:${appPort}/api/config`, env: { ...app.env, PORT: String(appPort), TRUST_PROXY: '127.0.0.1' } },
    {
      command: `caddy run --config ${JSON.stringify(resolve(import.meta.dirname, 'deployed.Caddyfile'))} --adapter caddyfile`,
      url: 'https://localhost:3443/api/config',
      ignoreHTTPSErrors: true,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { XDG_DATA_HOME: join(caddyData, 'data'), XDG_CONFIG_HOME: join(caddyData, 'config') },
    },
  ],
});
