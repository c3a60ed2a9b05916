// Camp passwords are judged after the sync, not on the request
// (docs/decisions/053-camp-passwords-are-judged-after-the-sync-not-on-the-request.md), in a process of
// their own (docs/decisions/075-camp-passwords-are-judged-in-a-process-of-their-own.md): an umbrella
// organisation's many programs (22 here), the admin config answering with what is judged and "not
// checked yet" for the rest, every verdict once the background checking is done, one process a pass,
// and a process that fails leaving the passwords not checked yet until the next try. Stand-in
// processes speak the real one's protocol: the order on stdin, one verdict a line on stdout.
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RawWorkbook } from '@pals/core/workbook/rows';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { campPasswordChecking, judgeCampPasswordsWith, startCampPasswordChecks } from '../src/workbook/campPasswordVerdicts.ts';
import { databases, demoWorkbook, judgeTestAppsWith, shareable, startApp, startSecondApp, type TestApp } from './harness.ts';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'pals-camp-passwords-'));
  // These apps judge in the process the server starts (the tests' build of it), not in the test's own.
  judgeTestAppsWith({ child: inject('campPasswordChild') });
});
afterAll(async () => {
  judgeTestAppsWith();
  await rm(folder, { recursive: true, force: true });
});

/** A stand-in for the camp passwords' process, written as a script of its own. */
async function standIn(name: string, code: string): Promise<string> {
  const file = join(folder, `${name}-${Math.random()}.mjs`);
  await writeFile(file, code);
  return file;
}

/** A stand-in that runs the real process (the tests' build of it) after `before`. */
const theRealOneAfter = (before: string) => `${before}
  await import(${JSON.stringify(pathToFileURL(inject('campPasswordChild')).href)});`;

const cedarLakes = Array.from({ length: 20 }, (_, i) => `Cedar Lake ${String(i + 1).padStart(2, '0')}`);

/** The demo workbook with 20 more programs: the odd ones' camp password is the program's name (easy
 * to guess), the even ones' three words. */
async function umbrellaWorkbook(): Promise<RawWorkbook> {
  const raw = await demoWorkbook();
  const programs = raw.programs!;
  const lakeshore = programs.rows.find((row) => row[0] === 'Lakeshore')!;
  const at = (column: string) => programs.header.indexOf(column);
  for (const [i, name] of cedarLakes.entries()) {
    const row = [...lakeshore];
    row[at('program')] = name;
    row[at('camp_password')] = i % 2 === 0 ? name : `otter lantern ${i + 1}`;
    programs.rows.push(row);
  }
  return raw;
}

/** Each program's name, whether its password was judged, and why it is easy to guess. */
const verdicts = (programs: { name: string; campPasswordChecked: boolean; campPasswordGuessable: { reason: string } | null }[]) =>
  programs.map((p) => [p.name, p.campPasswordChecked, p.campPasswordGuessable?.reason ?? null]);

const ownName = 'There should not be any personal or page related data.';
const judged = (reasonOfOdd: string | null) => [
  ['Blue Ridge', true, 'This is a commonly used password.'],
  ...cedarLakes.map((name, i) => [name, true, i % 2 === 0 ? reasonOfOdd : null]),
  ['Lakeshore', true, 'Single words are easy to guess.'],
];

/** Another server's import, which this one did not run: new passwords straight into the table. */
async function importedElsewhere(t: TestApp, password: (name: string, i: number) => string) {
  for (const [i, name] of cedarLakes.entries())
    await t.db
      .updateTable('programs')
      .set({ camp_password: password(name, i) })
      .where('name', '=', name)
      .execute();
}

