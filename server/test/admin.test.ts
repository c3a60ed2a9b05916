import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databases, setCell, startApp, type TestApp } from './harness.ts';

describe.each(databases)('admin config and refresh on $name', ({ url }) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startApp(url);
  });
  afterEach(() => t.close());

  const admin = () => t.staff('alex.rivera@example.org');

  it('shows the sync, the settings, each program and the server, and never a camp password', async () => {
    const answer = await (await admin()).get('/api/google/admin/config');
    expect(answer.status).toBe(200);
    const { groups } = answer.body;
    expect(Object.keys(groups)).toEqual(['Sync', 'Settings', 'Program: Blue Ridge', 'Program: Lakeshore', 'Feedback export', 'Server']);
    expect(groups['Feedback export']).toEqual({ 'to the Feedback Sheet': 'off: no service account is set up', 'waiting to be sent': 0, 'last error': null });
    expect(groups.Sync).toMatchObject({ source: 'the test workbook', 'last run outcome': 'imported', 'rows in roster': 65, 'rows in participants': 51 });
    expect(groups.Sync.lastupdate).toBeGreaterThan(100000);
    expect(groups.Settings.org_name).toBe('PALS');
    expect(groups['Program: Blue Ridge']).toEqual({
      'start date': '2026-11-16',
      'end date': '2026-11-22',
      'schedule link': 'https://example.org/schedule/blue-ridge',
      'photo upload link': 'https://example.org/photos/blue-ridge',
      'admin name': 'Alex Rivera',
      'admin phone': '+14125550100',
      'camp password': 'set',
    });
    expect(groups.Server).toMatchObject({ version: '0.1.0', 'SMS provider': 'log', 'demo mode': true });
    const text = JSON.stringify(answer.body);
    expect(text).not.toContain('bluejay');
    expect(text).not.toContain('lighthouse');
  });

  it('Backend Refresh re-reads a changed workbook and answers the new config', async () => {
    const b = await admin();
    const before = (await b.get('/api/google/admin/config')).body.groups.Sync.lastupdate as number;
    setCell(t.source.raw, 'programs', 'program', 'Lakeshore', 'admin_name', 'Ruth Abara-Lee');
    await new Promise((resolve) => setTimeout(resolve, 5));
    const answer = await b.post('/api/google/admin/refresh', {});
    expect(answer.status).toBe(200);
    expect(answer.body.groups['Program: Lakeshore']['admin name']).toBe('Ruth Abara-Lee');
    expect(answer.body.groups.Sync.lastupdate).toBeGreaterThan(before);
  });

  it('reports a broken workbook prominently and keeps the old data', async () => {
    const b = await admin();
    setCell(t.source.raw, 'programs', 'program', 'Lakeshore', 'end_date', 'soon');
    const answer = await b.post('/api/google/admin/refresh', {});
    expect(answer.status).toBe(200);
    expect(answer.body.groups.Sync['last run outcome']).toBe('FAILED: the previous data is kept');
    expect(answer.body.groups.Sync['error 1']).toBe('programs, row 3, column end_date: "soon" is not a date; write it as YYYY-MM-DD, for example 2026-07-14');
    expect(answer.body.groups['Program: Lakeshore']['end date']).toBe('2027-06-26');
  });

  it('runs one sync for two refreshes at once', async () => {
    const b = await admin();
    const runsBefore = (await t.db.selectFrom('sync_runs').selectAll().execute()).length;
    // A slow sheet, so the second refresh arrives while the first sync is still reading.
    t.source.delayMs = 300;
    const [one, two] = await Promise.all([b.post('/api/google/admin/refresh', {}), b.post('/api/google/admin/refresh', {})]);
    expect([one.status, two.status]).toEqual([200, 200]);
    expect((await t.db.selectFrom('sync_runs').selectAll().execute()).length).toBe(runsBefore + 1);
  });
});
