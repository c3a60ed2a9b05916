// The feedback export through the job table: written with the feedback, sent by the worker, retried
// with backoff while Google is down, never lost and never added twice.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobStatus } from '../src/db/jobs.ts';
import { feedbackExporter } from '../src/feedback/feedbackExport.ts';
import { jobWorker, rowLeaseMs, type JobWorker } from '../src/jobs/worker.ts';
import { googleSheetAppender, type SheetAppender } from '../src/workbook/googleSheetAppend.ts';
import { readServiceAccount } from '../src/workbook/serviceAccount.ts';
import { startFakeGoogleSheets, type FakeGoogleSheets } from './fakeGoogleSheets.ts';
import { databases, setCell, startApp, startSecondApp, type TestApp } from './harness.ts';

const sheetId = 'feedbackSheet123';
let google: FakeGoogleSheets;
beforeAll(async () => {
  google = await startFakeGoogleSheets(1500);
});
afterAll(() => google.close());

describe.each(databases)('feedback export on $name', ({ url }) => {
  let t: TestApp;
  let worker: JobWorker;
  const appenderFor = async () => {
    const account = await readServiceAccount({ json: google.keyJson, file: null });
    return googleSheetAppender(account, {
      tokenUrl: google.tokenUrl,
      sheetsBaseUrl: google.sheetsBaseUrl,
      timeoutMs: 500,
      tries: 1,
      retryDelayMs: 10,
    });
  };
  const workerFor = async (app: TestApp, appender?: SheetAppender) =>
    jobWorker(
      app.db,
      { feedback_export: feedbackExporter(app.db, appender ?? (await appenderFor())) },
      { postgres: url.startsWith('postgres') },
    );
  /** An appender whose first call of `step` waits until the test lets it go: Google being slow. */
  const heldAt = async (step: 'hasRowWith' | 'appendRow') => {
    const real = await appenderFor();
    let letGo = () => {};
    const gate = new Promise<void>((resolve) => (letGo = resolve));
    let held = false;
    const appender: SheetAppender = {
      // Held after the sheet was read: between the look and the add.
      hasRowWith: async (...args) => {
        const found = await real.hasRowWith(...args);
        if (step === 'hasRowWith' && !held && (held = true)) await gate;
        return found;
      },
      appendRow: async (...args) => {
        if (step === 'appendRow' && !held && (held = true)) await gate;
        return real.appendRow(...args);
      },
    };
    return { appender, letGo, isHeld: () => held };
  };
  const until = async (check: () => boolean) => {
    for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  };

  beforeEach(async () => {
    google.spreadsheets.set(sheetId, new Map([['Feedback', [['time', 'program', 'name', 'message', 'ref']]]]));
    google.appended.length = 0;
    google.next = [];
    google.always = null;
    google.calls.length = 0;
    t = await startApp(url, { feedbackExport: true });
    setCell(t.source.raw, 'settings', 'key', 'feedback_sheet_link', 'value', `https://docs.google.com/spreadsheets/d/${sheetId}/edit`);
    expect((await t.sync.run()).outcome).toBe('imported');
    worker = await workerFor(t);
  });
  afterEach(() => t.close());

  const sendFeedback = async (message: string, name = '') => {
    const b = t.browser();
    await b.post('/api/local/login', { username: 'participant', password: 'bluejay' });
    expect((await b.post('/api/local/feedback', { message, name })).status).toBe(200);
  };
  const sheetRows = () => google.appended.map((a) => a.values[0]);

  it('appends each feedback to the Feedback tab once Google confirms', async () => {
    await sendFeedback('The lake was amazing 🌊', 'Kim');
    await sendFeedback('More games please');
    expect((await jobStatus(t.db)).pending).toBe(2);
    expect(await worker.runOnce()).toBe(2);
    expect(
      sheetRows()
        .map((row) => row!.slice(1, 4).join(' | '))
        .sort(),
    ).toEqual(['Blue Ridge | Kim | The lake was amazing 🌊', 'Blue Ridge | anonymous | More games please']);
    expect(await jobStatus(t.db)).toEqual({ pending: 0, lastError: null });
    expect(await worker.runOnce()).toBe(0);
    expect(sheetRows()).toHaveLength(2);
  });

  it('loses nothing while Google is down, and sends once it is back', async () => {
    await sendFeedback('Sent during the outage');
    google.always = 500;
    const start = Date.now();
    expect(await worker.runOnce(start)).toBe(0);
    const status = await jobStatus(t.db);
    expect(status.pending).toBe(1);
    expect(status.lastError).toMatch(/Google/);
    // Backoff: not tried again before 30 seconds.
    expect(await worker.runOnce(start + 10_000)).toBe(0);
    expect(google.calls.filter((c) => !c.startsWith('token'))).toEqual(['batchGet 500']);
    google.always = null;
    expect(await worker.runOnce(start + 31_000)).toBe(1);
    expect(sheetRows().map((row) => row![3])).toEqual(['Sent during the outage']);
  });

  it('does not add a row twice when the confirmation was lost', async () => {
    await sendFeedback('Only once, please');
    // The sheet is read, Google adds the row, but the answer never reaches the app.
    google.next = [null, 'lost'];
    expect(await worker.runOnce()).toBe(0);
    expect(sheetRows()).toHaveLength(1);
    expect(await worker.runOnce(Date.now() + 31_000)).toBe(1);
    expect(sheetRows()).toHaveLength(1);
    expect((await jobStatus(t.db)).pending).toBe(0);
  });

  it('lets two instances share the work without sending any row twice', async () => {
    for (let i = 1; i <= 6; i++) await sendFeedback(`note ${i}`);
    const second = await startSecondApp(t);
    const other = await workerFor(second);
    const [a, b] = await Promise.all([worker.runOnce(), other.runOnce()]);
    await second.close();
    expect(a + b).toBe(6);
    expect(
      sheetRows()
        .map((row) => row![3])
        .sort(),
    ).toEqual(['note 1', 'note 2', 'note 3', 'note 4', 'note 5', 'note 6']);
  });

  it('never runs two passes at once on one instance: a timer firing after the old lease shares the pass', async () => {
    await sendFeedback('Once, even when Google is slow');
    const slow = await heldAt('appendRow');
    const one = await workerFor(t, slow.appender);
    const start = Date.now();
    const first = one.runOnce(start);
    await until(slow.isHeld);
    // The next timer ticks come while the first pass waits on Google, past the old 60 s lease.
    const second = one.runOnce(start + 61_000);
    const third = one.runOnce(start + 76_000);
    slow.letGo();
    expect(await Promise.all([first, second, third])).toEqual([1, 1, 1]);
    expect(sheetRows().map((row) => row![3])).toEqual(['Once, even when Google is slow']);
  });

  it('another instance does not take a row while its pass is still at work, however long past one lease', async () => {
    await sendFeedback('Slow but single');
    const slow = await heldAt('appendRow');
    // A lease of 300 ms, renewed every 100 ms by the pass while Google is slow for 1.5 s.
    const one = jobWorker(
      t.db,
      { feedback_export: feedbackExporter(t.db, slow.appender) },
      { postgres: url.startsWith('postgres'), leaseMs: 300 },
    );
    const first = one.runOnce();
    await until(slow.isHeld);
    const other = await workerFor(t);
    for (let i = 0; i < 5; i++) {
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await other.runOnce()).toBe(0);
    }
    slow.letGo();
    expect(await first).toBe(1);
    expect(sheetRows().map((row) => row![3])).toEqual(['Slow but single']);
    expect(await other.runOnce(Date.now() + 2 * rowLeaseMs)).toBe(0);
    expect(sheetRows()).toHaveLength(1);
  });

  it('a pass that outlived its lease does not add the row the next pass added', async () => {
    await sendFeedback('Taken over');
    const slow = await heldAt('hasRowWith');
    const one = await workerFor(t, slow.appender);
    const start = Date.now();
    const first = one.runOnce(start);
    await until(slow.isHeld);
    // Past the whole lease, another instance takes the row and adds it.
    const other = await workerFor(t);
    expect(await other.runOnce(start + rowLeaseMs + 1000)).toBe(1);
    slow.letGo();
    expect(await first).toBe(0);
    expect(sheetRows().map((row) => row![3])).toEqual(['Taken over']);
    expect(await jobStatus(t.db)).toEqual({ pending: 0, lastError: null });
  });

  it('looks in the sheet before adding, on the first try too', async () => {
    await sendFeedback('Already there');
    const { id } = await t.db.selectFrom('outbox').select('id').executeTakeFirstOrThrow();
    // The row reached the sheet, but the pass that sent it never recorded so (it stopped).
    google.spreadsheets.get(sheetId)!.get('Feedback')!.push(['2026-11-20T10:00:00.000Z', 'Blue Ridge', 'anonymous', 'Already there', id]);
    expect(await worker.runOnce()).toBe(1);
    expect(google.appended).toHaveLength(0);
    expect((await jobStatus(t.db)).pending).toBe(0);
  });

  it('shows the export in the admin config', async () => {
    await sendFeedback('hello');
    const admin = t.browser();
    await admin.post('/api/demo/login', { email: 'alex.rivera@example.org' });
    expect((await admin.get('/api/google/admin/config')).body.feedbackExport).toEqual({ state: 'on', waiting: 1, lastError: null });
  });
});
