// The server never loads zxcvbn (docs/decisions/075-camp-passwords-are-judged-in-a-process-of-their-own.md):
// its dictionaries took 60 MB of the server's heap for good. The server's build is read as it is made
// (server/build.mjs, into a folder of its own): none of zxcvbn is in the server's bundle, nor is an
// import of it, and all of it is in the camp passwords' own process, which judges from a folder with
// nothing else in it, as in a release.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';

const root = new URL('../..', import.meta.url).pathname;
// Its own build of the server: the end-to-end suite may be starting servers from server/dist meanwhile.
const built = `dist/tests/camp-password-process-${process.pid}`;
const dist = join(root, 'server', built);
let alone: string;

beforeAll(() => {
  execFileSync(process.execPath, [join(root, 'server/build.mjs'), '--outdir', built], { cwd: root });
  alone = mkdtempSync(join(tmpdir(), 'pals-camp-password-process-'));
}, 120_000);
afterAll(() => {
  rmSync(dist, { recursive: true, force: true });
  rmSync(alone, { recursive: true, force: true });
});

it("leaves zxcvbn out of the server's bundle: neither its code nor an import of it", () => {
  // Its package's name, its estimator's class, and the common dictionary's three-word list, which
  // the suggestions are drawn from (a bundle's whole text would be printed if it failed).
  const holds = (file: string) => {
    const bundle = readFileSync(join(dist, file), 'utf8');
    return ['@zxcvbn-ts', 'ZxcvbnFactory', 'diceware'].filter((word) => bundle.includes(word));
  };
  expect(holds('main.js')).toEqual([]);
  expect(holds('server.js')).toEqual([]);
  expect(holds('campPasswordChild.js')).toEqual(['@zxcvbn-ts', 'ZxcvbnFactory', 'diceware']);
});

it('judges in its own process, which holds its packages: one verdict a line, in the order given', () => {
  const child = join(alone, 'campPasswordChild.js');
  copyFileSync(join(dist, 'campPasswordChild.js'), child);
  const order = {
    programs: [
      { program: 'Blue Ridge', password: 'bluejay' },
      { program: 'Lakeshore', password: 'maple canoe sunrise' },
    ],
  };
  const said = execFileSync(process.execPath, [child], { cwd: alone, input: JSON.stringify(order), encoding: 'utf8' });
  const [blue, lake, ...more] = said.trimEnd().split('\n');
  expect(JSON.parse(blue!)).toEqual({
    reason: 'This is a commonly used password.',
    suggestion: expect.stringMatching(/^[a-z-]+ [a-z-]+ [a-z-]+$/),
  });
  expect([JSON.parse(lake!), more]).toEqual([null, []]);
});
