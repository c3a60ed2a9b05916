// The floor of the Lighthouse runs (docs/performance.md "Lighthouse"): the least a React page is —
// React 19 drawing one heading and one line, built for production and sent compressed as the app's
// files are — measured by the same Lighthouse in the same run as the screens, so each screen's
// main-thread work reads beside what React alone costs on this machine at that moment.
import { createServer } from 'node:http';
import { brotliCompressSync, constants } from 'node:zlib';
import { build } from 'esbuild';

const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="The floor: React alone." />
    <title>PALS floor</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/floor.js"></script>
  </body>
</html>`;

const source = `import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
createRoot(document.getElementById('root')).render(h('main', null, h('h1', null, 'PALS'), h('p', null, 'The floor: React alone.')));`;

/** Builds the floor with React from web/'s packages and serves it on `port`; resolves to its stop. */
export async function startFloor(root, port) {
  const built = await build({
    stdin: { contents: source, resolveDir: `${root}/web`, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  const brotli = (text) => brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  const files = {
    '/': { type: 'text/html; charset=utf-8', body: brotli(page) },
    '/floor.js': { type: 'text/javascript', body: brotli(built.outputFiles[0].contents) },
  };
  const server = createServer((request, response) => {
    const file = files[request.url];
    if (!file) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': file.type, 'content-encoding': 'br', 'cache-control': 'no-cache' }).end(file.body);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return () => new Promise((resolve) => server.close(resolve));
}
