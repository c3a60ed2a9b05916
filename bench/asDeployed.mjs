// Lighthouse measures the app as phones reach it (docs/deploy.md section 8): through Caddy, over
// HTTPS and HTTP/2, with the deploy's own Caddyfile lines, in front of the bench server on this
// machine. Served plain, over HTTP/1.1, Lighthouse's simulation opens six new connections to the
// server, each with its own slow start, where a phone shares one HTTP/2 connection for every file
// (docs/decisions/065-lighthouse-measures-the-app-as-deployed.md). Caddy's certificate comes from its
// own local authority (`tls internal`), which the bench's Chromium is told to accept.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Starts Caddy with one site a pair: `https://<host>:<port>` in front of `127.0.0.1:<to>`.
 * Resolves to its stop once Caddy serves them.
 */
export async function startCaddy(sites) {
  if (spawnSync('caddy', ['version']).error) {
    throw new Error(
      'Lighthouse measures the app through Caddy, as it is deployed (docs/deploy.md section 8): ' +
        'install it (apt-get install caddy), or leave Lighthouse out with BENCH_LIGHTHOUSE=0.',
    );
  }
  const folder = mkdtempSync(join(tmpdir(), 'pals-caddy-'));
  const site = ({ host, port, to }) =>
    `https://${host}:${port} {\n\ttls internal\n\tencode zstd gzip\n\treverse_proxy 127.0.0.1:${to}\n}\n`;
  const config = `{\n\tadmin off\n\tskip_install_trust\n\tauto_https disable_redirects\n}\n${sites.map(site).join('')}`;
  writeFileSync(join(folder, 'Caddyfile'), config);
  const caddy = spawn('caddy', ['run', '--config', join(folder, 'Caddyfile'), '--adapter', 'caddyfile'], {
    // Caddy's local authority and certificates live in the bench's own folder, not the user's.
    env: { ...process.env, XDG_DATA_HOME: join(folder, 'data'), XDG_CONFIG_HOME: join(folder, 'config') },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  await new Promise((resolve, reject) => {
    caddy.stderr.on('data', (chunk) => {
      log += chunk;
      if (log.includes('serving initial configuration')) resolve();
    });
    caddy.on('exit', (code) => reject(new Error(`caddy stopped (${code}):\n${log}`)));
  });
  return () =>
    new Promise((resolve) => {
      caddy.removeAllListeners('exit');
      caddy.on('exit', resolve);
      caddy.kill();
    });
}
