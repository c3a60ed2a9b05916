// How a CSV download's own process (src/admin/downloadChild.ts) is built, by the server's build and
// by the tests' setup alike. Unlike the server's bundle, it holds its npm packages too (all but the
// native ones): it starts for every download, and one file loads in about 0.1 s where the packages'
// own files took 0.25–0.4 s (docs/decisions/066-a-download-is-made-in-a-process-of-its-own.md).
import { URL } from 'node:url';
import { build } from 'esbuild';

/** esbuild's options for the download process's bundle at `outfile` (also watched by `npm run dev`). */
export function downloadChildOptions(outfile) {
  return {
    entryPoints: [new URL('./src/admin/downloadChild.ts', import.meta.url).pathname],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    external: ['better-sqlite3', 'pg-native'],
    banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
    logLevel: 'warning',
  };
}

export function buildDownloadChild(outfile) {
  return build(downloadChildOptions(outfile));
}
