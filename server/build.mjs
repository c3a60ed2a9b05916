// Bundles the server and @pals/core into dist/server.js, behind dist/main.js, which checks the Node
// it runs on first (src/launch.ts), and the server's processes of their own beside it
// (ownProcessBuild.mjs): a CSV download's, dist/downloadChild.js, and the camp passwords',
// dist/campPasswordChild.js; npm packages stay outside the server's bundle. `--outdir <folder>`
// (relative to server/) builds elsewhere: the tests that start the built server build their own copy,
// so the end-to-end suite's servers, started from dist/ meanwhile, never read a file half rewritten.
// `--watch` (npm run dev, scripts/dev.mjs) builds once, then again on every change to the sources.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { build, context } from 'esbuild';
import { buildOwnProcess, ownProcesses, ownProcessOptions } from './ownProcessBuild.mjs';

const { values } = parseArgs({
  options: { outdir: { type: 'string', default: 'dist' }, watch: { type: 'boolean', default: false } },
});

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => name !== '@pals/core');

const serverOptions = {
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
};
const beside = (name) => new URL(`./${values.outdir}/${name}.js`, import.meta.url).pathname;

if (values.watch) {
  // logLevel info: each rebuild says so, and a compile error is shown without stopping the watch.
  for (const options of [serverOptions, ...Object.keys(ownProcesses).map((name) => ownProcessOptions(name, beside(name)))])
    await (await context({ ...options, logLevel: 'info' })).watch();
} else {
  await Promise.all([build(serverOptions), ...Object.keys(ownProcesses).map((name) => buildOwnProcess(name, beside(name)))]);
}
