// What the bench's runs share: bundling a bench entry and starting it as its own process.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { build } from 'esbuild';
import { buildDownloadChild } from '../server/downloadChildBuild.mjs';

export const root = new URL('..', import.meta.url).pathname;

let downloadChild = null;

/** Bundles a bench TS entry into server/dist, where it finds the installed packages, and a CSV
 * download's own process beside it (server/dist/downloadChild.js, as the server's build puts it). */
export async function bundle(entry, name) {
  downloadChild ??= buildDownloadChild(join(root, 'server/dist/downloadChild.js'));
  await downloadChild;
  const outfile = join(root, `server/dist/${name}.mjs`);
  await build({
    entryPoints: [join(root, entry)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'warning',
    alias: { '@pals/core': join(root, 'core/src') },
  });
  return outfile;
}

/** Starts a bundled bench server; resolves once it says it is ready. */
export function startServer(file, args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn('node', [file, ...args], {
      cwd: join(root, 'server'),
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, ...env },
    });
    child.stdout.on('data', (chunk) => String(chunk).includes('ready') && resolve(child));
    child.on('exit', (code) => reject(new Error(`bench server stopped (${code})`)));
  });
}
