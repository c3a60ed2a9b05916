import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listNotes } from '../src/notes/queries.ts';
import { databases, startApp, type TestApp } from './harness.ts';

describe.each(databases)('participant notes on $name', ({ url }) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startApp(url);
  });
  afterEach(() => t.close());

  const as = (email: string) => t.staff(email);

  it("lists the program's participants without their phones", async () => {
    const answer = await (await as('marcus.lee@example.org')).get('/api/google/participants');
    expect(answer.status).toBe(200);
    expect(answer.body.participants).toHaveLength(38);
    expect(answer.body.participants).toContainEqual({ name: '*Coach Taylor', role: 'Coach', is_lead: false, is_staff: true });
    expect(JSON.stringify(answer.body)).not.toMatch(/\+1\d{10}/);
  });

  it('stores a note with its author, program and time', async () => {
    const b = await as('marcus.lee@example.org');
    const answer = await b.post('/api/google/note', { participant: '*Coach Taylor', message: 'Helped everyone onto the bus.' });
    expect(answer.status).toBe(200);
    const [note] = await listNotes(t.db);
    expect(note).toMatchObject({
      author_email: 'marcus.lee@example.org',
      program: 'Blue Ridge',
      participant: '*Coach Taylor',
      message: 'Helped everyone onto the bus.',
    });
    expect(Date.now() - Date.parse(note!.created_at)).toBeLessThan(60_000);
  });

  it('takes 500 characters and refuses 501, naming the field', async () => {
    const b = await as('marcus.lee@example.org');
    expect((await b.post('/api/google/note', { participant: '*Coach Taylor', message: 'x'.repeat(500) })).status).toBe(200);
    const long = await b.post('/api/google/note', { participant: '*Coach Taylor', message: 'x'.repeat(501) });
    expect(long.status).toBe(400);
    expect(long.body.error.fields).toEqual({ message: 'A note can be at most 500 characters' });
    const empty = await b.post('/api/google/note', { participant: '*Coach Taylor', message: '' });
    expect(empty.body.error.fields).toEqual({ message: 'Write the note' });
    expect(await listNotes(t.db)).toHaveLength(1);
  });

  it('stores nothing for a participant who is not in the program', async () => {
    const b = await as('marcus.lee@example.org');
    for (const participant of ['Nobody Here', 'Coach Taylor']) {
      const answer = await b.post('/api/google/note', { participant, message: 'Hello' });
      expect(answer.status).toBe(400);
      expect(answer.body.error.fields).toEqual({ participant: 'is not a participant of your program' });
    }
    const lakeshoreName = (t.source.raw.participants!.rows.find((r) => r[0] === 'Lakeshore') ?? [])[1]!;
    expect((await b.post('/api/google/note', { participant: lakeshoreName, message: 'Hello' })).status).toBe(400);
    expect(await listNotes(t.db)).toEqual([]);
  });

  it('is for Google users; staff without a program have no one to write about', async () => {
    const participant = t.browser();
    await participant.post('/api/local/login', { username: 'participant', password: 'bluejay' });
    expect((await participant.get('/api/google/participants')).status).toBe(403);
    expect((await participant.post('/api/google/note', { participant: '*Coach Taylor', message: 'x' })).status).toBe(403);
    const sam = await as('sam.okafor@example.org');
    expect((await sam.get('/api/google/participants')).body).toEqual({ participants: [] });
    expect((await sam.post('/api/google/note', { participant: '*Coach Taylor', message: 'x' })).status).toBe(400);
    expect(await listNotes(t.db)).toEqual([]);
  });
});