describe.each(databases)('camp password checks on $name', ({ url }) => {
  let t: TestApp;
  let second: TestApp | null = null;
  afterEach(async () => {
    await second?.close();
    second = null;
    await t.close();
  });

  it('judges every camp password in the background after a sync that imported them, and the config answers every verdict', async () => {
    // No time to judge on the request: every verdict comes from the checking the sync began.
    t = await startApp(url, { campPasswordCheckMs: 0 }, await umbrellaWorkbook());
    await campPasswordChecking(t.db);
    const answer = await (await t.staff('alex.rivera@example.org')).get('/api/google/admin/config');
    expect(answer.status).toBe(200);
    expect(verdicts(answer.body.programs)).toEqual(judged(ownName));
    expect(answer.body.programs[1]).toMatchObject({
      name: 'Cedar Lake 01',
      campPasswordSet: true,
      campPasswordChecked: true,
      campPasswordGuessable: { reason: ownName, suggestion: expect.stringMatching(/^[a-z-]+ [a-z-]+ [a-z-]+$/) },
    });
  });

  it('answers a camp password not judged yet as not checked yet, without waiting, and judges it in the background', async () => {
    t = await startApp(url, { campPasswordCheckMs: 0 }, await umbrellaWorkbook());
    await campPasswordChecking(t.db);
    await importedElsewhere(t, (name, i) => (i % 2 === 0 ? `${name} 2027` : `maple canoe ${i + 1}`));
    const admin = await t.staff('alex.rivera@example.org');

    const first = await admin.get('/api/google/admin/config');
    expect(verdicts(first.body.programs)).toEqual([
      ['Blue Ridge', true, 'This is a commonly used password.'],
      ...cedarLakes.map((name) => [name, false, null]),
      ['Lakeshore', true, 'Single words are easy to guess.'],
    ]);
    expect(first.body.programs[1]).toMatchObject({ campPasswordSet: true, campPasswordChecked: false, campPasswordGuessable: null });

    // That answer began the checking.
    await campPasswordChecking(t.db);
    expect(verdicts((await admin.get('/api/google/admin/config')).body.programs)).toEqual(judged(ownName));
  });

  it('waits for the pass while the budget lasts, and answers what it has not judged by then as not checked yet', async () => {
    t = await startApp(url, { campPasswordCheckMs: 300 }, await umbrellaWorkbook());
    await campPasswordChecking(t.db);
    await importedElsewhere(t, (_, i) => `cedar-trail-${1001 + i}`);
    // A process that takes 2 s to begin, as on a busy machine.
    judgeCampPasswordsWith(t.db, { child: await standIn('slow', theRealOneAfter('await new Promise((r) => setTimeout(r, 2000));')) });
    const admin = await t.staff('alex.rivera@example.org');

    const asked = performance.now();
    const first = (await admin.get('/api/google/admin/config')).body.programs;
    expect(performance.now() - asked).toBeLessThan(2000);
    expect(verdicts(first)).toEqual([
      ['Blue Ridge', true, 'This is a commonly used password.'],
      ...cedarLakes.map((name) => [name, false, null]),
      ['Lakeshore', true, 'Single words are easy to guess.'],
    ]);

    await campPasswordChecking(t.db);
    expect(verdicts((await admin.get('/api/google/admin/config')).body.programs)).toEqual(judged(null));
  });

  it('judges a pass in one process, started with a small heap and told the passwords on its stdin, and answers a pass that ends within the budget', async () => {
    t = await startApp(url, { campPasswordCheckMs: 15_000 }, await umbrellaWorkbook());
    await campPasswordChecking(t.db);
    await importedElsewhere(t, (_, i) => `cedar-trail-${1001 + i}`);
    const started = join(folder, `started-${Math.random()}`);
    const counting = theRealOneAfter(
      `import { appendFileSync } from 'node:fs';
       appendFileSync(${JSON.stringify(started)}, JSON.stringify({ argv: process.argv.slice(2), execArgv: process.execArgv }) + '\\n');`,
    );
    judgeCampPasswordsWith(t.db, { child: await standIn('counting', counting) });
    const admin = await t.staff('alex.rivera@example.org');

    // Two Administrators at once, and a sync elsewhere's pass: one process judges the 20 passwords.
    startCampPasswordChecks(t.db, console);
    const answers = await Promise.all([admin.get('/api/google/admin/config'), admin.get('/api/google/admin/config')]);
    for (const answer of answers) expect(verdicts(answer.body.programs)).toEqual(judged(null));
    await campPasswordChecking(t.db);
    const processes = readFileSync(started, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as unknown);
    expect(processes).toEqual([{ argv: [], execArgv: ['--max-old-space-size=128', '--max-semi-space-size=2'] }]);
  });

  // Each one's verdicts said before it stopped: kept.
  it.each([
    { stops: 'fails to load its estimator', said: 0, code: `process.stderr.write('Error: Cannot find package'); process.exitCode = 1;` },
    { stops: 'is killed halfway', said: 2, code: `process.stdout.write('null\\nnull\\n'); process.kill(process.pid, 'SIGKILL');` },
    { stops: 'says something else', said: 0, code: `process.stdout.write('Judging 20 passwords…\\n');` },
    // Long enough for a process to start and write its pid on a machine busy with the other suites.
    { stops: 'says nothing for too long', said: 0, code: `setInterval(() => {}, 1000);`, silentAfterMs: 5_000 },
  ])(
    'leaves the passwords not checked yet when the process $stops, and the next config tries again',
    async ({ code, said, silentAfterMs }) => {
      t = await startApp(url, { campPasswordCheckMs: 15_000 }, await umbrellaWorkbook());
      await campPasswordChecking(t.db);
      await importedElsewhere(t, (_, i) => `cedar-trail-${1001 + i}`);
      const pidFile = join(folder, `pid-${Math.random()}`);
      const stopping = await standIn(
        'stopping',
        `import { writeFileSync } from 'node:fs'; writeFileSync(${JSON.stringify(pidFile)}, String(process.pid)); ${code}`,
      );
      judgeCampPasswordsWith(t.db, { child: stopping, ...(silentAfterMs ? { silentAfterMs } : {}) });
      const logged: unknown[] = [];
      startCampPasswordChecks(t.db, { error: (...line: unknown[]) => logged.push(line) });
      await campPasswordChecking(t.db);
      expect(logged).toEqual([[{ err: expect.any(Error) }, 'checking the camp passwords failed']]);
      const pid = Number(readFileSync(pidFile, 'utf8'));
      expect(() => process.kill(pid, 0)).toThrow();

      // The config tries again, with the same process: it stops the same way, after as many verdicts more.
      const admin = await t.staff('alex.rivera@example.org');
      const first = (await admin.get('/api/google/admin/config')).body.programs;
      expect(verdicts(first)).toEqual([
        ['Blue Ridge', true, 'This is a commonly used password.'],
        ...cedarLakes.map((name, i) => [name, i < 2 * said, null]),
        ['Lakeshore', true, 'Single words are easy to guess.'],
      ]);

      judgeCampPasswordsWith(t.db, { child: inject('campPasswordChild') });
      expect(verdicts((await admin.get('/api/google/admin/config')).body.programs)).toEqual(judged(null));
    },
    // Three passes, two of them in the real process: over 20 s beside the end-to-end suite.
    90_000,
  );

  it('keeps the verdicts in the database: another instance or a restart reads them, and judges only a password changed since', async () => {
    t = await startApp(shareable(url), { campPasswordCheckMs: 0 }, await umbrellaWorkbook());
    await campPasswordChecking(t.db);
    const here = (await (await t.staff('alex.rivera@example.org')).get('/api/google/admin/config')).body.programs;
    await t.db.updateTable('programs').set({ camp_password: 'Cedar Lake 03 2027' }).where('name', '=', 'Cedar Lake 03').execute();

    second = await startSecondApp(t);
    startCampPasswordChecks(second.db, console);
    await campPasswordChecking(second.db);
    const there = (await (await second.staff('alex.rivera@example.org')).get('/api/google/admin/config')).body.programs;
    expect(verdicts(there)).toEqual(judged(ownName));
    // Three random words are suggested with each verdict: the same words are the same verdict, read, not judged again.
    const suggested = (programs: { name: string; campPasswordGuessable: { suggestion: string } | null }[]) =>
      Object.fromEntries(programs.map((p) => [p.name, p.campPasswordGuessable?.suggestion ?? null]));
    const { ['Cedar Lake 03']: changed, ...unchanged } = suggested(there);
    const { ['Cedar Lake 03']: before, ...unchangedBefore } = suggested(here);
    expect(unchanged).toEqual(unchangedBefore);
    expect(Object.values(unchanged).filter(Boolean)).toHaveLength(11);
    expect(changed).not.toBe(before);
    expect(
      await second.db
        .selectFrom('camp_password_verdicts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ).toEqual({ n: 22 });
  });
});
