// Did a change make a screen faster, or was it the machine? Lighthouse on two web builds, their runs
// interleaved (A, B, then B, A, …), so both get the same share of whatever else the machine does.
// On this project's 2-core machine one screen's score moves by 5 to 10 points from run to run, and
// two servers on the same build differed by 5 points on average over 6 runs each: a change is told
// apart only by runs taken side by side, many of them (docs/performance.md "Telling a change from noise").
//
//   node bench/lighthouseAB.mjs <web dist A> <web dist B>
//   AB_WHO=Administrator AB_SCREENS=/admin/tasks,/admin/reports AB_RUNS=6
//
// Each build gets its own bench server, on its own host name (127.0.0.1 and localhost), so each
// keeps its own session cookies. The identity (named as in bench/lighthouse.mjs) signs in on both and
// opens every screen of theirs once first, so what the phone keeps is what the bench's runs meet.
import { bundle, root, startServer } from './benchServers.mjs';
import { figuresOf, identities, measureOnce, openChrome, signInAt, startBenchServer } from './lighthouse.mjs';

const [distA, distB] = process.argv.slice(2);
if (!distA || !distB) throw new Error('usage: node bench/lighthouseAB.mjs <web dist A> <web dist B>');
const identity = identities.find((candidate) => candidate.who === (process.env.AB_WHO ?? 'Administrator'));
if (!identity) throw new Error(`AB_WHO names none of: ${identities.map((candidate) => candidate.who).join(', ')}`);
const screens = process.env.AB_SCREENS?.split(',') ?? identity.screens;
const runs = Number(process.env.AB_RUNS ?? 6);

const sides = [
  { name: 'A', dist: distA, port: 3421, host: '127.0.0.1' },
  { name: 'B', dist: distB, port: 3422, host: 'localhost' },
];
const servers = [];
const chrome = await openChrome();
try {
  for (const side of sides) {
    servers.push(await startBenchServer({ root, bundle, startServer, port: side.port, webDist: side.dist }));
    side.origin = `http://${side.host}:${side.port}`;
    await signInAt(chrome.context, side.origin, identity);
    const page = await chrome.context.newPage();
    for (const screen of identity.screens) {
      await page.goto(`${side.origin}${screen}`, { waitUntil: 'networkidle' });
    }
    await page.close();
  }
  const measured = new Map();
  for (let run = 0; run < runs; run++) {
    for (const screen of screens) {
      for (const side of run % 2 === 0 ? sides : [...sides].reverse()) {
        const key = `${screen} ${side.name}`;
        measured.set(key, [...(measured.get(key) ?? []), figuresOf(await measureOnce(`${side.origin}${screen}`, chrome.port))]);
      }
    }
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
  console.log('| screen | build | score median (mean) | LCP median | TBT median (mean) | scores |\n| --- | --- | --- | --- | --- | --- |');
  for (const [key, each] of measured) {
    const [screen, build] = key.split(' ');
    const of = (name) => each.map((figures) => figures[name]);
    console.log(
      `| ${screen} | ${build} | ${median(of('score'))} (${mean(of('score')).toFixed(1)}) | ${(median(of('lcp')) / 1000).toFixed(2)} s | ${Math.round(median(of('tbt')))} ms (${Math.round(mean(of('tbt')))}) | ${of('score').join('/')} |`,
    );
  }
} finally {
  await chrome.close();
  for (const server of servers) server.kill();
}
