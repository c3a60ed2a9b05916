// docs/offline.md "Installing and opening offline": Workbox keeps the build's files one at a time, a round trip
// each, so on camp 3G (300 ms a round trip) its 43 files took 13 s whatever their size. While a
// worker installs, the page asks for the build's hashed files side by side (HTTP/2 sends them on one
// connection) into the browser's cache, where the worker then finds them: it asks for them with the
// default cache mode, and they are immutable there for a year. Loaded with registerServiceWorker.ts.

/** The worker's list of the build's hashed files, as Workbox writes it in /sw.js. */
const hashedFile = /\{url:"(assets\/[^"]+)",revision:null\}/g;

/** Fetches every hashed file the worker at `workerUrl` keeps, all at once; one that fails is left to the worker. */
export async function fetchBuildSideBySide(workerUrl = '/sw.js'): Promise<void> {
  const worker = await (await fetch(workerUrl)).text();
  const files = [...new Set([...worker.matchAll(hashedFile)].map((found) => `/${found[1]}`))];
  await Promise.all(
    files.map((file) =>
      fetch(file).then(
        (answer) => answer.arrayBuffer(),
        () => undefined,
      ),
    ),
  );
}
