// Camp passwords are judged after the sync, not on the request
// (docs/decisions/053-camp-passwords-are-judged-after-the-sync-not-on-the-request.md): an umbrella
// organisation's many programs (22 here), the admin config answering at once with what is judged and "not
// checked yet" for the rest, and every verdict once the background checking is done.
import type { RawWorkbook } from '@pals/core/workbook/rows';
import { afterEach, describe, expect, it } from 'vitest';
import { campPasswordChecking, startCampPasswordChecks } from '../src/workbook/campPasswordVerdicts.ts';
import { databases, demoWorkbook, shareable, startApp, startSecondApp, type TestApp } from './harness.ts';

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

  it('judges on the request for 100 ms at most: the first passwords not judged yet, not the last', async () => {
    t = await startApp(url, {}, await umbrellaWorkbook());
    await campPasswordChecking(t.db);
    // About 15–40 ms each to judge: 20 of them take far more than 100 ms.
    await importedElsewhere(t, (_, i) => `cedar-trail-${1001 + i}`);
    const admin = await t.staff('alex.rivera@example.org');

    const first = (await admin.get('/api/google/admin/config')).body.programs;
    expect(verdicts(first.slice(0, 2))).toEqual([
      ['Blue Ridge', true, 'This is a commonly used password.'],
      ['Cedar Lake 01', true, null],
    ]);
    expect(verdicts(first.slice(-2))).toEqual([
      ['Cedar Lake 20', false, null],
      ['Lakeshore', true, 'Single words are easy to guess.'],
    ]);

    await campPasswordChecking(t.db);
    expect(verdicts((await admin.get('/api/google/admin/config')).body.programs)).toEqual(judged(null));
  });

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
