// What the bench's runs share: bundling a bench entry and starting it as its own process.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { build } from 'esbuild';
import { buildOwnProcess, ownProcesses } from '../server/ownProcessBuild.mjs';

export const root = new URL('..', import.meta.url).pathname;

let ownProcessesBuilt = null;

/** Bundles a bench TS entry into server/dist, where it finds the installed packages, and the
 * server's processes of their own beside it (server/dist/downloadChild.js and campPasswordChild.js,
 * as the server's build puts them). */
export async function bundle(entry, name) {
  ownProcessesBuilt ??= Promise.all(Object.keys(ownProcesses).map((name) => buildOwnProcess(name, join(root, `server/dist/${name}.js`))));
  await ownProcessesBuilt;
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
