// Scheduled program texts (docs/product.md#scheduled-texts) on one clock the test sets: schedule, cancel,
// due, missed, restart, a crash mid-send, and a sender who can no longer text after an import.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { jobWorker } from '../src/jobs/worker.ts';
import { textSendFinisher } from '../src/texts/finishSends.ts';
import { logProvider } from '../src/texts/provider.ts';
import { takeDueText, dueScheduledTexts } from '../src/texts/scheduled.ts';
import { scheduledTextRunner } from '../src/texts/scheduledRunner.ts';
import { databases, setCell, startApp, startSecondApp, type TestApp } from './harness.ts';

const fast = { concurrency: 3, timeoutMs: 1000, attempts: 2, answerWithinMs: 5000, leaseMs: 60_000 };
const minute = 60_000;
const key = (k: string) => ({ 'idempotency-key': k });
// Tuesday of Blue Ridge's week, 8:00 AM Eastern.
const start = Date.parse('2026-11-17T13:00:00Z');

describe.each(databases)('scheduled texts on $name', ({ url }) => {
  let t: TestApp;
  let sent: string[];
  let clock: number;
  const now = () => clock;
  afterEach(() => t.close());

  const open = async () => {
    sent = [];
    clock = start;
    t = await startApp(url, { sms: logProvider((line) => sent.push(line)), sendOptions: fast, now });
  };
  const runner = () =>
    scheduledTextRunner(
      t.db,
      logProvider((line) => sent.push(line)),
      { now, sendOptions: fast },
    );
  const at = (minutes: number) => new Date(start + minutes * minute).toISOString();
  const listOf = async (email: string) => (await (await t.staff(email)).get('/api/google/scheduledtext')).body.list;

  it("schedules a Program Staff member's text for their program and sends it at its time, as a text sent now", async () => {
    await open();
    const priya = await t.staff('priya.shah@example.org');
    const answer = await priya.post(
      '/api/google/scheduledtext',
      { message: 'Buses at 9!', sendAt: '2026-11-17T08:30:00-05:00' },
      key('s-1'),
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ id: expect.any(String), sendAt: '2026-11-17T13:30:00.000Z', status: 'scheduled' });
    const [listed] = await listOf('priya.shah@example.org');
    expect(listed).toMatchObject({
      message: 'Buses at 9!',
      body: '[Blue Ridge] Buses at 9!',
      status: 'scheduled',
      to: 'Blue Ridge',
      sender: 'Priya Shah',
    });

    clock = start + 29 * minute;
    expect(await runner().runOnce()).toBe(0);
    expect(sent).toEqual([]);
    clock = start + 30 * minute;
    expect(await runner().runOnce()).toBe(1);
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.every((line) => line.endsWith(': [Blue Ridge] Buses at 9!'))).toBe(true);
    const send = await t.db.selectFrom('text_sends').selectAll().executeTakeFirstOrThrow();
    expect(send.scheduled_for).toBe('2026-11-17T13:30:00.000Z');
    expect(send.program).toBe('Blue Ridge');
    const recipients = await t.db.selectFrom('text_recipients').select('status').execute();
    expect(recipients.every((r) => r.status === 'sent')).toBe(true);
    const [after] = await listOf('priya.shah@example.org');
    expect(after.status).toBe('sent');
    expect(after.note).toBe(`Sent to ${recipients.length} people.`);
    // In the admin's texts inbox and CSV with the time it was due.
    const alex = await t.staff('alex.rivera@example.org');
    const inbox = (await alex.get('/api/google/admin/texts')).body.rows;
    expect(inbox[0]).toMatchObject({
      sender: 'priya.shah@example.org',
      target: 'Blue Ridge',
      body: '[Blue Ridge] Buses at 9!',
      scheduledFor: '2026-11-17T13:30:00.000Z',
    });
    const csv = (await alex.get('/api/google/admin/texts.csv')).body as string;
    expect(csv.split('\r\n')[0]).toBe(
      '\ufefftime,sender,to,text,recipient,phone,outcome,reason,scheduled_for,reminder,scheduled_by,changed_at',
    );
    expect(csv.split('\r\n')[1]).toMatch(/,2026-11-17T13:30:00\.000Z,,priya\.shah@example\.org,$/);
    // Never twice.
    clock += 5 * minute;
    expect(await runner().runOnce()).toBe(0);
    expect(await t.db.selectFrom('text_sends').selectAll().execute()).toHaveLength(1);
  });

  it('lets an Administrator schedule for a chosen program or a typed number; the same key schedules once', async () => {
    await open();
    const alex = await t.staff('alex.rivera@example.org');
    const first = await alex.post(
      '/api/google/scheduledtext',
      { message: 'Welcome!', sendAt: at(10), selectedProgram: 'Lakeshore' },
      key('a-1'),
    );
    const again = await alex.post(
      '/api/google/scheduledtext',
      { message: 'Welcome!', sendAt: at(10), selectedProgram: 'Lakeshore' },
      key('a-1'),
    );
    expect(again.body).toEqual(first.body);
    await alex.post('/api/google/scheduledtext', { message: 'Office test', sendAt: at(20), inputNumber: '(412) 555-0134' }, key('a-2'));
    expect((await listOf('alex.rivera@example.org')).map((r: { to: string }) => r.to)).toEqual(['+14125550134', 'Lakeshore']);
    // Program Staff see their own program's only.
    expect(await listOf('priya.shah@example.org')).toEqual([]);
    clock = start + 20 * minute;
    expect(await runner().runOnce()).toBe(2);
    expect(sent).toContain('text to +14125550134: [PALS] Office test');
  });

  it.each([
    [{ message: 'hi', sendAt: at(0.5) }, { sendAt: 'must be at least 1 minute from now' }],
    [{ message: 'hi', sendAt: at(-5) }, { sendAt: 'must be at least 1 minute from now' }],
    [{ message: 'hi', sendAt: at(30 * 24 * 60 + 1) }, { sendAt: 'must be at most 30 days from now' }],
    [
      { message: 'hi', sendAt: '2026-11-17T09:30:00' },
      { sendAt: 'must be a date and time with its offset, like 2026-07-02T09:30:00-04:00' },
    ],
    [{ message: 'hi', sendAt: 'tomorrow' }, { sendAt: 'must be a date and time with its offset, like 2026-07-02T09:30:00-04:00' }],
    [{ message: '', sendAt: at(10) }, { message: 'Write the text' }],
    [{ message: 'x'.repeat(101), sendAt: at(10) }, { message: 'A text can be at most 100 characters' }],
    [{ message: 'hi', sendAt: at(10), selectedProgram: 'Nowhere' }, { selectedProgram: 'is not a program' }],
    [{ message: 'hi', sendAt: at(10), inputNumber: '555' }, { inputNumber: 'is not a phone number' }],
  ])('refuses %j naming the field, and schedules nothing', async (body, fields) => {
    await open();
    const answer = await (await t.staff('alex.rivera@example.org')).post('/api/google/scheduledtext', body, key('bad'));
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toEqual(fields);
    expect(await t.db.selectFrom('scheduled_texts').selectAll().execute()).toEqual([]);
  });

  it('keeps scheduling to those who may text now, another program and typed numbers to Administrators, and needs a key', async () => {
    await open();
    for (const email of ['marcus.lee@example.org', 'dana.brooks@example.org', 'hannah.cho@example.org']) {
      const b = await t.staff(email);
      expect((await b.post('/api/google/scheduledtext', { message: 'hi', sendAt: at(10) }, key('x'))).status).toBe(403);
      expect((await b.get('/api/google/scheduledtext')).status).toBe(403);
    }
    const priya = await t.staff('priya.shah@example.org');
    expect(
      (await priya.post('/api/google/scheduledtext', { message: 'hi', sendAt: at(10), selectedProgram: 'Lakeshore' }, key('y'))).status,
    ).toBe(403);
    const keyless = await priya.post('/api/google/scheduledtext', { message: 'hi', sendAt: at(10) });
    expect(keyless.status).toBe(400);
    expect(keyless.body.error.fields).toEqual({ 'Idempotency-Key': 'is required' });
    expect(await t.db.selectFrom('scheduled_texts').selectAll().execute()).toEqual([]);
  });

  it('cancels a scheduled text, which then never goes; a sent or unseen one cannot be cancelled', async () => {
    await open();
    const priya = await t.staff('priya.shah@example.org');
    const { id } = (await priya.post('/api/google/scheduledtext', { message: 'Rain plan', sendAt: at(5) }, key('c-1'))).body;
    // Another program's Program Staff do not see it.
    const carmen = await t.staff('carmen.ortiz@example.org');
    const unseen = await carmen.post('/api/google/scheduledtext/cancel', { id }, key('c-2'));
    expect(unseen.status).toBe(400);
    expect(unseen.body.error.fields).toEqual({ id: 'is not a scheduled text you can see' });
    const cancelled = await priya.post('/api/google/scheduledtext/cancel', { id }, key('c-3'));
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ id, status: 'cancelled', note: 'cancelled by Priya Shah' });
    expect((await priya.post('/api/google/scheduledtext/cancel', { id }, key('c-3'))).body).toEqual(cancelled.body);
    const twice = await priya.post('/api/google/scheduledtext/cancel', { id }, key('c-4'));
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe('This text can no longer be cancelled: it is cancelled.');
    clock = start + 10 * minute;
    expect(await runner().runOnce()).toBe(0);
    expect(sent).toEqual([]);
  });

  it('changes a waiting text’s words and time, which then goes as changed; a bad time names the field, a cancelled one cannot change', async () => {
    await open();
    const priya = await t.staff('priya.shah@example.org');
    const { id } = (await priya.post('/api/google/scheduledtext', { message: 'Pool at 3', sendAt: at(5) }, key('e-1'))).body;
    const carmen = await t.staff('carmen.ortiz@example.org');
    const unseen = await carmen.post('/api/google/scheduledtext/edit', { id, message: 'Mine now', sendAt: at(20) }, key('e-2'));
    expect(unseen.status).toBe(400);
    expect(unseen.body.error.fields).toEqual({ id: 'is not a scheduled text you can see' });
    const past = await priya.post('/api/google/scheduledtext/edit', { id, message: 'Pool at 4', sendAt: at(0) }, key('e-3'));
    expect(past.status).toBe(400);
    expect(past.body.error.fields).toEqual({ sendAt: 'must be at least 1 minute from now' });
    const unkeyed = await priya.post('/api/google/scheduledtext/edit', { id, message: 'Pool at 4', sendAt: at(20) });
    expect(unkeyed.status).toBe(400);

    const changed = await priya.post('/api/google/scheduledtext/edit', { id, message: ' Pool at 4 ', sendAt: at(20) }, key('e-4'));
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      id,
      message: 'Pool at 4',
      body: '[Blue Ridge] Pool at 4',
      sendAt: '2026-11-17T13:20:00.000Z',
      status: 'scheduled',
    });
    expect((await priya.post('/api/google/scheduledtext/edit', { id, message: 'Pool at 4', sendAt: at(20) }, key('e-4'))).body).toEqual(
      changed.body,
    );
    // Not at its old time; at its new one, in its new words, once.
    clock = start + 10 * minute;
    expect(await runner().runOnce()).toBe(0);
    clock = start + 20 * minute;
    expect(await runner().runOnce()).toBe(1);
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.every((line) => line.endsWith(': [Blue Ridge] Pool at 4'))).toBe(true);
    const late = await priya.post('/api/google/scheduledtext/edit', { id, message: 'Pool at 5', sendAt: at(40) }, key('e-5'));
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe('This text can no longer be changed: it is sent.');
  });

  it('sends a text up to an hour late after a restart, and marks one later missed — not sent', async () => {
    await open();
    const priya = await t.staff('priya.shah@example.org');
    await priya.post('/api/google/scheduledtext', { message: 'Late but fine', sendAt: at(10) }, key('m-1'));
    await priya.post('/api/google/scheduledtext', { message: 'Too late', sendAt: at(5) }, key('m-2'));
    // The server was down from before either was due; it is back 65 minutes after the second's time.
    clock = start + 70 * minute;
    expect(await runner().runOnce()).toBe(1);
    expect(sent.every((line) => line.endsWith('[Blue Ridge] Late but fine'))).toBe(true);
    const list = await listOf('priya.shah@example.org');
    expect(list.map((r: { message: string; status: string }) => `${r.message}: ${r.status}`)).toEqual([
      'Late but fine: sent',
      'Too late: missed',
    ]);
    expect(list[1].note).toBe('missed — not sent: the server could not send it within an hour of its time');
  });

  it('finishes a send its server stopped in the middle of, through the job table, texting no one twice', async () => {
    await open();
    const priya = await t.staff('priya.shah@example.org');
    await priya.post('/api/google/scheduledtext', { message: 'Crash test', sendAt: at(5) }, key('r-1'));
    clock = start + 5 * minute;
    // The server takes the text, records its send, and stops before handing any text over.
    const [due] = await dueScheduledTexts(t.db, clock);
    const recorded = await takeDueText(t.db, logProvider(), due!, fast, clock);
    expect(recorded).not.toBeNull();
    // Restarted: the runner finds nothing to send; the job table finishes the send once its hold ran out.
    expect(await runner().runOnce()).toBe(0);
    const worker = jobWorker(
      t.db,
      {
        text_send: textSendFinisher(
          t.db,
          logProvider((line) => sent.push(line)),
          fast,
        ),
      },
      { postgres: url.startsWith('postgres') },
    );
    expect(await worker.runOnce(Date.now() + fast.leaseMs + 1)).toBe(1);
    const recipients = await t.db.selectFrom('text_recipients').select(['phone', 'status']).execute();
    expect(recipients.every((r) => r.status === 'sent')).toBe(true);
    expect(sent).toHaveLength(recipients.length);
    expect(await worker.runOnce(Date.now() + 3 * fast.leaseMs)).toBe(0);
    expect(sent).toHaveLength(recipients.length);
  });

  it('cancels the texts of a sender who can no longer text after an import, saying why', async () => {
    await open();
    const priya = await t.staff('priya.shah@example.org');
    await priya.post('/api/google/scheduledtext', { message: 'Role test', sendAt: at(30) }, key('l-1'));
    setCell(t.source.raw, 'staff', 'email', 'priya.shah@example.org', 'staff_role', 'Lead');
    expect((await t.sync.run()).outcome).toBe('imported');
    await runner().runOnce();
    const [row] = await t.db.selectFrom('scheduled_texts').select(['status', 'note']).execute();
    expect(row).toEqual({ status: 'cancelled', note: 'cancelled: Priya Shah can no longer text Blue Ridge after the workbook import' });
    clock = start + 30 * minute;
    expect(await runner().runOnce()).toBe(0);
    expect(sent).toEqual([]);
  });
});

