// Bundles the server and @pals/core into dist/server.js, behind dist/main.js, which checks the Node
// it runs on first (src/launch.ts), and a CSV download's own process into dist/downloadChild.js;
// npm packages stay outside the bundle. `--outdir <folder>`
// (relative to server/) builds elsewhere: the tests that start the built server build their own copy,
// so the end-to-end suite's servers, started from dist/ meanwhile, never read a file half rewritten.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { buildDownloadChild } from './downloadChildBuild.mjs';

const { values } = parseArgs({ options: { outdir: { type: 'string', default: 'dist' } } });

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => name !== '@pals/core');

await build({
  entryPoints: {
    main: new URL('./src/launch.ts', import.meta.url).pathname,
    server: new URL('./src/main.ts', import.meta.url).pathname,
  },
  outdir: new URL(`./${values.outdir}`, import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
  logLevel: 'warning',
});
await buildDownloadChild(new URL(`./${values.outdir}/downloadChild.js`, import.meta.url).pathname);
