// `npm run release` (scripts/release.mjs) makes the folder a region's coordinator installs instead of
// the developer toolchain (docs/deploy.md "1. The server"). Built once here, from its own build of
// the server, into a folder outside the repository, and started there as on a bare machine: a PATH
// without the project's Node, nothing but the folder.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import type { AdminConfig } from '@pals/core/admin/calls';
import { afterAll, beforeAll, expect, it } from 'vitest';

const root = new URL('../..', import.meta.url).pathname;
const port = 3217;
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')).packages as Record<
  string,
  { version: string; dev?: boolean }
>;
let dir: string;
let release: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'pals-release-'));
  // Its own build of the server: the end-to-end suite may be starting servers from server/dist meanwhile.
  execFileSync(process.execPath, [join(root, 'server/build.mjs'), '--outdir', 'dist/test-release'], { cwd: root });
  // A web app of one page stands in for web/dist, which this run may not have built.
  const web = join(dir, 'web');
  mkdirSync(web);
  writeFileSync(join(web, 'index.html'), '<!doctype html><html><head><title>PALS release check</title></head><body></body></html>\n');
  release = join(dir, 'release');
  execFileSync(
    process.execPath,
    [join(root, 'scripts/release.mjs'), '--server-dist', 'server/dist/test-release', '--web-dist', web, '--out', release],
    {
      cwd: root,
      stdio: 'pipe',
    },
  );
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('is started by an executable start beside its own Node, the one package-lock.json pins', () => {
  const start = join(release, 'start');
  expect(statSync(start).mode & 0o111).toBe(0o111);
  expect(readFileSync(start, 'utf8').split('\n')[0]).toBe('#!/bin/sh');
  const node = join(release, 'node/bin/node');
  expect(execFileSync(node, ['-p', 'process.versions.node'], { encoding: 'utf8' }).trim()).toBe(lock['node_modules/node']!.version);
});

/** The packages the built files import or require by name, Node's own modules aside, as esbuild
 * reads them (the download's bundle holds other packages' code, whose words a search would find). */
async function importedPackages(files: string[]): Promise<string[]> {
  const { metafile } = await build({
    entryPoints: files,
    bundle: true,
    packages: 'external',
    write: false,
    metafile: true,
    outdir: join(dir, 'read'),
    platform: 'node',
    format: 'esm',
    logLevel: 'silent',
  });
  const names = Object.values(metafile.inputs).flatMap((input) => input.imports.filter((i) => i.external).map((i) => i.path));
  return [
    ...new Set(
      names
        .filter((name) => !name.startsWith('node:') && !builtinModules.includes(name))
        .map((name) =>
          name
            .split('/')
            .slice(0, name.startsWith('@') ? 2 : 1)
            .join('/'),
        ),
    ),
  ].sort();
}

it('holds exactly the packages the bundle leaves outside it, at the versions package-lock.json pins', async () => {
  const bundle = readdirSync(join(release, 'server/dist')).sort();
  expect(bundle).toEqual(['campPasswordChild.js', 'doctor.js', 'downloadChild.js', 'main.js', 'server.js', 'workbookCheck.js']);
  const imported = await importedPackages(bundle.map((file) => join(release, 'server/dist', file)));
  const server = JSON.parse(readFileSync(join(root, 'server/package.json'), 'utf8')) as { dependencies: Record<string, string> };
  const externals = Object.keys(server.dependencies)
    .filter((name) => name !== '@pals/core')
    .sort();
  expect(imported).toEqual(externals);
  const manifest = JSON.parse(readFileSync(join(release, 'package.json'), 'utf8')) as {
    name: string;
    type: string;
    dependencies: Record<string, string>;
  };
  expect(manifest.name).toBe('pals-camp-app');
  expect(manifest.type).toBe('module');
  expect(Object.keys(manifest.dependencies).sort()).toEqual(externals);
  for (const name of externals) {
    const pinned = (lock[`server/node_modules/${name}`] ?? lock[`node_modules/${name}`])!.version;
    expect(manifest.dependencies[name], name).toBe(pinned);
  }
  // Every package folder in it is a runtime package of the lockfile's, at its version, none a developer's.
  const folders = packageFolders(join(release, 'node_modules'), 'node_modules');
  expect(folders.length).toBeGreaterThan(externals.length);
  for (const folder of folders) {
    const entry = lock[folder];
    expect(entry, folder).toBeDefined();
    expect(entry!.dev, folder).toBeUndefined();
    expect((JSON.parse(readFileSync(join(release, folder, 'package.json'), 'utf8')) as { version: string }).version, folder).toBe(
      entry!.version,
    );
  }
  expect(folders).not.toContain('node_modules/typescript');
  expect(folders).not.toContain('node_modules/esbuild');
  expect(folders).not.toContain('node_modules/vitest');
  // The SQLite driver's native part for this machine, and no other machine's.
  expect(readdirSync(join(release, 'node_modules/better-sqlite3/prebuilds'))).toEqual([`${process.platform}-${process.arch}.node`]);
});

/** The lockfile paths of the package folders under a node_modules folder, nested ones too. */
function packageFolders(folder: string, path: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder).flatMap((name) => {
    if (name.startsWith('@')) return packageFolders(join(folder, name), `${path}/${name}`);
    if (name.startsWith('.')) return [];
    return [`${path}/${name}`, ...packageFolders(join(folder, name, 'node_modules'), `${path}/${name}/node_modules`)];
  });
}

