// npm run bench, the first visit's half of offline (docs/architecture.md "Budgets"): how long after the
// first screen is drawn the app is ready to open with no signal, on a fast link and on a slow one.
// A first visit in a fresh browser profile (nothing kept) of the production build, reached as
// deployed (Caddy, HTTPS, HTTP/2: asDeployed.mjs), with the link slowed by Chrome's own network
// emulation (DevTools protocol Network.emulateNetworkConditions) on the page and on its service
// worker alike, so the worker's downloads of the build share the slow link with the page.
// "First screen": the page's largest paint (the signed-out welcome); "ready offline": the service
// worker has kept every file and looks after the page (controllerchange), when the app says "This
// app now works without signal on this phone."; then the link is cut and the page reloaded: it must
// draw the welcome again. The median of a few visits per link.
//
// Alone: `node bench/offlineReady.mjs` (after a web build); OFFLINE_READY_RUNS=1 for a quick look,
// BENCH_WEB_DIST=<folder> to measure another build.
import { createHash, X509Certificate } from 'node:crypto';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { connect as tlsConnect } from 'node:tls';
import * as chromeLauncher from 'chrome-launcher';
import { startCaddy } from './asDeployed.mjs';
import { startBenchServer } from './lighthouse.mjs';

/** The links measured; the budget is the fast link's (docs/architecture.md), the slow one reported. */
const links = [
  { name: 'fast link', words: '20 Mbit/s down, 5 Mbit/s up, 40 ms a round trip', latency: 40, down: 20e6, up: 5e6, limitMs: 5000 },
  {
    name: 'slow link',
    words: 'camp 3G: 1.6 Mbit/s down, 750 kbit/s up, 300 ms a round trip',
    latency: 300,
    down: 1.6e6,
    up: 750e3,
    limitMs: null,
  },
];

/** What the page records: its largest paint, and when the worker took it over. */
const recorder = `(() => {
  const bench = (window.palsBench = { screenMs: null, readyMs: null });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (bench.readyMs === null) bench.screenMs = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  navigator.serviceWorker?.addEventListener('controllerchange', () => {
    bench.readyMs ??= performance.now();
  });
})()`;

