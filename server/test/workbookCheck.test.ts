// npm run workbook:check: what it prints and its exit status, on a copy of the
// demo workbook that each test breaks as an admin might.
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const root = new URL('../..', import.meta.url).pathname;

function check(source: string): Promise<{ code: number; out: string; err: string }> {
  return new Promise((done) => {
    execFile('npm', ['run', '--silent', 'workbook:check', '--', source], { cwd: root }, (error, stdout, stderr) =>
      done({ code: error ? ((error as { code?: number }).code ?? 1) : 0, out: stdout, err: stderr }),
    );
  });
}

describe('npm run workbook:check', () => {
  let folder: string;
  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'pals-check-'));
    await cp(join(root, 'data/demo'), folder, { recursive: true });
  });
  afterEach(() => rm(folder, { recursive: true, force: true }));

  const edit = async (tab: string, change: (text: string) => string) =>
    writeFile(join(folder, `${tab}.csv`), change(await readFile(join(folder, `${tab}.csv`), 'utf8')));

  it('prints the rows per tab and exits 0 for a good workbook', async () => {
    // Camp passwords no one could guess: the demo's dictionary words get a warning (the next test).
    await edit('programs', (text) => text.replace(',bluejay,', ',maple canoe sunrise,').replace(',lighthouse,', ',otter lantern pancake,'));
    const { code, out } = await check(folder);
    expect(code).toBe(0);
    expect(out).toBe(
      [
        `Checked the CSV folder ${folder}; no database was read or written.`,
        '  Rows that would import: settings 17, programs 2, staff 15, roster 65, participants 51, rooms 34, hubs 6, tasks 26',
        '  No problems.',
        'Result: every row would import.',
        '',
      ].join('\n'),
    );
  });

  it('warns about each camp password that is easy to guess, suggesting three random words, and still exits 0', async () => {
    const { code, out } = await check(folder);
    expect(code).toBe(0);
    const lines = out.split('\n');
    expect(lines.slice(2, 6)).toEqual([
      '  No problems.',
      '  2 camp passwords are easy to guess (anyone may try camp passwords on the sign-in page):',
      expect.stringMatching(
        /^ {2}- Blue Ridge: This is a commonly used password\. Use three random words instead, for example "[a-z-]+ [a-z-]+ [a-z-]+"\.$/,
      ),
      expect.stringMatching(
        /^ {2}- Lakeshore: Single words are easy to guess\. Use three random words instead, for example "[a-z-]+ [a-z-]+ [a-z-]+"\.$/,
      ),
    ]);
    expect(lines.at(-2)).toBe('Result: every row would import.');
    expect(out).not.toContain('bluejay');
  });

  it('prints every problem with its place, value and fix, and exits 1 when a row would be left out', async () => {
    await edit('roster', (text) => `${text}Nowhere Camp,Pat Doe,Camper,,,\n`);
    await edit('programs', (text) => text.replace('2027-06-26', 'late June'));
    const { code, out } = await check(folder);
    expect(code).toBe(1);
    const lines = out.split('\n');
    expect(lines[1]).toBe(
      '  Rows that would import: settings 17, programs 1, staff 10, roster 47, participants 38, rooms 17, hubs 6, tasks 26',
    );
    expect(lines).toContain(
      '  - programs, row 3, column end_date: "late June" is not a date (the cell says "late June"). Write instead: a date written YYYY-MM-DD, for example 2026-07-14. So the row was left out.',
    );
    expect(lines).toContain(
      '  - roster, row 67, column program: this is not a program of the programs tab (the cell says "Nowhere Camp"). Write instead: the name of a program exactly as the programs tab writes it (Blue Ridge). So the row was left out.',
    );
    expect(lines.filter((line) => line.includes("this program's row (programs, row 3) was left out"))).toHaveLength(5 + 18 + 13 + 17);
    expect(lines.at(-2)).toBe('Result: some rows would be left out; fix the sheet and check again.');
  });

  it('exits 1 when no staff row is an Administrator: the import would be held', async () => {
    await edit('staff', (text) => text.replaceAll(',Administrator,', ',Lead,'));
    const { code, out } = await check(folder);
    expect(code).toBe(1);
    expect(out).toContain('  The import would be held: no staff row is an Administrator, so nobody could open Admin.');
    expect(out).toContain('Result: the import would be held; fix the sheet and check again.');
  });

  it('exits 2 when the source cannot be read, saying why', async () => {
    const { code, err } = await check(join(folder, 'missing'));
    expect(code).toBe(2);
    expect(err).toContain(`Could not read ${join(folder, 'missing')}: there is no folder ${join(folder, 'missing')}`);
  });
});
