// A scheduled text changed by someone else (docs/decisions/069-a-scheduled-text-goes-out-under-its-last-writer.md):
// the change is recorded with who made it and when, the /text list and the admin's texts and texts.csv
// show who scheduled it and who changed it, and it goes out under the name of whoever wrote it last.
import { afterEach, describe, expect, it } from 'vitest';
import { logProvider } from '../src/texts/provider.ts';
import { scheduledTextRunner } from '../src/texts/scheduledRunner.ts';
import { databases, setCell, startApp, type TestApp } from './harness.ts';

const fast = { concurrency: 3, timeoutMs: 1000, attempts: 2, answerWithinMs: 5000, leaseMs: 60_000 };
const minute = 60_000;
const start = Date.parse('2026-11-17T13:00:00Z');
const at = (minutes: number) => new Date(start + minutes * minute).toISOString();
const key = (k: string) => ({ 'idempotency-key': k });

describe.each(databases)('a scheduled text changed by another person, on $name', ({ url }) => {
  let t: TestApp;
  let clock: number;
  afterEach(() => t.close());
  const open = async () => {
    clock = start;
    t = await startApp(url, { now: () => clock, sendOptions: fast });
  };
  const runner = () =>
    scheduledTextRunner(
      t.db,
      logProvider(() => {}),
      { now: () => clock, sendOptions: fast },
    );

  it('records who changed it and when, lists both, and sends it under the name of its last writer', async () => {
    await open();
    const alex = await t.staff('alex.rivera@example.org');
    const priya = await t.staff('priya.shah@example.org');
    const { body } = await alex.post(
      '/api/google/scheduledtext',
      { message: 'Pickup is at 3 PM at the main lodge', sendAt: at(30), selectedProgram: 'Blue Ridge' },
      key('a-1'),
    );
    const [before] = (await priya.get('/api/google/scheduledtext')).body.list;
    expect(before).toMatchObject({ sender: 'Alex Rivera', changedBy: null, changedAt: null });

    clock = start + 5 * minute;
    const changed = await priya.post(
      '/api/google/scheduledtext/edit',
      { id: body.id, message: 'Meet at the gas station on Route 9', sendAt: at(30) },
      key('p-1'),
    );
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      body: '[Blue Ridge] Meet at the gas station on Route 9',
      sender: 'Alex Rivera',
      changedBy: 'Priya Shah',
      changedAt: '2026-11-17T13:05:00.000Z',
    });
    const [listed] = (await alex.get('/api/google/scheduledtext')).body.list;
    expect(listed).toMatchObject({ sender: 'Alex Rivera', changedBy: 'Priya Shah', changedAt: '2026-11-17T13:05:00.000Z' });

    clock = start + 30 * minute;
    expect(await runner().runOnce()).toBe(1);
    const send = await t.db.selectFrom('text_sends').select(['sender_email', 'body']).executeTakeFirstOrThrow();
    expect(send).toEqual({ sender_email: 'priya.shah@example.org', body: '[Blue Ridge] Meet at the gas station on Route 9' });
    const [row] = (await alex.get('/api/google/admin/texts')).body.rows;
    expect(row).toMatchObject({
      sender: 'priya.shah@example.org',
      scheduledBy: 'alex.rivera@example.org',
      changedAt: '2026-11-17T13:05:00.000Z',
      scheduledFor: '2026-11-17T13:30:00.000Z',
    });
    const lines = ((await alex.get('/api/google/admin/texts.csv')).body as string).split('\r\n');
    expect(lines[1]).toMatch(
      /^[^,]+,priya\.shah@example\.org,Blue Ridge,\[Blue Ridge\] Meet at the gas station on Route 9,.*,2026-11-17T13:30:00\.000Z,,alex\.rivera@example\.org,2026-11-17T13:05:00\.000Z$/,
    );
  });

  it('a text changed by someone who can no longer text after an import is cancelled, naming them', async () => {
    await open();
    const alex = await t.staff('alex.rivera@example.org');
    const priya = await t.staff('priya.shah@example.org');
    const { body } = await alex.post(
      '/api/google/scheduledtext',
      { message: 'Swim at 4', sendAt: at(30), selectedProgram: 'Blue Ridge' },
      key('a-2'),
    );
    expect(
      (await priya.post('/api/google/scheduledtext/edit', { id: body.id, message: 'Swim at 5', sendAt: at(30) }, key('p-2'))).status,
    ).toBe(200);
    setCell(t.source.raw, 'staff', 'email', 'priya.shah@example.org', 'staff_role', 'Lead');
    expect((await t.sync.run()).outcome).toBe('imported');
    await runner().runOnce();
    const [row] = await t.db.selectFrom('scheduled_texts').select(['status', 'note']).execute();
    expect(row).toEqual({ status: 'cancelled', note: 'cancelled: Priya Shah can no longer text Blue Ridge after the workbook import' });
  });
});