/** A DevTools protocol connection over the browser's WebSocket, with flat sessions. */
async function connect(port) {
  const { webSocketDebuggerUrl } = await (await fetch(`http://127.0.0.1:${port}/json/version`)).json();
  // Node's own WebSocket client (Node 22 and later).
  const socket = new globalThis.WebSocket(webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  let next = 0;
  const pending = new Map();
  const listeners = new Set();
  socket.onmessage = ({ data }) => {
    const message = JSON.parse(data);
    const waiting = pending.get(message.id);
    if (waiting) {
      pending.delete(message.id);
      if (message.error) waiting.reject(new Error(`${waiting.method}: ${message.error.message}`));
      else waiting.resolve(message.result);
    } else for (const listener of listeners) listener(message);
  };
  return {
    send: (method, params = {}, sessionId) =>
      new Promise((resolve, reject) => {
        const id = ++next;
        pending.set(id, { resolve, reject, method });
        socket.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
      }),
    on: (listener) => listeners.add(listener),
    off: (listener) => listeners.delete(listener),
    close: () => socket.close(),
  };
}

/** One first visit of `url` on `link`, in a profile of its own: { screenMs, readyMs, opensOffline }. */
async function firstVisit(cdp, url, link) {
  const { browserContextId } = await cdp.send('Target.createBrowserContext');
  const conditions = { offline: false, latency: link.latency, downloadThroughput: link.down / 8, uploadThroughput: link.up / 8 };
  let page = null;
  // Every new target of this profile (the page, then its service worker) is held at its start until
  // its link is slowed.
  const attached = async ({ method, params }) => {
    if (method !== 'Target.attachedToTarget' || params.targetInfo.browserContextId !== browserContextId) return;
    const { sessionId, targetInfo } = params;
    await cdp.send('Network.enable', {}, sessionId);
    await cdp.send('Network.emulateNetworkConditions', conditions, sessionId);
    if (targetInfo.type === 'page') {
      await cdp.send('Page.enable', {}, sessionId);
      await cdp.send('Page.addScriptToEvaluateOnNewDocument', { source: recorder }, sessionId);
      page = sessionId;
    }
    await cdp.send('Runtime.runIfWaitingForDebugger', {}, sessionId);
  };
  cdp.on(attached);
  try {
    await cdp.send('Target.createTarget', { url: 'about:blank', browserContextId });
    while (!page) await sleep(20);
    const read = async (expression) =>
      (await cdp.send('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true }, page)).result.value;
    await cdp.send('Page.navigate', { url }, page);
    const started = Date.now();
    let figures = null;
    while (Date.now() - started < 120_000) {
      figures = await read('window.palsBench && window.palsBench.readyMs !== null ? window.palsBench : null').catch(() => null);
      if (figures) break;
      await sleep(100);
    }
    if (!figures) return { screenMs: null, readyMs: null, opensOffline: false };
    await cdp.send('Network.emulateNetworkConditions', { ...conditions, offline: true }, page);
    await cdp.send('Page.reload', {}, page);
    let opensOffline = false;
    for (let tries = 0; tries < 100 && !opensOffline; tries++) {
      await sleep(100);
      opensOffline = await read(`[...document.querySelectorAll('a')].some((link) => link.textContent.trim() === 'Participant')`).catch(
        () => false,
      );
    }
    return { ...figures, opensOffline };
  } finally {
    cdp.off(attached);
    await cdp.send('Target.disposeBrowserContext', { browserContextId });
  }
}

/**
 * The public key hash of the certificate Caddy serves on `port`, for Chrome to accept it as a phone
 * accepts a public one. With --ignore-certificate-errors Chrome takes the page but keeps nothing of
 * it in its HTTP cache (an invalid certificate's answers are never cached), which a phone does.
 */
async function caddyKey(port) {
  const socket = tlsConnect({ host: '127.0.0.1', port, rejectUnauthorized: false });
  await once(socket, 'secureConnect');
  const certificate = new X509Certificate(socket.getPeerCertificate().raw);
  socket.destroy();
  return createHash('sha256')
    .update(certificate.publicKey.export({ type: 'spki', format: 'der' }))
    .digest('base64');
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

/**
 * Starts the bench server on the built web app behind Caddy, makes a few first visits on each link,
 * and adds one row per link to `results` (the table of bench/run.mjs).
 */
export async function offlineReadyBench({ root, bundle, startServer, results, port = Number(process.env.OFFLINE_READY_PORT ?? 3405) }) {
  const runs = Number(process.env.OFFLINE_READY_RUNS ?? 3);
  const stopCaddy = await startCaddy([{ host: '127.0.0.1', port: port + 5000, to: port }]);
  const server = await startBenchServer({ root, bundle, startServer, port });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      `--ignore-certificate-errors-spki-list=${await caddyKey(port + 5000)}`,
    ],
  });
  const cdp = await connect(chrome.port);
  try {
    await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: true });
    for (const link of links) {
      const visits = [];
      while (visits.length < runs) visits.push(await firstVisit(cdp, `https://127.0.0.1:${port + 5000}/`, link));
      const done = visits.filter((visit) => visit.readyMs !== null && visit.opensOffline);
      const after = done.map((visit) => visit.readyMs - visit.screenMs);
      const readyAfter = after.length === visits.length ? median(after) : null;
      results.push({
        budget: `first visit ready offline after its first screen, ${link.name} (${link.words})`,
        measured:
          readyAfter === null
            ? `${visits.length - done.length} of ${visits.length} visits not ready offline within 2 minutes`
            : `${seconds(readyAfter)} after the first screen (runs ${after.map(seconds).join(', ')}; first screen at ${seconds(median(done.map((visit) => visit.screenMs)))}); opens offline: ${done.length} of ${visits.length}`,
        limit: link.limitMs === null ? 'reported' : `within ${seconds(link.limitMs)}`,
        ok: readyAfter !== null && (link.limitMs === null || readyAfter <= link.limitMs),
      });
    }
  } finally {
    cdp.close();
    chrome.kill();
    await stopCaddy();
    server.kill();
  }
}

// Alone: the same visits, printed as the bench's table.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { bundle, root, startServer } = await import('./benchServers.mjs');
  const results = [];
  await offlineReadyBench({ root, bundle, startServer, results });
  console.log('\n| budget | measured | limit | within |\n| --- | --- | --- | --- |');
  for (const r of results) console.log(`| ${r.budget} | ${r.measured} | ${r.limit} | ${r.ok === null ? '—' : r.ok ? 'yes' : 'NO'} |`);
}
