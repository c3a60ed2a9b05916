// `npm run release`: builds release/, a folder that runs the app on a machine with nothing else
// installed (docs/deploy.md "1. The server"). It holds:
// - start: runs the server on the Node beside it, reading .env beside it when there is one;
//   backup: `npm run backup` for the release (scripts/backup.mjs); doctor and workbook-check:
//   `npm run doctor` and `npm run workbook:check` (server/scripts/, bundled as the server is);
// - node/: the Node package-lock.json pins (the `node` devDependency's binary, as installed);
// - server/dist: the server's bundle (server/build.mjs), the migrations inside it; web/dist: the built
//   web app; data/demo: the bundled demo workbook (found beside package.json, named pals-camp-app);
// - node_modules/: the packages the bundle leaves outside it (server/build.mjs's externals, the SQLite
//   driver with its native part among them) and what they load, at the versions package-lock.json
//   pins, copied from this checkout's node_modules. Only the files the server loads are copied:
//   esbuild follows every import and require from the bundle (nothing written), and each package
//   keeps those files, its package.json files, its licence and its native part for this platform.
//   Whole, those packages take 186 MB; the files the server loads, 24 MB.
//
// `--out <folder>` builds elsewhere (default release/); `--server-dist <folder>` and `--web-dist
// <folder>` take those builds as they are (server/test/release.test.ts); without them web and server
// are built first when their sources changed (scripts/build.mjs).
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url).pathname;
const { values } = parseArgs({
  options: {
    out: { type: 'string', default: 'release' },
    'server-dist': { type: 'string' },
    'web-dist': { type: 'string' },
  },
});
const out = resolve(root, values.out);
const serverDist = resolve(root, values['server-dist'] ?? 'server/dist');
const webDist = resolve(root, values['web-dist'] ?? 'web/dist');
const started = Date.now();

function stop(line) {
  console.error(`release: ${line}`);
  process.exit(1);
}

