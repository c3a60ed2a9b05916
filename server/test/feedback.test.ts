import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listFeedback } from '../src/feedback/queries.ts';
import { databases, startApp, type TestApp } from './harness.ts';

describe.each(databases)('feedback on $name', ({ url }) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startApp(url);
  });
  afterEach(() => t.close());

  const participant = () => t.participant('lighthouse');

  it("stores a participant's feedback with time and program, anonymous when no name is given", async () => {
    const answer = await (await participant()).post('/api/local/feedback', { message: 'The canoe trip was the best!', name: '' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ok: true });
    const [stored] = await listFeedback(t.db);
    expect(stored).toMatchObject({
      program: 'Lakeshore',
      sender_kind: 'participant',
      staff_email: null,
      name: null,
      message: 'The canoe trip was the best!',
    });
    expect(Date.now() - Date.parse(stored!.created_at)).toBeLessThan(60_000);
  });

  it('stores which staff member sent it', async () => {
    const b = t.browser();
    await b.post('/api/demo/login', { email: 'hannah.cho@example.org' });
    expect((await b.post('/api/google/feedback', { message: 'More shade at the lake, please.', name: 'Hannah' })).status).toBe(200);
    const [stored] = await listFeedback(t.db);
    expect(stored).toMatchObject({ program: 'Blue Ridge', sender_kind: 'staff', staff_email: 'hannah.cho@example.org', name: 'Hannah' });
  });

  it('keeps no email of a staff member who left the name empty: anonymous on /admin/feedback and in feedback.csv too', async () => {
    const b = t.browser();
    await b.post('/api/demo/login', { email: 'dana.brooks@example.org' });
    expect((await b.post('/api/google/feedback', { message: 'The night shifts are too long.', name: '  ' })).status).toBe(200);
    const [stored] = await listFeedback(t.db);
    expect(stored).toMatchObject({ sender_kind: 'staff', staff_email: null, name: null, message: 'The night shifts are too long.' });

    const admin = await t.staff('alex.rivera@example.org');
    const inbox = await admin.get('/api/google/admin/feedback');
    expect(inbox.body.rows).toEqual([
      { time: stored!.created_at, program: 'Blue Ridge', sender: 'staff', name: 'anonymous', message: 'The night shifts are too long.' },
    ]);
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/google/admin/feedback.csv',
      headers: { cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(csv.body).toContain(',Blue Ridge,staff,anonymous,The night shifts are too long.\r\n');
    expect(csv.body).not.toContain('dana.brooks');
  });

  it('takes a message of 500 characters and a name of 50', async () => {
    const answer = await (await participant()).post('/api/local/feedback', { message: 'm'.repeat(500), name: 'n'.repeat(50) });
    expect(answer.status).toBe(200);
    expect(await listFeedback(t.db)).toHaveLength(1);
  });

  it.each([
    [{ message: 'm'.repeat(501), name: '' }, { message: 'Feedback can be at most 500 characters' }],
    [{ message: 'fine', name: 'n'.repeat(51) }, { name: 'A name can be at most 50 characters' }],
    [{ message: '', name: 'Pat' }, { message: 'Write your feedback' }],
    [{ name: 'Pat' }, { message: 'Invalid input: expected string, received undefined' }],
  ])('refuses %j naming the field, and stores nothing', async (body, fields) => {
    const answer = await (await participant()).post('/api/local/feedback', body);
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toEqual(fields);
    expect(await listFeedback(t.db)).toEqual([]);
  });
});