it('takes at most 150 MB on disk', () => {
  const blocks = (path: string): number =>
    statSync(path).isDirectory() ? readdirSync(path).reduce((sum, name) => sum + blocks(join(path, name)), 0) : statSync(path).blocks;
  expect(blocks(release) * 512).toBeLessThanOrEqual(150 * 1024 * 1024);
});

/** Resolves with the answer once the URL answers 200 (within 30 s). */
async function answering(url: string, init?: RequestInit): Promise<Response> {
  for (let i = 0; ; i++) {
    const answer = await fetch(url, init).catch(() => null);
    if (answer?.status === 200) return answer;
    if (i > 300) throw new Error(`${url} did not answer 200 (last: ${answer?.status ?? 'no answer'})`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

it('starts with nothing else on the machine: its own Node, .env beside it, the bundled demo, a backup', async () => {
  // .env is read (PORT), and a variable set in the environment wins over it (DATABASE_URL).
  writeFileSync(join(release, '.env'), `PORT=${port}\nDATABASE_URL=${join(dir, 'from-env-file.db')}\n`);
  // Started from another folder: start runs from its own, as relative paths in the settings expect.
  const server = spawn(join(release, 'start'), [], {
    cwd: dir,
    env: { PATH: '/usr/bin:/bin', HOME: dir, DATABASE_URL: join(dir, 'pals.db'), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((resolve) => server.on('exit', resolve));
  try {
    const base = `http://127.0.0.1:${port}`;
    expect(await (await answering(`${base}/api/config`)).json()).toEqual({ orgName: 'PALS', demo: true, googleClientId: null });
    expect(output.split('\n')[0]).toBe(
      `PALS camp app: database SQLite ${join(dir, 'pals.db')}, workbook data/demo (the bundled demo, dated around today), demo mode on, ` +
        `SMS provider log, open http://127.0.0.1:${port} (answers for localhost, 127.0.0.1, [::1])`,
    );
    // start hands over to the release's Node (exec), whatever node the machine's PATH has.
    if (process.platform === 'linux') expect(readlinkSync(`/proc/${server.pid}/exe`)).toBe(join(release, 'node/bin/node'));
    expect(await (await answering(`${base}/`)).text()).toContain('<title>PALS release check</title>');
    // A CSV download: its own process, started with the same Node, reading the database itself.
    const login = await answering(`${base}/api/demo/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ email: 'alex.rivera@example.org' }),
    });
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const csv = await answering(`${base}/api/google/admin/feedback.csv?program=Blue%20Ridge`, { headers: { cookie } });
    expect(
      Buffer.from(await csv.arrayBuffer())
        .toString('utf8')
        .split('\r\n')[0],
    ).toBe('\uFEFFtime,program,sender,name,message');
    // The camp passwords: judged in their own process, started with the same Node.
    const config = async () => (await (await answering(`${base}/api/google/admin/config`, { headers: { cookie } })).json()) as AdminConfig;
    await expect.poll(async () => (await config()).programs.map((p) => p.campPasswordChecked), { timeout: 20_000 }).toEqual([true, true]);
    expect((await config()).programs[0]!.campPasswordGuessable).toMatchObject({ reason: 'This is a commonly used password.' });
    expect(existsSync(join(dir, 'from-env-file.db'))).toBe(false);
    // backup: the SQLite copy, made while the server runs, on the same Node and settings.
    const copy = join(dir, 'backups/pals.db');
    const said = execFileSync(join(release, 'backup'), [copy], {
      cwd: dir,
      env: { PATH: '/usr/bin:/bin', HOME: dir, DATABASE_URL: join(dir, 'pals.db') },
      encoding: 'utf8',
    });
    expect(said).toBe(`backed up ${join(dir, 'pals.db')} to ${copy}\n`);
    expect(statSync(copy).size).toBeGreaterThan(0);
  } finally {
    server.kill('SIGTERM');
    await exited;
  }
}, 60_000);

it('checks its setup and a workbook without npm: doctor and workbook-check, on its own Node', () => {
  const env = { PATH: '/usr/bin:/bin', HOME: dir, DATABASE_URL: join(dir, 'pals.db') };
  // The database the start above made and migrated; the workbook, the release's own demo.
  const doctor = spawnSync(join(release, 'doctor'), [], { cwd: dir, env, encoding: 'utf8' });
  expect(doctor.stdout).toContain(`✓ OK · Database: SQLite ${join(dir, 'pals.db')} answers, and its tables are this version's`);
  expect(doctor.stdout).toContain('✓ OK · Workbook: The workbook is the folder of CSV files data/demo, and it is there');
  expect(doctor.stdout.trim().split('\n').at(-1)).toBe('Result: no problem found.');
  expect(doctor.status).toBe(0);
  // A relative path is from the folder the command was typed in, not the release's.
  const check = spawnSync(join(release, 'workbook-check'), ['release/data/demo'], { cwd: dir, env, encoding: 'utf8' });
  expect(check.stdout.split('\n')[0]).toBe(`Checked the CSV folder ${join(release, 'data/demo')}; no database was read or written.`);
  expect(check.stdout.trim().split('\n').at(-1)).toBe('Result: every row would import.');
  expect(check.status).toBe(0);
  expect(readFileSync(join(release, 'workbook-check'), 'utf8').split('\n')[0]).toBe('#!/bin/sh');
}, 30_000);