if (!values['server-dist'] && !values['web-dist']) {
  const built = spawnSync(process.execPath, [join(root, 'scripts/build.mjs')], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const bundle = ['main.js', 'server.js', 'downloadChild.js', 'campPasswordChild.js'];
for (const file of bundle) if (!existsSync(join(serverDist, file))) stop(`${join(serverDist, file)} is missing: npm run build`);
if (!existsSync(join(webDist, 'index.html'))) stop(`${join(webDist, 'index.html')} is missing: npm run build`);

const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')).packages;
const serverManifest = JSON.parse(readFileSync(join(root, 'server/package.json'), 'utf8'));
/** server/build.mjs's externals: the server's dependencies but its own core, which is bundled. */
const externals = Object.keys(serverManifest.dependencies)
  .filter((name) => name !== '@pals/core')
  .sort();

// The doctor and the workbook check, which a release has no npm to run: bundled as server/build.mjs
// bundles the server (core inside, its packages outside), into a folder of server/dist (so packages
// resolve as from the server's bundle) until the release's is made; traced with the server below.
const tools = ['doctor.js', 'workbookCheck.js'];
mkdirSync(join(root, 'server/dist'), { recursive: true });
const toolsBuilt = mkdtempSync(join(root, 'server/dist/release-tools-'));
process.on('exit', () => rmSync(toolsBuilt, { recursive: true, force: true }));
await build({
  entryPoints: tools.map((file) => join(root, 'server/scripts', file.replace(/\.js$/, '.ts'))),
  outdir: toolsBuilt,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  external: [...externals, ...externals.map((name) => `${name}/*`)],
  banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
  logLevel: 'warning',
});

/** The lockfile entry `name` resolves to from the entry at `from`, as Node looks up node_modules. */
function resolveEntry(from, name) {
  for (let base = from; ;) {
    const path = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (lock[path]) return path;
    if (!base) return null;
    const nested = base.lastIndexOf('/node_modules/');
    base = nested >= 0 ? base.slice(0, nested) : '';
  }
}

/** Every lockfile entry the externals depend on, themselves included, as `npm install --omit=dev`
 * would install them: optional peers are not (debug's supports-color, a devDependency's here). */
const allowed = new Set();
(function visit(from, names) {
  for (const name of names) {
    const path = resolveEntry(from, name);
    if (!path || allowed.has(path)) continue;
    allowed.add(path);
    const entry = lock[path];
    const optionalPeers = entry.peerDependenciesMeta ?? {};
    visit(path, [
      ...Object.keys(entry.dependencies ?? {}),
      ...Object.keys(entry.optionalDependencies ?? {}),
      ...Object.keys(entry.peerDependencies ?? {}).filter((peer) => !optionalPeers[peer]?.optional),
    ]);
  }
})('server', externals);

/** The lockfile entry (package folder, relative to the root) a file lies in, or null. */
function entryOf(file) {
  const parts = relative(root, file).split(sep);
  const last = parts.lastIndexOf('node_modules');
  if (last < 0) return null;
  const scoped = parts[last + 1]?.startsWith('@');
  return parts.slice(0, last + (scoped ? 3 : 2)).join('/');
}

// Every file the server, its processes of their own (a download's, the camp passwords'), the backup
// and the two tools load, found by esbuild as it would bundle them, with the conditions Node 24
// itself uses (module-sync, not esbuild's extra "module"); nothing is written. A package's optional
// part that is not installed here either (pg's native client) is left to fail at run time as it
// does in the checkout, where pg goes without it.
const notInstalled = new Set();
const traced = await build({
  entryPoints: [
    ...bundle.map((file) => join(serverDist, file)),
    join(root, 'scripts/backup.mjs'),
    ...tools.map((file) => join(toolsBuilt, file)),
  ],
  absWorkingDir: root,
  bundle: true,
  write: false,
  metafile: true,
  outdir: join(out, '.trace'),
  platform: 'node',
  format: 'esm',
  target: 'node24',
  conditions: ['module-sync'],
  mainFields: ['main'],
  loader: { '.node': 'empty' },
  logLevel: 'silent',
  plugins: [
    {
      name: 'not-installed',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, async (args) => {
          if (args.pluginData === 'retry' || args.path.startsWith('node:')) return undefined;
          const found = await b.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, pluginData: 'retry' });
          if (found.errors.length === 0) return found;
          notInstalled.add(args.path);
          return { path: args.path, external: true };
        });
      },
    },
  ],
});
// A package outside them that esbuild reached is one a dependency loads only when it is there
// (debug's supports-color, in a try): left out, as a production install leaves it.
const loaded = new Map();
const leftOut = new Set();
for (const input of Object.keys(traced.metafile.inputs)) {
  const file = resolve(root, input);
  const entry = entryOf(file);
  if (!entry) continue;
  if (!allowed.has(entry)) {
    leftOut.add(entry.replace(/^.*node_modules\//, ''));
    continue;
  }
  if (!loaded.has(entry)) loaded.set(entry, new Set());
  loaded.get(entry).add(file);
}
for (const name of externals)
  if (!loaded.has(resolveEntry('server', name))) stop(`the bundle imports ${name}, but esbuild found none of its files`);

/** The files of a package folder, not those of the packages nested in it. */
function filesIn(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((item) => {
    const path = join(folder, item.name);
    if (item.isDirectory()) return item.name === 'node_modules' ? [] : filesIn(path);
    return item.isFile() ? [path] : [];
  });
}

/** A native part for this machine: a prebuilt addon named for its platform (glibc's on Linux, which
 * the Node binary itself needs), or one built here. */
const platform = `${process.platform}-${process.arch}`;
const isNativeHere = (file) =>
  file.endsWith('.node') &&
  (basename(file, '.node') === platform || file.includes(`${sep}${platform}${sep}`) || file.includes(`${sep}build${sep}Release${sep}`));

if (existsSync(out)) {
  if (readdirSync(out).length > 0 && !existsSync(join(out, 'release.json')))
    stop(`${out} is there and is not a release; move it away or name another --out`);
  rmSync(out, { recursive: true, force: true });
}
mkdirSync(out, { recursive: true });
// What says the folder is a release (and may be replaced by the next), written first; filled in last.
writeFileSync(join(out, 'release.json'), '{}\n');

const versions = {};
for (const [entry, files] of loaded) {
  const folder = join(root, entry);
  const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'));
  if (manifest.version !== lock[entry].version)
    stop(`${entry} is ${manifest.version} here but package-lock.json pins ${lock[entry].version}: npm ci`);
  versions[entry] = manifest.version;
  for (const file of filesIn(folder)) {
    const name = basename(file);
    if (files.has(file) || name === 'package.json' || /^(licen[cs]e|notice|copying)/i.test(name) || isNativeHere(file)) {
      const target = join(out, relative(root, file));
      mkdirSync(dirname(target), { recursive: true });
      cpSync(file, target);
    }
  }
}

cpSync(serverDist, join(out, 'server/dist'), { recursive: true, filter: (file) => file === serverDist || bundle.includes(basename(file)) });
// Beside the server's bundle: the doctor finds the release's folder two levels up, as a checkout's.
for (const file of tools) cpSync(join(toolsBuilt, file), join(out, 'server/dist', file));
cpSync(webDist, join(out, 'web/dist'), { recursive: true, filter: (file) => basename(file) !== '.inputs' });
cpSync(join(root, 'data/demo'), join(out, 'data/demo'), { recursive: true });
mkdirSync(join(out, 'scripts'));
cpSync(join(root, 'scripts/backup.mjs'), join(out, 'scripts/backup.mjs'));

// The Node package-lock.json pins: the `node` package's binary for this platform (scripts/setup.mjs).
const nodeVersion = lock['node_modules/node'].version;
const node = join(root, 'node_modules/node/bin/node');
const nodeSays = existsSync(node) ? execFileSync(node, ['-p', 'process.versions.node'], { encoding: 'utf8' }).trim() : 'missing';
if (nodeSays !== nodeVersion) stop(`node_modules/node/bin/node is ${nodeSays}, package-lock.json pins ${nodeVersion}: npm run setup`);
mkdirSync(join(out, 'node/bin'), { recursive: true });
const releaseNode = join(out, 'node/bin/node');
cpSync(node, releaseNode);
// On Linux the binary is shipped with its symbols and debug information, 18 MB of its 127 MB that no
// run reads (the symbols addons link against stay): strip takes them off, as distributions' Node
// packages do. Elsewhere (a macOS binary is signed) and without strip it is kept as it is.
const stripped = process.platform === 'linux' && spawnSync('strip', ['--strip-all', releaseNode]).status === 0;
const releaseNodeSays = spawnSync(releaseNode, ['-p', 'process.versions.node'], { encoding: 'utf8' }).stdout?.trim();
if (releaseNodeSays !== nodeVersion) stop(`the release's Node does not run (${releaseNodeSays || 'no answer'})`);
const nodePlatform = readdirSync(join(root, 'node_modules/node/node_modules')).find((name) => /^node-(?!bin-setup)/.test(name));
if (nodePlatform) cpSync(join(root, 'node_modules/node/node_modules', nodePlatform, 'LICENSE'), join(out, 'node/LICENSE'));

// package.json: the name by which the server knows data/demo is its own demo (server/src/workbook/
// bundledDemo.ts), "type": "module" for the bundle, and the externals at their versions.
const manifest = {
  name: 'pals-camp-app',
  private: true,
  type: 'module',
  dependencies: Object.fromEntries(externals.map((name) => [name, versions[resolveEntry('server', name)]])),
};
writeFileSync(join(out, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
const commit = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).stdout?.trim() || null;
writeFileSync(
  join(out, 'release.json'),
  `${JSON.stringify({ commit, node: nodeVersion, platform, packages: Object.keys(versions).sort() }, null, 2)}\n`,
);

// The scripts run from the release's folder, as `npm start` and `npm run backup` run from the
// repository's: relative paths in the settings (data/pals.db, data/demo, web/dist) are from here.
// Node's --env-file reads .env as process.loadEnvFile does (scripts/envFile.mjs): a variable
// already set in the environment wins over the file (and NODE_OPTIONS in it applies too).
const script = (what, file, before = '') => `#!/bin/sh
# ${what}, on the Node in this folder (not the machine's),
# from this folder. The settings come from the environment and from .env here, when there is one
# (the environment wins).
here=$(CDPATH= cd -- "$(dirname -- "$0")" && pwd) || exit 1
cd "$here" || exit 1
${before}set -- ${file} "$@"
if [ -f .env ]; then set -- --env-file=.env "$@"; fi
exec "$here/node/bin/node" "$@"
`;
// workbook-check's workbook as the person typed it: a relative path is from the folder they typed it
// in (the one cd left, $OLDPWD), not from this one.
const typedPath = `case \${1-} in '' | /* | gsheet:* | http://* | https://*) ;; *) first=$1; shift; set -- "$OLDPWD/$first" "$@" ;; esac\n`;
for (const [name, what, file, before] of [
  ['start', 'Starts the PALS camp app (docs/deploy.md "1. The server")', 'server/dist/main.js'],
  ['backup', 'Copies the SQLite database while the app runs (docs/deploy.md "6. Backups and restore")', 'scripts/backup.mjs'],
  ['doctor', 'Checks every outside piece of the setup (docs/deploy.md "14. Check the setup")', 'server/dist/doctor.js'],
  ['workbook-check', 'Checks a workbook without any database (docs/workbook.md)', 'server/dist/workbookCheck.js', typedPath],
]) {
  writeFileSync(join(out, name), script(what, file, before));
  chmodSync(join(out, name), 0o755);
}

/** The space the folder takes on disk, in MB (what `du -sh` says, within its rounding). */
function diskMB(folder) {
  let blocks = 0;
  for (const item of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, item.name);
    blocks += item.isDirectory() ? diskMB(path) * 2048 : statSync(path).blocks;
  }
  return blocks / 2048;
}
const shown = relative(process.cwd(), out).startsWith('..') ? out : relative(process.cwd(), out) || '.';
console.log(
  `release: ${shown} built in ${((Date.now() - started) / 1000).toFixed(1)} s, ${diskMB(out).toFixed(0)} MB: ` +
    `Node ${nodeVersion}${stripped ? ' (stripped)' : ''}, ${loaded.size} packages` +
    (notInstalled.size + leftOut.size > 0 ? ` (optional, left out: ${[...notInstalled, ...leftOut].sort().join(', ')})` : '') +
    `; start it with ${join(shown, 'start')}`,
);
