// Who sees which scheduled texts (docs/product.md#scheduled-texts): a Program Staff member with no program in
// the staff tab sees none, and has none to change or cancel, on every database (a placeholder
// program name the query once used was refused by PostgreSQL as an invalid byte sequence: a 500).
import { afterEach, describe, expect, it } from 'vitest';
import { databases, setCell, startApp, type TestApp } from './harness.ts';

const key = (k: string) => ({ 'idempotency-key': k });
const start = Date.parse('2026-11-17T13:00:00Z');
const later = new Date(start + 30 * 60_000).toISOString();
const notSeen = 'There is no such scheduled text you can see.';

describe.each(databases)('scheduled texts seen by Program Staff without a program, on $name', ({ url }) => {
  let t: TestApp;
  afterEach(() => t.close());

  it('lists none, and a text of a program cannot be changed or cancelled, naming the id', async () => {
    t = await startApp(url, { now: () => start });
    const alex = await t.staff('alex.rivera@example.org');
    const scheduled = await alex.post(
      '/api/google/scheduledtext',
      { message: 'Pickup is at 3 PM', sendAt: later, selectedProgram: 'Blue Ridge' },
      key('a-1'),
    );
    expect(scheduled.status).toBe(200);
    setCell(t.source.raw, 'staff', 'email', 'priya.shah@example.org', 'program', '');
    expect((await t.sync.run()).outcome).toBe('imported');
    const priya = await t.staff('priya.shah@example.org');

    const list = await priya.get('/api/google/scheduledtext');
    expect(list.status).toBe(200);
    expect(list.body).toEqual({ list: [] });
    const id = scheduled.body.id as string;
    const change = await priya.post(
      '/api/google/scheduledtext/edit',
      { id, message: 'Meet at the gas station', sendAt: later },
      key('p-1'),
    );
    expect(change.status).toBe(400);
    expect(change.body.error).toMatchObject({ message: notSeen, fields: { id: 'is not a scheduled text you can see' } });
    const cancel = await priya.post('/api/google/scheduledtext/cancel', { id }, key('p-2'));
    expect(cancel.status).toBe(400);
    expect(cancel.body.error).toMatchObject({ message: notSeen, fields: { id: 'is not a scheduled text you can see' } });
    // The Administrator's text is as they wrote it, still waiting.
    const [text] = (await alex.get('/api/google/scheduledtext')).body.list;
    expect(text).toMatchObject({ message: 'Pickup is at 3 PM', status: 'scheduled' });
  });
});
