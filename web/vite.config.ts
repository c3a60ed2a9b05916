// The web app's build: React, one entry, every screen in its own lazily loaded chunk, each file
// written gzip- and brotli-compressed beside itself (the server sends phones the small copy without
// compressing on every request), and a service worker that keeps every file of this build on the
// phone so the app opens with no signal after one visit (issue 12 §2, docs/offline.md).
import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const gzipped = promisify(gzip);
const brotlied = promisify(brotliCompress);

function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'pals-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async writeBundle(_options, bundle) {
      // Not the build's notes for the server under .vite/, which nobody downloads.
      const files = [...Object.keys(bundle), 'index.html'].filter(
        (file) => /\.(js|css|html|svg|json)$/.test(file) && !file.startsWith('.'),
      );
      await Promise.all(
        [...new Set(files)].map(async (file) => {
          const path = join(outDir, file);
          const bytes = await readFile(path);
          if (bytes.length < 1024) return;
          await writeFile(`${path}.gz`, await gzipped(bytes, { level: 9 }));
          await writeFile(`${path}.br`, await brotlied(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        }),
      );
    },
  };
}

/** Where the build writes, for the server, the files of each screen path (below). */
const screenFilesName = '.vite/screen-files.json';

/**
 * The files each screen path's code comes in, for the server (server/src/http/screenPages.ts), which
 * names them in the page it sends for that path so the phone fetches them beside the app's first
 * file (docs/decisions/059-the-page-names-its-screens-files.md). Read from the table the routes load
 * screens by (src/app/screens.ts): each entry's chunk and the chunks it imports, less what index.html
 * names already. Under .vite/, a folder the server does not serve and the service worker does not keep.
 */
function screenFiles(): Plugin {
  const table = fileURLToPath(new URL('./src/app/screens.ts', import.meta.url));
  return {
    name: 'pals-screen-files',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const chunks = new Map(Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file] as const] : [])));
      // A chunk after the chunks it imports: the order the phone needs them in.
      const withImports = (fileName: string, into = new Set<string>()): Set<string> => {
        if (into.has(fileName)) return into;
        for (const imported of chunks.get(fileName)?.imports ?? []) withImports(imported, into);
        return into.add(fileName);
      };
      const first = new Set([...chunks.values()].filter((chunk) => chunk.isEntry).flatMap((chunk) => [...withImports(chunk.fileName)]));
      const entries = [...readFileSync(table, 'utf8').matchAll(/^ {2}'([^']+)': \(\) => import\('([^']+)'\),$/gm)];
      const read = new Set<string>();
      const files: Record<string, string[]> = {};
      for (const [, path, specifier] of entries) {
        const id = (await this.resolve(specifier!, table))?.id;
        const chunk = [...chunks.values()].find((candidate) => candidate.isDynamicEntry && candidate.facadeModuleId === id);
        if (!id || !chunk) return this.error(`${table}: no chunk for ${path} (${specifier})`);
        read.add(id);
        files[path!] = [...withImports(chunk.fileName)].filter((file) => !first.has(file));
      }
      // Every screen the table loads must be one of the entries read, or its path would get no files.
      const loaded = this.getModuleInfo(table)?.dynamicallyImportedIds ?? [];
      if (entries.length === 0 || loaded.some((id) => !read.has(id)))
        return this.error(`${table}: write each entry on one line, '<path>': () => import('<file>'),`);
      this.emitFile({ type: 'asset', fileName: screenFilesName, source: `${JSON.stringify(files, null, 2)}\n` });
    },
  };
}

// A build is always the production build: NODE_ENV=development in the shell (as `npm start` under
// a development setup has) would otherwise ship React's large, slow development bundle.
if (process.argv.includes('build')) process.env.NODE_ENV = 'production';

/** Paths that are never a screen, as the server decides (server/src/app.ts isScreenPath): calls,
 * built files, and top-level files such as /favicon.ico. Only screens get index.html offline. */
const notScreens = [/^\/api\//, /^\/assets\//, /^\/[^/?]+\.[a-z0-9]+(\?.*)?$/i];

/**
 * The service worker (Workbox generateSW): it precaches this build's every file (the shell, every
 * screen's chunk and CSS, the icons and the manifest) and answers a screen's address with the
 * precached index.html. It has no runtime caching at all: calls to /api/* are not its business and
 * go to the network untouched, so no personal answer is ever kept by it. A new version waits until
 * the person presses Reload (app/UpdateNotice.tsx), so no page runs half old, half new code.
 */
const serviceWorker = VitePWA({
  strategies: 'generateSW',
  registerType: 'prompt',
  // Registered from app/registerServiceWorker.ts after the first paint, not from index.html.
  injectRegister: false,
  // The manifest is web/public/manifest.webmanifest, made with the icons by web/scripts/icons.mjs.
  manifest: false,
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
    navigateFallback: 'index.html',
    navigateFallbackDenylist: notScreens,
    // The first visit's page is looked after from the start, so what it opens next comes from the phone.
    clientsClaim: true,
    skipWaiting: false,
    cleanupOutdatedCaches: true,
    runtimeCaching: [],
  },
});

export default defineConfig({
  plugins: [react(), screenFiles(), precompress(), serviceWorker],
  resolve: {
    // wouter reaches React's useSyncExternalStore through the React 17 shim package; React 19 has it
    // itself, so the shim's code stays out of the first load.
    alias: [{ find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'react' }],
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Every browser the app supports has modulepreload; without the polyfill the page names one
    // file fewer before the app's own.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // What the first screen needs comes as one file: the entry with everything it imports
        // statically. Left to itself the bundler split it into a dozen small shared files, each
        // compressed apart (larger in all) and each a request on a slow camp connection. Code that
        // loads later (screens, what is kept on the phone) keeps its own chunks.
        codeSplitting: {
          groups: [
            { name: 'app', test: /\/web\/src\/main\.tsx$/, includeDependenciesRecursively: true },
            // What every page fetches next, as it starts: the store of what the phone keeps, the
            // outbox, and the calls' contract the outbox sends by (zod, every schema). The outbox's
            // bar keeps a file of its own: a page whose bar cannot be fetched still opens (Layout.tsx).
            { name: 'start', test: /\/web\/src\/data\/keptStore\.ts$/, includeDependenciesRecursively: true },
            // The small parts two or more screens share (the title with Listen, Back, messages,
            // hooks, icons): one file instead of a request for each, most under 1 KB.
            { name: 'shared', test: /\/(web|core)\/src\/|\/lucide-react\//, minShareCount: 2, maxModuleSize: 16 * 1024 },
          ],
        },
      },
    },
  },
  // `npm run dev` (scripts/dev.mjs): calls go to the server on PORT, as .env or the shell sets it.
  server: {
    proxy: { '/api': `http://127.0.0.1:${process.env.PORT ?? 3000}` },
  },
});
