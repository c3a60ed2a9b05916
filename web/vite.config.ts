// The web app's build: React, one entry, every screen in its own lazily loaded chunk, and each
// file written gzip- and brotli-compressed beside itself, so the server sends phones the small
// copy without compressing on every request.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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
      const files = [...Object.keys(bundle), 'index.html'].filter((file) => /\.(js|css|html|svg|json)$/.test(file));
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

// A build is always the production build: NODE_ENV=development in the shell (as `npm start` under
// a development setup has) would otherwise ship React's large, slow development bundle.
if (process.argv.includes('build')) process.env.NODE_ENV = 'production';

export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        // What the first screen needs comes as one file: the entry with everything it imports
        // statically. Left to itself the bundler split it into a dozen small shared files, each
        // compressed apart (larger in all) and each a request on a slow camp connection. Code that
        // loads later (screens, what is kept on the phone) keeps its own chunks.
        codeSplitting: { groups: [{ name: 'app', test: /\/web\/src\/main\.tsx$/, includeDependenciesRecursively: true }] },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
