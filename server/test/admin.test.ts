import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { campPasswordChecking } from '../src/workbook/campPasswordVerdicts.ts';
import { databases, setCell, startApp, type TestApp } from './harness.ts';

describe.each(databases)('admin config and refresh on $name', ({ url }) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startApp(url);
    // The camp passwords the first import brought are judged in a process of their own meanwhile.
    await campPasswordChecking(t.db);
  });
  afterEach(() => t.close());

  const admin = () => t.staff('alex.rivera@example.org');

  it('shows the sync, the settings and links, each program and the server, and never a camp password', async () => {
    const answer = await (await admin()).get('/api/google/admin/config');
    expect(answer.status).toBe(200);
    const config = answer.body;
    expect(Object.keys(config)).toEqual(['sync', 'settings', 'links', 'programs', 'feedbackExport', 'server']);
    expect(config.feedbackExport).toEqual({ state: 'no service account', waiting: 0, lastError: null });
    expect(config.sync).toMatchObject({
      source: 'the test workbook',
      sheetLink: null,
      lastRun: { outcome: 'imported', problems: [], held: null },
    });
    expect(config.sync.lastRun.rowCounts).toContainEqual({ tab: 'roster', rows: 65 });
    expect(config.sync.lastUpdate).toBe(config.sync.lastRun.finishedAt);
    expect(config.settings).toContainEqual({ key: 'org_name', value: 'PALS' });
    expect(config.links).toContainEqual({ key: 'org_site', url: 'https://example.org/' });
    expect(config.settings.map((s: { key: string }) => s.key).filter((k: string) => k.endsWith('_link'))).toEqual([]);
    expect(config.programs[0]).toEqual({
      name: 'Blue Ridge',
      startDate: '2026-11-16',
      endDate: '2026-11-22',
      scheduleLink: 'https://example.org/schedule/blue-ridge',
      photoUploadLink: 'https://example.org/photos/blue-ridge',
      adminName: 'Alex Rivera',
      adminPhone: '+14125550100',
      reportReminderTime: null,
      quietHours: '21:30-08:00',
      campPasswordSet: true,
      campPasswordChecked: true,
      campPasswordGuessable: {
        reason: 'This is a commonly used password.',
        suggestion: expect.stringMatching(/^[a-z-]+ [a-z-]+ [a-z-]+$/),
      },
    });
    expect(config.server).toMatchObject({ version: '0.1.0', smsProvider: 'log', demo: true });
    const text = JSON.stringify(answer.body);
    expect(text).not.toContain('bluejay');
    expect(text).not.toContain('lighthouse');
  });

  it('says which camp passwords are easy to guess, with three random words to use instead, and never the password', async () => {
    const b = await admin();
    setCell(t.source.raw, 'programs', 'program', 'Lakeshore', 'camp_password', 'maple canoe sunrise');
    const refreshed = await b.post('/api/google/admin/refresh', {});
    expect(refreshed.status).toBe(200);
    // The sync's pass judges the new password; Refresh answers before it ends on a busy machine.
    await campPasswordChecking(t.db);
    const answer = await b.get('/api/google/admin/config');
    const [blue, lake] = answer.body.programs;
    expect(blue.campPasswordGuessable.reason).toBe('This is a commonly used password.');
    const words = blue.campPasswordGuessable.suggestion.split(' ');
    expect(words).toHaveLength(3);
    expect([lake.campPasswordChecked, lake.campPasswordGuessable]).toEqual([true, null]);
    // A word with the program's name and the year is as easy to guess.
    setCell(t.source.raw, 'programs', 'program', 'Lakeshore', 'camp_password', 'Lakeshore2027');
    expect((await b.post('/api/google/admin/refresh', {})).status).toBe(200);
    await campPasswordChecking(t.db);
    expect((await b.get('/api/google/admin/config')).body.programs[1].campPasswordGuessable).not.toBeNull();
    expect(JSON.stringify(refreshed.body) + JSON.stringify(answer.body)).not.toMatch(/bluejay|maple canoe sunrise/);
  });

  it('Backend Refresh re-reads a changed workbook and answers the new config', async () => {
    const b = await admin();
    const before = (await b.get('/api/google/admin/config')).body.sync.lastUpdate as number;
    setCell(t.source.raw, 'programs', 'program', 'Lakeshore', 'admin_name', 'Ruth Abara-Lee');
    await new Promise((resolve) => setTimeout(resolve, 5));
    const answer = await b.post('/api/google/admin/refresh', {});
    expect(answer.status).toBe(200);
    expect(answer.body.programs[1].adminName).toBe('Ruth Abara-Lee');
    expect(answer.body.sync.lastUpdate).toBeGreaterThan(before);
  });

  it('lists a bad row as a problem with its value and fix, and imports the rest', async () => {
    const b = await admin();
    setCell(t.source.raw, 'programs', 'program', 'Lakeshore', 'end_date', 'soon');
    setCell(t.source.raw, 'programs', 'program', 'Blue Ridge', 'admin_name', 'Ruth Abara-Lee');
    const answer = await b.post('/api/google/admin/refresh', {});
    expect(answer.status).toBe(200);
    expect(answer.body.sync.lastRun.outcome).toBe('imported');
    expect(answer.body.sync.lastRun.problems[0]).toEqual({
      tab: 'programs',
      row: 3,
      column: 'end_date',
      value: 'soon',
      message: '"soon" is not a date',
      fix: 'a date written YYYY-MM-DD, for example 2026-07-14',
      effect: 'row',
    });
    expect(answer.body.programs.map((p: { name: string; adminName: string }) => [p.name, p.adminName])).toEqual([
      ['Blue Ridge', 'Ruth Abara-Lee'],
    ]);
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
