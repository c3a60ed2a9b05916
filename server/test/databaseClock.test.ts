// "Due" and holds read the database's clock (db/clock.ts), not the instance's: an instance whose own
// clock runs 3 minutes fast sends no scheduled text early and takes over no send another instance
// is still at (docs/deploy.md "Several instances").
import { afterEach, describe, expect, it, vi } from 'vitest';
import { databaseNow } from '../src/db/clock.ts';
import { jobWorker } from '../src/jobs/worker.ts';
import { textSendFinisher } from '../src/texts/finishSends.ts';
import { logProvider } from '../src/texts/provider.ts';
import { addScheduledText } from '../src/texts/scheduled.ts';
import { scheduledTextRunner } from '../src/texts/scheduledRunner.ts';
import { defaultSendOptions, recordSend } from '../src/texts/sendTexts.ts';
import { databases, startApp, type TestApp } from './harness.ts';

const minute = 60_000;

describe.each(databases)("the database's clock on $name", ({ url }) => {
  let t: TestApp;
  afterEach(async () => {
    vi.restoreAllMocks();
    await t.close();
  });

  /** This instance's clock, `ms` ahead of the real one (and of the database's). */
  const runFast = (ms: number) => {
    const real = Date.now.bind(Date);
    vi.spyOn(Date, 'now').mockImplementation(() => real() + ms);
  };

  it('an instance whose clock is 3 minutes fast sends a text due in 2 minutes only when the database says it is due', async () => {
    t = await startApp(url);
    const sent: string[] = [];
    const sms = logProvider((line) => sent.push(line));
    const dbNow = await databaseNow(t.db);
    expect(Math.abs(dbNow - Date.now())).toBeLessThan(5000);
    const text = await addScheduledText(
      t.db,
      {
        senderEmail: 'priya.shah@example.org',
        program: 'Blue Ridge',
        typedNumber: null,
        message: 'Lunch at noon',
        body: '[Blue Ridge] Lunch at noon',
        sendAt: dbNow + 2 * minute,
      },
      dbNow,
    );
    runFast(3 * minute);
    const runner = scheduledTextRunner(t.db, sms);
    expect(await runner.runOnce()).toBe(0);
    expect(sent).toEqual([]);
    // Its time comes by the database's clock: then it goes, once.
    await t.db
      .updateTable('scheduled_texts')
      .set({ send_at: (await databaseNow(t.db)) - 1000 })
      .where('id', '=', text.id)
      .execute();
    expect(await runner.runOnce()).toBe(1);
    expect(sent.length).toBeGreaterThan(0);
    expect(await runner.runOnce()).toBe(0);
  });

  it('an instance whose clock is 3 minutes fast does not take over a send whose hold is still being renewed', async () => {
    t = await startApp(url);
    const sent: string[] = [];
    const sms = logProvider((line) => sent.push(line));
    await t.db.transaction().execute((trx) =>
      recordSend(trx, sms, {
        senderEmail: 'alex.rivera@example.org',
        idempotencyKey: 'held-1',
        program: null,
        typedNumber: '+14125550150',
        body: '[PALS] Held',
        recipients: [{ name: 'the typed number', phone: '+14125550150' }],
      }),
    );
    runFast(3 * minute);
    const worker = jobWorker(
      t.db,
      { text_send: textSendFinisher(t.db, sms, defaultSendOptions) },
      { postgres: url.startsWith('postgres') },
    );
    expect(await worker.runOnce()).toBe(0);
    expect(sent).toEqual([]);
  });
});
