// How many texts may wait to go (docs/deploy.md "Texts", core/src/texts/scheduled.ts): the attack's burst of
// whole-program texts, one person's, one program's and one number's, those within an hour of one
// another, a change moved into a crowded hour, and the limits set in the workbook's settings tab.
import type { RawWorkbook } from '@pals/core/workbook/rows';
import { afterEach, describe, expect, it } from 'vitest';
import { databases, demoWorkbook, startApp, type Browser, type TestApp } from './harness.ts';

const start = Date.parse('2026-11-17T13:00:00Z');
const hour = 3_600_000;
const at = (hours: number) => new Date(start + hours * hour).toISOString();
let n = 0;
const key = () => ({ 'idempotency-key': `w-${++n}` });

function withSettings(raw: RawWorkbook, settings: [string, string][]): RawWorkbook {
  raw.settings!.rows.push(...settings);
  return raw;
}

describe.each(databases)('texts waiting to go, on $name', ({ url }) => {
  let t: TestApp;
  afterEach(() => t.close());
  const schedule = (b: Browser, hours: number, extra: Record<string, string> = {}) =>
    b.post('/api/google/scheduledtext', { message: `At ${hours}`, sendAt: at(hours), ...extra }, key());
  const waiting = async () =>
    Number(
      (
        await t.db
          .selectFrom('scheduled_texts')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('status', '=', 'scheduled')
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('a burst of 30 whole-program texts from one Program Staff session: 15 wait, the rest are refused saying why', async () => {
    t = await startApp(url, { now: () => start });
    const priya = await t.staff('priya.shah@example.org');
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => schedule(priya, 2 * (i + 1))));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([...Array(15).fill(200), ...Array(5).fill(422), ...Array(10).fill(429)]);
    expect(await waiting()).toBe(15);
    const refused = answers.find((a) => a.status === 422)!;
    expect(refused.body.error).toMatchObject({
      code: 'too_many_waiting',
      message: 'You already have 15 texts waiting to go, the most one person may have. Cancel one, or wait until one has gone.',
      fields: { sendAt: 'too many texts waiting' },
    });
  });

  it('refuses a 5th text to one program within an hour of the others; another time and another program have room', async () => {
    t = await startApp(url, { now: () => start });
    const priya = await t.staff('priya.shah@example.org');
    const alex = await t.staff('alex.rivera@example.org');
    for (const hours of [3, 3.25, 3.5]) expect((await schedule(priya, hours)).status).toBe(200);
    expect((await schedule(alex, 3.75, { selectedProgram: 'Blue Ridge' })).status).toBe(200);
    const fifth = await schedule(priya, 3.9);
    expect(fifth.status).toBe(422);
    expect(fifth.body.error.message).toBe(
      'Blue Ridge already has 4 texts waiting to go within an hour of that time, the most there may be. Choose a time further from them, or change one of them.',
    );
    expect((await schedule(priya, 5)).status).toBe(200);
    expect((await schedule(alex, 3, { selectedProgram: 'Lakeshore' })).status).toBe(200);
    // A change moved into the crowded hour is refused, and the text keeps its time; one keeping its time is changed.
    const [later] = (await priya.get('/api/google/scheduledtext')).body.list;
    expect(later.sendAt).toBe(at(5));
    const moved = await priya.post('/api/google/scheduledtext/edit', { id: later.id, message: 'Moved', sendAt: at(3.5) }, key());
    expect(moved.status).toBe(422);
    expect(moved.body.error.message).toMatch(/^Blue Ridge already has 4 texts waiting to go within an hour of that time/);
    const kept = await priya.post('/api/google/scheduledtext/edit', { id: later.id, message: 'Same time', sendAt: at(5) }, key());
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ message: 'Same time', sendAt: at(5) });
  });

  it('refuses a 4th text waiting to one typed number, however it is written', async () => {
    t = await startApp(url, { now: () => start });
    const alex = await t.staff('alex.rivera@example.org');
    for (const [hours, number] of [
      [2, '(412) 555-0199'],
      [4, '412-555-0199'],
      [6, '+1 412 555 0199'],
    ] as const)
      expect((await schedule(alex, hours, { inputNumber: number })).status).toBe(200);
    const fourth = await schedule(alex, 8, { inputNumber: '4125550199' });
    expect(fourth.status).toBe(422);
    expect(fourth.body.error.message).toBe(
      'That number already has 3 texts waiting to go, the most one number may have. Cancel one, or wait until one has gone.',
    );
    expect((await schedule(alex, 8, { inputNumber: '412-555-0134' })).status).toBe(200);
  });

  it("takes the limits from the workbook's settings tab; a cancelled text makes room", async () => {
    const raw = withSettings(await demoWorkbook(), [
      ['scheduled_texts_per_person', '2'],
      ['scheduled_texts_per_program', '3'],
    ]);
    t = await startApp(url, { now: () => start }, raw);
    const priya = await t.staff('priya.shah@example.org');
    const alex = await t.staff('alex.rivera@example.org');
    const first = await schedule(priya, 2);
    expect((await schedule(priya, 4)).status).toBe(200);
    const third = await schedule(priya, 6);
    expect(third.status).toBe(422);
    expect(third.body.error.message).toBe(
      'You already have 2 texts waiting to go, the most one person may have. Cancel one, or wait until one has gone.',
    );
    expect((await schedule(alex, 6, { selectedProgram: 'Blue Ridge' })).status).toBe(200);
    const fourth = await schedule(alex, 8, { selectedProgram: 'Blue Ridge' });
    expect(fourth.status).toBe(422);
    expect(fourth.body.error.message).toBe(
      'Blue Ridge already has 3 texts waiting to go, the most one program may have. Cancel one, or wait until one has gone.',
    );
    expect((await priya.post('/api/google/scheduledtext/cancel', { id: first.body.id }, key())).status).toBe(200);
    expect((await schedule(priya, 6)).status).toBe(200);
  });
});
