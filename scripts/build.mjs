// `npm start`'s build: builds web and server only when their sources changed since the last build.
// A build writes a hash of its inputs beside its output (dist/.inputs); the same hash and the
// output present means the build would make the same files, so it is skipped.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

const parts = [
  {
    name: 'web',
    inputs: ['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts', 'web/package.json', 'core/src', 'package-lock.json'],
    output: 'web/dist/index.html',
  },
  {
    name: 'server',
    inputs: ['server/src', 'server/build.mjs', 'server/ownProcessBuild.mjs', 'server/package.json', 'core/src', 'package-lock.json'],
    output: 'server/dist/main.js',
  },
];

function files(path) {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full)
    .sort()
    .flatMap((name) => files(join(path, name)));
}

/** Content, not mtimes: a fresh checkout or a `touch` does not force a rebuild; an edit does. */
function hashOf(inputs) {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap(files))
    hash
      .update(relative(root, join(root, file)))
      .update('\0')
      .update(readFileSync(join(root, file)));
  return hash.digest('hex');
}

for (const part of parts) {
  const stamp = join(root, part.name, 'dist/.inputs');
  const hash = hashOf(part.inputs);
  if (existsSync(join(root, part.output)) && existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) {
    console.log(`${part.name}: up to date, not rebuilt`);
    continue;
  }
  // NODE_ENV=production: the web build is always the production build, whatever the shell says.
  // Its own lines (Vite lists every file it writes) are shown only when it fails.
  console.log(`${part.name}: building`);
  const started = Date.now();
  const built = spawnSync('npm', ['run', '--silent', 'build', '-w', part.name], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
    shell: process.platform === 'win32',
  });
  if (built.status !== 0) {
    process.stdout.write(built.stdout ?? '');
    process.stderr.write(built.stderr ?? '');
    console.error(`${part.name}: the build failed (above)`);
    process.exit(built.status ?? 1);
  }
  writeFileSync(stamp, hash);
  console.log(`${part.name}: built in ${Math.round((Date.now() - started) / 1000)} s`);
}
