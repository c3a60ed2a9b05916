// The admin config is kept while nothing it shows has changed (admin/config.ts, docs/performance.md
// "Scale"): at national scale its programs are most of the work of every request. A request with
// nothing new reads no program and no setting; a sync here or on another instance, or a change in
// the feedback export's waiting list, shows on the next request.
import type { KyselyPlugin, RootOperationNode } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { adminConfigOf } from '../src/admin/config.ts';
import { enqueue } from '../src/db/jobs.ts';
import { campPasswordChecking } from '../src/workbook/campPasswordVerdicts.ts';
import { databases, shareable, setCell, startApp, startSecondApp, type TestApp } from './harness.ts';

/** The tables each statement names, in the order the statements were made. */
function recorder() {
  const tables: string[][] = [];
  const plugin: KyselyPlugin = {
    transformQuery({ node }) {
      const named = new Set<string>();
      JSON.stringify(node as RootOperationNode, (key, value: unknown) => {
        if (key === 'table' && value && typeof value === 'object' && 'identifier' in value)
          named.add((value as { identifier: { name: string } }).identifier.name);
        return value;
      });
      tables.push([...named]);
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return { tables, plugin };
}

const server = {
  version: '0.1.0',
  databaseKind: 'SQLite' as const,
  smsProvider: 'log',
  demo: true,
  startedAt: 0,
  workbookSource: 'test',
  feedbackExport: false,
};

// Two instances share a SQLite file, as they would a PostgreSQL server.
const shared = databases.map((d) => ({ ...d, url: shareable(d.url) }));

describe.each(shared)('the kept admin config on $name', ({ url }) => {
  let t: TestApp;
  let second: TestApp | null = null;
  afterEach(async () => {
    await second?.close();
    second = null;
    await t.close();
  });

  it('reads only its change mark when nothing changed, and answers the same', async () => {
    t = await startApp(url);
    await campPasswordChecking(t.db);
    const { tables, plugin } = recorder();
    const config = adminConfigOf(t.db.withPlugin(plugin), server);

    const first = await config();
    expect(tables.flat()).toContain('programs');
    tables.length = 0;
    const again = await config();
    expect(again).toBe(first);
    expect(tables).toEqual([['change_marks']]);
  });

  it('shows a sync on another instance and a feedback export waiting at the next request', async () => {
    t = await startApp(url);
    await campPasswordChecking(t.db);
    const admin = await t.staff('alex.rivera@example.org');
    const before = (await admin.get('/api/google/admin/config')).body;
    expect(before.programs.map((p: { name: string; adminName: string }) => [p.name, p.adminName])).toEqual([
      ['Blue Ridge', 'Alex Rivera'],
      ['Lakeshore', 'Ruth Abara'],
    ]);
    expect(before.feedbackExport.waiting).toBe(0);

    second = await startSecondApp(t);
    setCell(second.source.raw, 'programs', 'program', 'Lakeshore', 'admin_name', 'Jordan Lee');
    expect((await second.sync.run()).outcome).toBe('imported');
    const afterSync = (await admin.get('/api/google/admin/config')).body;
    expect(afterSync.programs.map((p: { name: string; adminName: string }) => [p.name, p.adminName])).toEqual([
      ['Blue Ridge', 'Alex Rivera'],
      ['Lakeshore', 'Jordan Lee'],
    ]);
    expect(afterSync.sync.lastRun.finishedAt).toBeGreaterThan(before.sync.lastRun.finishedAt);

    await enqueue(t.db, 'feedback_export', { time: '2026-07-01T12:00:00Z', program: 'Lakeshore', name: null, message: 'Canoes!' });
    expect((await admin.get('/api/google/admin/config')).body.feedbackExport.waiting).toBe(1);
  });
});
