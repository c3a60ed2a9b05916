// `npm run dev`: the web app from Vite's dev server, which reloads the page (or just the changed
// component) on every edit under web/src or core/src, in front of the server, rebuilt by esbuild on
// every edit under server/src or core/src and restarted by `node --watch` on the new bundle.
// Vite answers at http://localhost:5173 (or the next free port) and hands /api/* to the server on
// PORT (web/vite.config.ts). .env is read first (envFile.mjs), so its values reach both; an edit to
// .env needs a new `npm run dev`. Ctrl-C stops all three.
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { readEnvFile } from './envFile.mjs';

readEnvFile(new URL('..', import.meta.url).pathname);

const root = new URL('..', import.meta.url).pathname;
const node = process.execPath;

// One build first, so the server has a bundle to start from.
const first = spawnSync(node, ['server/build.mjs'], { cwd: root, stdio: 'inherit' });
if (first.status !== 0) process.exit(first.status ?? 1);

const children = [
  spawn(node, ['server/build.mjs', '--watch'], { cwd: root, stdio: 'inherit' }),
  // --watch-preserve-output: a restart leaves Vite's lines on the screen.
  spawn(node, ['--watch', '--watch-preserve-output', 'server/dist/main.js'], { cwd: root, stdio: 'inherit' }),
  spawn(node, [join(root, 'node_modules/vite/bin/vite.js')], { cwd: join(root, 'web'), stdio: 'inherit' }),
];

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));
