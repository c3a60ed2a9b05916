// Bundles the server and @pals/core into dist/server.js, behind dist/main.js, which checks the Node
// it runs on first (src/launch.ts); npm packages stay outside the bundle.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => name !== '@pals/core');

await build({
  entryPoints: {
    main: new URL('./src/launch.ts', import.meta.url).pathname,
    server: new URL('./src/main.ts', import.meta.url).pathname,
  },
  outdir: new URL('./dist', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
  logLevel: 'warning',
});
