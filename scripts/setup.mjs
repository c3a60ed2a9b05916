// Makes this clone ready to run, before `npm start`, `npm test` and `.ci/run` do anything else.
// What runs after it in the same script line must be a new npm run (package.json's start → serve):
// the shell that ran this one has already looked up `node` as the machine's, before Node 24 was here.
//
// the project's packages installed exactly as package-lock.json says, Node 24 among them (the npm
// registry's `node` package, a devDependency), so every npm script of the project runs on Node 24
// whatever Node the machine has (docs/decisions/002-node-24-lts-current-majors.md). Runs on any Node from 18 on.
//
// - Nothing changed since the last install (the lockfile's hash is the one it installed): returns
//   at once, downloading nothing. An `npm install` or `npm ci` typed by hand counts: package.json's
//   postinstall runs `setup.mjs --installed`, which checks the driver and records the hash.
// - A fresh clone or a pulled lockfile: `npm ci`. On a machine whose Node is older than the
//   project's, npm itself runs on Node 24 for that install (the registry's `node@24` in .tools/),
//   so no package complains about the machine's Node.
// - What cannot be provided (no prebuilt Node or SQLite driver for this system, no registry):
//   one line saying what is missing and how to get it, exit 1.
import { spawn, spawnSync } from 'node:child_process';
import { clearInterval, setInterval } from 'node:timers';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const stamp = join(root, 'node_modules/.pals-installed');
const projectNode = join(root, 'node_modules/.bin/node');
const lock = readFileSync(join(root, 'package-lock.json'));
const lockHash = createHash('sha256').update(lock).digest('hex');
/** The Node the project runs on, as package-lock.json pins it. */
const nodeVersion = JSON.parse(lock.toString()).packages['node_modules/node'].version;

function stop(line) {
  console.error(`setup: ${line}`);
  process.exit(1);
}

/** Node 22.12 or newer runs everything in the project (package.json's engines). */
function isCurrent(version) {
  const [major, minor] = version.split('.').map(Number);
  return major > 22 || (major === 22 && minor >= 12);
}

function run(command, args, env = process.env) {
  return spawnSync(command, args, { cwd: root, stdio: 'inherit', env, shell: process.platform === 'win32' });
}

/** `run`, for a command that prints nothing for minutes: a line every 30 s says it is still at work. */
async function runSaying(what, command, args, env) {
  const started = Date.now();
  const beat = setInterval(() => console.log(`setup: still ${what} (${Math.round((Date.now() - started) / 1000)} s so far)`), 30_000);
  try {
    return await new Promise((resolve) =>
      spawn(command, args, { cwd: root, stdio: 'inherit', env, shell: process.platform === 'win32' }).on('close', (status) =>
        resolve({ status }),
      ),
    );
  } finally {
    clearInterval(beat);
  }
}

// The registry has Node and better-sqlite3 prebuilt for these; anywhere else both need building.
const prebuilt = { linux: ['x64', 'arm64'], darwin: ['x64', 'arm64'], win32: ['x64', 'arm64'] };
if (!prebuilt[process.platform]?.includes(process.arch))
  stop(
    `the npm registry has no prebuilt Node.js ${nodeVersion} and SQLite driver for ${process.platform}-${process.arch}; ` +
      'install Node.js 24 and a C++ toolchain (python3, make, g++), then build better-sqlite3 from source (docs/deploy.md)',
  );

/** After an install: the SQLite driver loads on the project's Node, and the lockfile's hash is recorded. */
function recordInstall() {
  const check = spawnSync(projectNode, ['-e', "new (require('better-sqlite3'))(':memory:').close()"], { cwd: root, encoding: 'utf8' });
  if (check.status !== 0)
    stop(`the SQLite driver does not load on Node ${nodeVersion} here: ${(check.stderr || `exit ${check.status}`).trim().split('\n')[0]}`);
  writeFileSync(stamp, lockHash);
}

const installed = existsSync(projectNode) && existsSync(stamp) && readFileSync(stamp, 'utf8') === lockHash;
// The postinstall: an install without the devDependencies has no Node 24 to check; the next setup installs.
if (process.argv.includes('--installed')) {
  if (existsSync(projectNode)) recordInstall();
} else if (!installed) {
  let env = process.env;
  if (!isCurrent(process.versions.node)) {
    // npm runs on the machine's Node; give it Node 24 for this install, from the registry.
    const tools = join(root, '.tools');
    const toolsNode = join(tools, 'node_modules/.bin/node');
    const toolsVersion = existsSync(toolsNode)
      ? spawnSync(toolsNode, ['-p', 'process.versions.node'], { encoding: 'utf8' }).stdout.trim()
      : '';
    if (toolsVersion !== nodeVersion) {
      console.log(
        `setup: this machine's Node is ${process.versions.node}; fetching Node ${nodeVersion} from the npm registry for the install`,
      );
      const fetched = run('npm', [
        'install',
        '--prefix',
        tools,
        '--no-save',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
        `node@${nodeVersion}`,
      ]);
      if (fetched.status !== 0)
        stop(`could not fetch Node ${nodeVersion} from the npm registry (\`npm config get registry\` says where npm looks)`);
    }
    env = { ...process.env, PATH: `${join(tools, 'node_modules/.bin')}${delimiter}${process.env.PATH}` };
  }
  console.log('setup: installing the packages package-lock.json names (npm ci): 1 to 3 minutes, more on a small machine');
  const done = await runSaying('installing', 'npm', ['ci', '--no-audit', '--no-fund'], env);
  if (done.status !== 0) stop('npm ci failed (above); is the npm registry reachable? `npm ping` tells');
  // npm ci ran the postinstall, which recorded it; unless scripts were turned off.
  recordInstall();
}