const shared = [
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'PostgreSQL', url: process.env.TEST_DATABASE_URL }] : []),
  { name: 'one SQLite file', url: join(mkdtempSync(join(tmpdir(), 'pals-scheduled-')), 'shared.db') },
];

describe.each(shared)('two instances sending scheduled texts on $name', ({ url }) => {
  let first: TestApp;
  let second: TestApp;
  afterEach(async () => {
    await second.close();
    await first.close();
  });

  it('send each due text once, whichever takes it', async () => {
    const clock = start;
    first = await startApp(url, { now: () => clock });
    second = await startSecondApp(first);
    const priya = await first.staff('priya.shah@example.org');
    for (const n of [1, 2, 3])
      await priya.post(
        '/api/google/scheduledtext',
        { message: `Both servers ${n}`, sendAt: new Date(start + n * minute).toISOString() },
        key(`i-${n}`),
      );
    const sent: string[] = [];
    const sms = logProvider((line) => sent.push(line));
    const later = () => start + 5 * minute;
    const one = scheduledTextRunner(first.db, sms, { now: later, sendOptions: fast });
    const other = scheduledTextRunner(second.db, sms, { now: later, sendOptions: fast });
    // At once on PostgreSQL, the database for several instances (docs/deploy.md). On a SQLite file the
    // two take turns: better-sqlite3 waits for the file's lock without giving the event loop back, so
    // two connections of one process cannot wait for each other (two processes can).
    const [a, b] = url.startsWith('postgres')
      ? await Promise.all([one.runOnce(), other.runOnce()])
      : [await one.runOnce(), await other.runOnce()];
    expect(a + b).toBe(3);
    expect(await first.db.selectFrom('text_sends').selectAll().execute()).toHaveLength(3);
    const recipients = await first.db.selectFrom('text_recipients').select('phone').execute();
    expect(sent).toHaveLength(recipients.length);
  });
});
