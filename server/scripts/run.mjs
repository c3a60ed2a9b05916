// Runs a TypeScript script of server/scripts (node server/scripts/run.mjs <name> [args…]): bundles
// it with esbuild into server/dist, as bench/run.mjs does, and runs it from the directory npm was
// called in, so relative paths mean what the person typed.
import { spawnSync } from 'node:child_process';
import process from 'node:process';
import { URL } from 'node:url';
import { build } from 'esbuild';

const [name, ...args] = process.argv.slice(2);
const server = new URL('..', import.meta.url).pathname;
const outfile = `${server}dist/${name}.mjs`;
await build({
  entryPoints: [`${server}scripts/${name}.ts`],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  packages: 'external',
  logLevel: 'warning',
  alias: { '@pals/core': new URL('../../core/src', import.meta.url).pathname },
});
const { status } = spawnSync(process.execPath, [outfile, ...args], { stdio: 'inherit', cwd: process.env.INIT_CWD ?? process.cwd() });
process.exit(status ?? 1);
