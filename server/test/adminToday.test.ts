// The admin's "Today" at a glance (docs/decisions/046-admin-today-summary.md).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databases, startApp, type TestApp } from './harness.ts';

describe.each(databases)("the Administrator's Today on $name", ({ url }) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startApp(url);
  });
  afterEach(() => t.close());

  const alex = () => t.staff('alex.rivera@example.org');

  it('counts the staff whose report day it is, and how many sent all of it or part', async () => {
    const marcus = await t.staff('marcus.lee@example.org');
    const { days } = (await marcus.get('/api/google/reportsections')).body as { days: { day: number; date: string }[] };
    const date = days[1]!.date;
    const before = await (await alex()).get(`/api/google/admin/today?date=${date}&since=0`);
    expect(before.status).toBe(200);
    expect(before.body.reports).toEqual({ due: 8, complete: 0, partial: 0 });
    expect((await marcus.post('/api/google/staffreport', { report: 'provisions', day: 1, dietaryNeeds: 'Yes' })).status).toBe(200);
    const after = await (await alex()).get(`/api/google/admin/today?date=${date}&since=0`);
    expect(after.body.reports).toEqual({ due: 8, complete: 0, partial: 1 });
    const noCamp = await (await alex()).get('/api/google/admin/today?date=2031-01-01&since=0');
    expect(noCamp.body.reports).toEqual({ due: 0, complete: 0, partial: 0 });
  });

  it('counts the texts sent since the day began by how they went, and the replies that came in', async () => {
    const now = Date.now();
    const at = (ms: number) => new Date(ms).toISOString();
    const send = (id: string, createdAt: string) => ({
      id,
      sender_email: 'priya.shah@example.org',
      idempotency_key: id,
      created_at: createdAt,
      finished_at: createdAt,
      program: 'Blue Ridge',
      typed_number: null,
      body: 'Buses leave at 9!',
      provider: 'log' as const,
      answer: null,
    });
    await t.db
      .insertInto('text_sends')
      .values([send('yesterday', at(now - 30 * 3_600_000)), send('today', at(now - 60_000))])
      .execute();
    const recipient = (sendId: string, position: number, status: 'sent' | 'failed' | 'pending' | 'unknown') => ({
      send_id: sendId,
      position,
      name: `Person ${position}`,
      phone: `+1412555010${position}`,
      status,
      reason: null,
      provider_id: null,
      handed_at: null,
      updated_at: at(now),
    });
    await t.db
      .insertInto('text_recipients')
      .values([
        recipient('yesterday', 0, 'failed'),
        recipient('today', 0, 'sent'),
        recipient('today', 1, 'sent'),
        recipient('today', 2, 'failed'),
        recipient('today', 3, 'unknown'),
        recipient('today', 4, 'pending'),
      ])
      .execute();
    const reply = (sid: string, receivedAt: string) => ({
      message_sid: sid,
      received_at: receivedAt,
      from_phone: '+14125550100',
      who: null,
      program: null,
      body: 'Thanks!',
      keyword: null,
    });
    await t.db
      .insertInto('text_replies')
      .values([reply('SM1', at(now - 30 * 3_600_000)), reply('SM2', at(now - 1000))])
      .execute();

    const since = now - 12 * 3_600_000;
    const answer = await (await alex()).get(`/api/google/admin/today?date=2031-01-01&since=${since}`);
    expect(answer.body).toEqual({ reports: { due: 0, complete: 0, partial: 0 }, texts: { sent: 2, failed: 2, waiting: 1 }, replies: 1 });
  });

  it('refuses a date or a time it cannot read, naming the field, and anyone but an Administrator', async () => {
    const admin = await alex();
    const bad = await admin.get('/api/google/admin/today?date=2026-02-30&since=0');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ date: 'date must be a real date' });
    const badSince = await admin.get('/api/google/admin/today?date=2026-11-18&since=yesterday');
    expect(badSince.status).toBe(400);
    expect(badSince.body.error.fields).toEqual({ since: 'since must be a time in milliseconds' });
    expect((await (await t.staff('priya.shah@example.org')).get('/api/google/admin/today?date=2026-11-18&since=0')).status).toBe(403);
  });
});
