// How the server's processes of their own are built (src/ownProcess.ts), by the server's build and
// by the tests' setup alike, each beside the server's bundle: a CSV download's
// (src/admin/downloadChild.ts, docs/decisions/066-a-download-is-made-in-a-process-of-its-own.md) and
// the camp passwords' (src/workbook/campPasswordChild.ts,
// docs/decisions/075-camp-passwords-are-judged-in-a-process-of-their-own.md). Unlike the server's
// bundle, each holds its npm packages too (all but the native ones): it starts for every download or
// pass, and one file loads in about 0.1 s where the packages' own files took 0.25–0.4 s.
import { URL } from 'node:url';
import { build } from 'esbuild';

/** Each process's name (its file beside the server's bundle is `<name>.js`) and its source. */
export const ownProcesses = {
  downloadChild: 'src/admin/downloadChild.ts',
  campPasswordChild: 'src/workbook/campPasswordChild.ts',
};

/** esbuild's options for the process `name`'s bundle at `outfile` (also watched by `npm run dev`). */
export function ownProcessOptions(name, outfile) {
  return {
    entryPoints: [new URL(`./${ownProcesses[name]}`, import.meta.url).pathname],
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

export function buildOwnProcess(name, outfile) {
  return build(ownProcessOptions(name, outfile));
}
