// Recipients one person may text in an hour (docs/deploy.md "Limits on texts", core/src/texts/recipientsPerHour.ts):
// sending now and scheduled texts going out count together, an Administrator's typed number counts 1,
// the limit is set in the workbook's settings tab, and each refusal says the limit in plain words.
import type { RawWorkbook } from '@pals/core/workbook/rows';
import { afterEach, describe, expect, it } from 'vitest';
import { logProvider } from '../src/texts/provider.ts';
import { scheduledTextRunner } from '../src/texts/scheduledRunner.ts';
import { databases, demoWorkbook, startApp, type TestApp } from './harness.ts';

const fast = { concurrency: 3, timeoutMs: 1000, attempts: 2, answerWithinMs: 5000, leaseMs: 60_000 };
const minute = 60_000;
const start = Date.parse('2026-11-17T13:00:00Z');
let n = 0;
// The demo's Blue Ridge reaches 40 phones.
const key = () => ({ 'idempotency-key': `r-${++n}` });

async function withLimit(limit: string | null): Promise<RawWorkbook> {
  const raw = await demoWorkbook();
  if (limit !== null) raw.settings!.rows.push(['text_recipients_per_person_per_hour', limit]);
  return raw;
}

describe.each(databases)('recipients per person per hour, on $name', ({ url }) => {
  let t: TestApp;
  let clock: number;
  afterEach(() => t.close());
  const open = async (limit: string | null) => {
    clock = start;
    t = await startApp(url, { now: () => clock, sendOptions: fast }, await withLimit(limit));
  };
  it('refuses a send past the limit saying so; another person still sends; a typed number counts 1', async () => {
    await open('41');
    const priya = await t.staff('priya.shah@example.org');
    const alex = await t.staff('alex.rivera@example.org');
    expect((await priya.post('/api/google/text', { message: 'Buses at 9' }, key())).status).toBe(200);
    const again = await priya.post('/api/google/text', { message: 'Buses at 10' }, key());
    expect(again.status).toBe(429);
    expect(again.body.error).toMatchObject({
      code: 'too_many_recipients',
      message: `You have texted 40 people in the last hour, and this text would go to 40 people: 41 an hour is the most one person may text. Please try again in 60 minutes.`,
    });
    expect((await alex.post('/api/google/textadmin', { message: 'Hi', selectedProgram: 'Blue Ridge' }, key())).status).toBe(200);
    expect((await alex.post('/api/google/textadmin', { message: 'Hi', inputNumber: '412-555-0134' }, key())).status).toBe(200);
    const third = await alex.post('/api/google/textadmin', { message: 'Hi', inputNumber: '412-555-0135' }, key());
    expect(third.status).toBe(429);
    expect(third.body.error.message).toBe(
      `You have texted 41 people in the last hour, and this text would go to 1 person: 41 an hour is the most one person may text. Please try again in 60 minutes.`,
    );
    // Refused sends are not recorded.
    const sends = await t.db.selectFrom('text_sends').select('sender_email').execute();
    expect(sends.map((s) => s.sender_email).sort()).toEqual([
      'alex.rivera@example.org',
      'alex.rivera@example.org',
      'priya.shah@example.org',
    ]);
  });

  it('refuses one text to more people than the limit as 422, however long one waits', async () => {
    await open('39');
    const priya = await t.staff('priya.shah@example.org');
    const refused = await priya.post('/api/google/text', { message: 'Buses at 9' }, key());
    expect(refused.status).toBe(422);
    expect(refused.body.error.message).toBe(
      `This text would go to 40 people: 39 an hour is the most one person may text. An Administrator can raise it in the workbook's settings tab.`,
    );
    expect(await t.db.selectFrom('text_sends').select('id').execute()).toEqual([]);
  });

  it('a scheduled text going out counts with sends now: past the limit it is cancelled, saying why', async () => {
    await open('41');
    const priya = await t.staff('priya.shah@example.org');
    const scheduled = await priya.post(
      '/api/google/scheduledtext',
      { message: 'Pickup at 3', sendAt: new Date(start + 5 * minute).toISOString() },
      key(),
    );
    expect(scheduled.status).toBe(200);
    expect((await priya.post('/api/google/text', { message: 'Buses at 9' }, key())).status).toBe(200);
    clock = start + 5 * minute;
    const runner = scheduledTextRunner(
      t.db,
      logProvider(() => {}),
      { now: () => clock, sendOptions: fast },
    );
    expect(await runner.runOnce()).toBe(0);
    const [listed] = (await priya.get('/api/google/scheduledtext')).body.list;
    expect(listed).toMatchObject({
      status: 'cancelled',
      note: `cancelled: it would have gone past the 41 people an hour one person may text`,
    });
    expect(await t.db.selectFrom('text_sends').select('id').execute()).toHaveLength(1);
  });

  it('without the setting the limit is 2,000: a whole program twice passes', async () => {
    await open(null);
    const priya = await t.staff('priya.shah@example.org');
    expect((await priya.post('/api/google/text', { message: 'One' }, key())).status).toBe(200);
    expect((await priya.post('/api/google/text', { message: 'Two' }, key())).status).toBe(200);
  });
});
