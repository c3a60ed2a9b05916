// JSON the database keeps is read back through a schema: a row cut short, written by hand or by an
// older version is refused with an error naming the column and what is wrong in it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestReport, savedReport } from '../src/reports/queries.ts';
import { jobStatus } from '../src/db/jobs.ts';
import { StoredDataError } from '../src/db/storedJson.ts';
import { latestSyncRuns } from '../src/db/syncRuns.ts';
import { listTasks } from '../src/tasks/queries.ts';
import { jobWorker } from '../src/jobs/worker.ts';
import { databases, startApp, type TestApp } from './harness.ts';

describe.each(databases)('stored JSON on $name', ({ url }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(url);
  });
  afterAll(() => t.close());

  const report = (id: string, day: number, answers: string) =>
    t.db
      .insertInto('report_submissions')
      .values({
        id,
        email: 'marcus.lee@example.org',
        program: 'Blue Ridge',
        day,
        section: 'provisions',
        answers,
        submitted_at: '2026-11-16T20:00:00.000Z',
      })
      .execute();

  it('reads good answers as they were saved', async () => {
    await report('good-1', 0, '{"vegetables":"Yes"}');
    expect(await savedReport(t.db, 'marcus.lee@example.org', 0, 'provisions')).toEqual({ vegetables: 'Yes' });
  });

  it('refuses answers of the wrong shape, naming the row and the field', async () => {
    await report('bad-shape', 1, '{"vegetables":5}');
    const reading = savedReport(t.db, 'marcus.lee@example.org', 1, 'provisions');
    await expect(reading).rejects.toBeInstanceOf(StoredDataError);
    await expect(reading).rejects.toThrow(
      'report_submissions.answers of bad-shape does not hold what it should: ✖ Invalid input: expected string, received number → at vegetables',
    );
  });

  it('refuses answers cut short, saying they are not JSON', async () => {
    await report('cut-short', 2, '{"vegetables":"Ye');
    await expect(latestReport(t.db, 'marcus.lee@example.org', 2, 'provisions')).rejects.toThrow(
      /^report_submissions\.answers of cut-short holds text that is not JSON \(/,
    );
  });

  it("refuses a sync run's problems of the wrong shape", async () => {
    await t.db
      .insertInto('sync_runs')
      .values({
        id: 'run-bad',
        started_at: '2099-01-01T00:00:00.000Z',
        finished_at: '2099-01-01T00:00:01.000Z',
        outcome: 'failed',
        row_counts: '{}',
        errors: '[]',
        warnings: '[]',
        problems: '[{"tab":"staff"}]',
        held: null,
      })
      .execute();
    await expect(latestSyncRuns(t.db, 1)).rejects.toThrow(
      /^sync_runs\.problems of the run at 2099-01-01T00:00:00\.000Z does not hold what it should: ✖ Invalid input: expected number, received undefined → at \[0\]\.row/,
    );
    await t.db.deleteFrom('sync_runs').where('id', '=', 'run-bad').execute();
  });

  it("refuses a task's checkboxes that are not a list of name and text", async () => {
    const [first] = await t.db.selectFrom('tasks').select(['position', 'name']).orderBy('position').limit(1).execute();
    await t.db.updateTable('tasks').set({ checkboxes: '{"name":"Slides"}' }).where('position', '=', first!.position).execute();
    await expect(listTasks(t.db)).rejects.toThrow(
      `tasks.checkboxes of the task "${first!.name}" does not hold what it should: ✖ Invalid input: expected array, received object`,
    );
  });

  it('keeps an outbox row whose payload is not a feedback, with the reason as its last error, and never sends it', async () => {
    await t.db
      .insertInto('outbox')
      .values({
        id: 'outbox-bad',
        kind: 'feedback_export',
        payload: '{"time":"2026-11-16T20:00:00.000Z","message":"Thanks"}',
        created_at: '2026-11-16T20:00:00.000Z',
        attempts: 0,
        next_attempt_at: 0,
        claimed_until: null,
        claim_token: null,
        last_error: null,
        done_at: null,
      })
      .execute();
    const sent: string[] = [];
    const worker = jobWorker(t.db, { feedback_export: async (id) => void sent.push(id) }, { postgres: url.startsWith('postgres') });
    expect(await worker.runOnce(1000)).toBe(0);
    expect(sent).toEqual([]);
    expect(await jobStatus(t.db)).toEqual({
      pending: 1,
      lastError:
        'outbox.payload of outbox-bad does not hold what it should: ✖ Invalid input: expected string, received undefined → at program ✖ Invalid input: expected string, received undefined → at name',
    });
  });
});
