import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databases, startApp, type TestApp } from './harness.ts';

describe.each(databases)('Call-A-PAL and support calls on $name', ({ url }) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startApp(url);
  });
  afterEach(() => t.close());

  const participant = () => t.participant('bluejay');
  const staff = (email = 'marcus.lee@example.org') => t.staff(email);

  it('gives a participant their program roster without rooms', async () => {
    const answer = await (await participant()).get('/api/local/call');
    expect(answer.status).toBe(200);
    expect(answer.body.call).toHaveLength(47);
    expect(answer.body.call[0]).toEqual({ name: 'Dana Brooks', title: 'Director', phone: '+12025550114', team: '' });
    expect(answer.body.call.some((entry: object) => 'room' in entry)).toBe(false);
    expect(JSON.stringify(answer.body)).not.toContain('Lodge 10');
    expect(typeof answer.body.lastupdate).toBe('number');
  });

  it('gives a Google user the roster with rooms', async () => {
    const answer = await (await staff()).get('/api/google/call');
    expect(answer.status).toBe(200);
    expect(answer.body.call[0]).toEqual({ name: 'Dana Brooks', title: 'Director', room: 'Lodge 10', phone: '+12025550114', team: '' });
  });

  it('never sends a participant the rooms a staff member of the same program was just sent', async () => {
    expect((await (await staff()).get('/api/google/call')).body.call[0].room).toBe('Lodge 10');
    const answer = await (await participant()).get('/api/local/call');
    expect(answer.body.call[0]).toEqual({ name: 'Dana Brooks', title: 'Director', phone: '+12025550114', team: '' });
    expect(JSON.stringify(answer.body)).not.toContain('Lodge 10');
  });

  it('gives staff without a program an empty roster and no contact', async () => {
    const sam = await staff('sam.okafor@example.org');
    expect((await sam.get('/api/google/call')).body.call).toEqual([]);
    expect((await sam.get('/api/google/staff')).body).toEqual({ staff: { name: null, phone: null } });
    expect((await sam.get('/api/rooms')).body).toEqual({ names: [] });
  });

  it('keeps each variant to its own kind of user', async () => {
    expect((await (await participant()).get('/api/google/call')).status).toBe(403);
    expect((await (await staff()).get('/api/local/call')).status).toBe(403);
    expect((await (await staff()).post('/api/local/feedback', { message: 'hi' })).status).toBe(403);
  });

  it.each(['/api/local/call', '/api/google/call', '/api/local/staff', '/api/google/staff', '/api/rooms'])(
    'answers 401 to %s without a session',
    async (path) => {
      const answer = await t.browser().get(path);
      expect(answer.status).toBe(401);
      expect(answer.body.error.code).toBe('signed_out');
    },
  );

  it.each([
    ['/api/hubs', { message: '5000 Forbes Ave, Pittsburgh PA 15213' }],
    ['/api/local/feedback', { message: 'hi' }],
    ['/api/google/feedback', { message: 'hi' }],
  ])('answers 401 to POST %s without a session', async (path, body) => {
    expect((await t.browser().post(path, body)).status).toBe(401);
  });

  it("answers the program admin's contact", async () => {
    expect((await (await participant()).get('/api/local/staff')).body).toEqual({ staff: { name: 'Alex Rivera', phone: '+14125550100' } });
    expect((await (await staff()).get('/api/google/staff')).body).toEqual({ staff: { name: 'Alex Rivera', phone: '+14125550100' } });
  });

  it("answers the program's room names in the sheet's order", async () => {
    const answer = await (await participant()).get('/api/rooms');
    expect(answer.body.names.slice(0, 3)).toEqual(['Cabin 1', 'Cabin 2', 'Cabin 3']);
    expect(answer.body.names).toHaveLength(17);
    expect(answer.body.names).toContain('Art Barn');
  });

  describe('hub lookup', () => {
    it.each([
      ['5000 Forbes Ave, Pittsburgh, PA 15213', 'Pittsburgh Hub'],
      ['1 Independence Ave SE, Washington, DC 20003-1234', 'Washington DC Hub'],
      ['600 E Trade St, Charlotte NC 28202', 'Charlotte Hub'],
      ['301 King St, Alexandria VA 22314', 'Washington DC Hub'],
    ])('finds the nearest hub to %s', async (address, hub) => {
      const answer = await (await participant()).post('/api/hubs', { message: address });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ hub });
    });

    it('asks for the ZIP code when the address has none', async () => {
      const answer = await (await participant()).post('/api/hubs', { message: '12 Elm Street, Springfield' });
      expect(answer.status).toBe(400);
      expect(answer.body.error).toEqual({
        code: 'bad_input',
        message: 'Please add the 5-digit ZIP code to the address.',
        fields: { message: 'no ZIP code found in the address' },
        requestId: expect.any(String),
      });
    });

    it('says so for a ZIP code that does not exist', async () => {
      const answer = await (await staff()).post('/api/hubs', { message: '12 Elm Street, Springfield 99999' });
      expect(answer.status).toBe(400);
      expect(answer.body.error.message).toBe("We don't know the ZIP code 99999. Please check it, or add the ZIP code of a nearby town.");
    });

    it('takes at most 100 characters, and needs an address', async () => {
      const b = await participant();
      const address = `${'x'.repeat(94)} 15213`;
      expect((await b.post('/api/hubs', { message: address })).status).toBe(200);
      const long = await b.post('/api/hubs', { message: `${address}x` });
      expect(long.status).toBe(400);
      expect(long.body.error.fields).toEqual({ message: 'An address can be at most 100 characters' });
      const empty = await b.post('/api/hubs', { message: '  ' });
      expect(empty.body.error.fields).toEqual({ message: 'Enter an address' });
    });
  });
});
