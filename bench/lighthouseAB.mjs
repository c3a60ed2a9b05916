// Did a change make a screen faster, or was it the machine? Lighthouse on two web builds, their runs
// interleaved (A, B, then B, A, …), so both get the same share of whatever else the machine does.
// On this project's 2-core machine one screen's score moves by 5 to 10 points from run to run, and
// two servers on the same build differed by 5 points on average over 6 runs each: a change is told
// apart only by runs taken side by side, many of them (docs/performance.md "Telling a change from noise").
//
//   node bench/lighthouseAB.mjs <web dist A> <web dist B>
//   AB_WHO=Administrator AB_SCREENS=/admin/tasks,/admin/reports AB_RUNS=6 AB_BOTH_WAYS=1
//
// Each build gets its own bench server, on its own host name (127.0.0.1 and localhost), so each
// keeps its own session cookies. The identity (named as in bench/lighthouse.mjs) signs in on both and
// opens every screen of theirs once first, so what the phone keeps is what the bench's runs meet.
// The two sides are not alike: in the same interleaved runs, each host serving each build half the
// time, one host's TBT median was twice the other's (2026-11-28: /tasks as Director 70 and 139 ms,
// /call as a participant 161 and 70 ms, 8 runs each), and not always the same host. So by default
// half the runs are taken with the builds the other way round (AB_BOTH_WAYS=0: one way, all runs):
// the servers start again, on fresh databases, and the identity signs in again. The floor
// (bench/lighthouseFloor.mjs) is measured once a round, before the screens, and printed first: the
// budget of docs/performance.md "Beside the floor" is read beside it, from the same runs.
import { startCaddy } from './asDeployed.mjs';
import { bundle, root, startServer } from './benchServers.mjs';
import { figuresOf, identities, measureOnce, openChrome, signInAt, startBenchServer } from './lighthouse.mjs';
import { startFloor } from './lighthouseFloor.mjs';

const [distA, distB] = process.argv.slice(2);
if (!distA || !distB) throw new Error('usage: node bench/lighthouseAB.mjs <web dist A> <web dist B>');
const identity = identities.find((candidate) => candidate.who === (process.env.AB_WHO ?? 'Administrator'));
if (!identity) throw new Error(`AB_WHO names none of: ${identities.map((candidate) => candidate.who).join(', ')}`);
const screens = process.env.AB_SCREENS?.split(',') ?? identity.screens;
const runs = Number(process.env.AB_RUNS ?? 6);
const bothWays = process.env.AB_BOTH_WAYS !== '0';

const hosts = [
  { port: 3421, host: '127.0.0.1' },
  { port: 3422, host: 'localhost' },
];
const builds = [
  { name: 'A', dist: distA },
  { name: 'B', dist: distB },
];
const ways = bothWays ? [builds, [...builds].reverse()] : [builds];

/** Each run's figures, by screen, build and host. */
const measured = [];
const floorPort = 3423;
// Every server measured as deployed, through Caddy (asDeployed.mjs), on a port 5000 above its own.
const front = (port) => port + 5000;
const stopCaddy = await startCaddy(
  [...hosts, { port: floorPort, host: '127.0.0.1' }].map(({ host, port }) => ({ host, port: front(port), to: port })),
);
const stopFloor = await startFloor(root, floorPort);
const chrome = await openChrome();
try {
  for (const [way, order] of ways.entries()) {
    const sides = order.map((build, index) => ({
      ...build,
      ...hosts[index],
      origin: `https://${hosts[index].host}:${front(hosts[index].port)}`,
    }));
    const servers = [];
    try {
      // The other way round, each host starts as a phone that never opened it: no cookies, and
      // nothing kept (the last build's service worker would otherwise serve the warm-up its files).
      await chrome.context.clearCookies();
      await forgetOrigins(sides.map((side) => side.origin));
      for (const side of sides) {
        servers.push(await startBenchServer({ root, bundle, startServer, port: side.port, webDist: side.dist }));
        await signInAt(chrome.context, side.origin, identity);
        const page = await chrome.context.newPage();
        for (const screen of identity.screens) {
          await page.goto(`${side.origin}${screen}`, { waitUntil: 'networkidle' });
        }
        await page.close();
      }
      // With both ways, each way takes half the runs (the first the odd one out).
      const wayRuns = bothWays ? Math.ceil((runs - way) / 2) : runs;
      for (let run = 0; run < wayRuns; run++) {
        const floor = figuresOf(await measureOnce(`https://127.0.0.1:${front(floorPort)}/`, chrome.port));
        measured.push({ screen: 'the floor', build: 'floor', host: '127.0.0.1', ...floor });
        for (const screen of screens) {
          for (const side of run % 2 === 0 ? sides : [...sides].reverse()) {
            const figures = figuresOf(await measureOnce(`${side.origin}${screen}`, chrome.port));
            measured.push({ screen, build: side.name, host: side.host, ...figures });
          }
        }
      }
    } finally {
      for (const server of servers) server.kill();
    }
  }
} finally {
  await chrome.close();
  await stopCaddy();
  await stopFloor();
}

/** Everything a browser keeps for each origin: service worker, Cache Storage, IndexedDB, localStorage. */
async function forgetOrigins(origins) {
  const page = await chrome.context.newPage();
  const cdp = await chrome.context.newCDPSession(page);
  for (const origin of origins) await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  await page.close();
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
/** One row of the table: the runs that `keep` keeps, under `label`. */
function row(screen, label, keep) {
  const each = measured.filter((figures) => figures.screen === screen && keep(figures));
  const of = (name) => each.map((figures) => figures[name]);
  return (
    `| ${screen} | ${label} | ${median(of('score'))} (${mean(of('score')).toFixed(1)}) | ${(median(of('lcp')) / 1000).toFixed(2)} s | ` +
    `${Math.round(median(of('tbt')))} ms (${Math.round(mean(of('tbt')))}) | ${of('score').join('/')} | ${of('tbt').map(Math.round).join('/')} |`
  );
}
console.log(
  '| screen | build | score median (mean) | LCP median | TBT median (mean) | scores | TBTs (ms) |\n| --- | --- | --- | --- | --- | --- | --- |',
);
console.log(row('the floor', 'floor', (figures) => figures.build === 'floor'));
for (const screen of screens) {
  for (const build of builds) console.log(row(screen, build.name, (figures) => figures.build === build.name));
}
if (bothWays) {
  // The same runs by host instead of build: how far apart the two sides are, whatever they serve.
  console.log('\nThe same runs by host (each host served A in one half, B in the other):\n');
  console.log(
    '| screen | host | score median (mean) | LCP median | TBT median (mean) | scores | TBTs (ms) |\n| --- | --- | --- | --- | --- | --- | --- |',
  );
  for (const screen of screens) {
    for (const { host } of hosts) console.log(row(screen, host, (figures) => figures.host === host));
  }
}
