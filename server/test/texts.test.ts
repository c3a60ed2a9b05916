import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { logProvider } from '../src/texts/provider.ts';
import { twilioProvider } from '../src/texts/twilio.ts';
import { startFakeTwilio, twilioNumbers, twilioSettingsFor, type FakeTwilio } from './fakeTwilio.ts';
import { databases, demoWorkbookWithLakeshore, startApp, type TestApp } from './harness.ts';

let twilio: FakeTwilio;
beforeAll(async () => {
  twilio = await startFakeTwilio();
});
afterAll(() => twilio.close());

// A good answer comes in milliseconds; the slow number answers after 4 s, well past the 1 s timeout.
const fast = { concurrency: 3, timeoutMs: 1000, attempts: 2, answerWithinMs: 5000, leaseMs: 60_000 };

/** The demo workbook with Lakeshore's participants replaced by ones whose phones make Twilio answer each way. */
function twilioWorkbook() {
  return demoWorkbookWithLakeshore([
    ['Ana Good', 'Peer', '', '', '(412) 555-0150; (412) 555-0151'],
    ['Ben Invalid', 'Peer', '', '', twilioNumbers.invalid],
    ['Cy Unsubscribed', 'Partner', '', '', twilioNumbers.unsubscribed],
    ['Di Busy', 'Peer', '', '', twilioNumbers.busy],
    ['Ed Broken', 'Peer', '', '', twilioNumbers.broken],
    ['Fay Slow', 'Partner', '', '', twilioNumbers.slow],
    ['Gus Nophone', 'Peer', '', '', ''],
  ]);
}

describe.each(databases)('program texts on $name', ({ url }) => {
  let t: TestApp;
  afterEach(() => t.close());

  const as = (email: string) => t.staff(email);
  const key = (k: string) => ({ 'idempotency-key': k });
  const recipients = (order = 'position') =>
    t.db
      .selectFrom('text_recipients')
      .select(['name', 'phone', 'status', 'reason'])
      .orderBy(order === 'position' ? 'position' : 'phone')
      .execute();

  describe('with the log provider', () => {
    let sent: string[];
    const start = async () => {
      sent = [];
      t = await startApp(url, { sms: logProvider((line) => sent.push(line)), sendOptions: fast });
    };

    it("lists a Program Staff member's own program contacts, and every program's for an Administrator", async () => {
      await start();
      const own = await (await as('priya.shah@example.org')).get('/api/google/text');
      expect(own.status).toBe(200);
      expect(new Set(own.body.list.map((e: { program: string }) => e.program))).toEqual(new Set(['Blue Ridge']));
      expect(own.body.count).toBe(own.body.list.reduce((sum: number, e: { count: number }) => sum + e.count, 0));
      expect(own.body.list).toContainEqual({ program: 'Blue Ridge', fullname: '*Coach Taylor', count: 1, optedOut: 0 });
      expect(own.body.optedOutNumbers).toEqual([]);
      expect(own.body.myPhone).toBeNull();
      const all = await (await as('alex.rivera@example.org')).get('/api/google/text');
      expect(new Set(all.body.list.map((e: { program: string }) => e.program))).toEqual(new Set(['Blue Ridge', 'Lakeshore']));
    });

    it("texts the sender's program with the [Program] prefix and stores each recipient", async () => {
      await start();
      const b = await as('priya.shah@example.org');
      const contacts = (await b.get('/api/google/text')).body.count as number;
      const answer = await b.post('/api/google/text', { message: 'Buses leave at 9!' }, key('k-1'));
      expect(answer.status).toBe(200);
      expect(answer.body.success).toBe(true);
      expect(answer.body.response).toMatch(/^Sent to \d+ people\.$/);
      const stored = await recipients();
      expect(stored.every((r) => r.status === 'sent')).toBe(true);
      expect(stored.length).toBeLessThanOrEqual(contacts);
      expect(sent[0]).toMatch(/^text to \+1\d{10}: \[Blue Ridge\] Buses leave at 9!$/);
      expect(new Set(stored.map((r) => r.phone)).size).toBe(stored.length);
    });

    it('sends nothing the second time for the same Idempotency-Key and answers the first answer', async () => {
      await start();
      const b = await as('priya.shah@example.org');
      const [first, second] = await Promise.all([
        b.post('/api/google/text', { message: 'Lights out at 10.' }, key('double-tap')),
        b.post('/api/google/text', { message: 'Lights out at 10.' }, key('double-tap')),
      ]);
      const third = await b.post('/api/google/text', { message: 'Lights out at 10.' }, key('double-tap'));
      expect(second.body).toEqual(first.body);
      expect(third.body).toEqual(first.body);
      const sends = await t.db.selectFrom('text_sends').selectAll().execute();
      expect(sends).toHaveLength(1);
      expect(sent).toHaveLength((await recipients()).length);
      // A new key is a new send.
      await b.post('/api/google/text', { message: 'Lights out at 10.' }, key('another'));
      expect(await t.db.selectFrom('text_sends').selectAll().execute()).toHaveLength(2);
    });

    it('lets an Administrator text a chosen program or a typed number', async () => {
      await start();
      const alex = await as('alex.rivera@example.org');
      const program = await alex.post('/api/google/textadmin', { message: 'Welcome!', selectedProgram: 'Lakeshore' }, key('a-1'));
      expect(program.body.success).toBe(true);
      expect(sent.every((line) => line.endsWith(': [Lakeshore] Welcome!'))).toBe(true);
      sent.length = 0;
      const typed = await alex.post(
        '/api/google/textadmin',
        { message: 'Test from the office', inputNumber: '(412) 555-0134' },
        key('a-2'),
      );
      expect(typed.body).toEqual({ success: true, response: 'Sent to 1 person.' });
      expect(sent).toEqual(['text to +14125550134: [PALS] Test from the office']);
    });

    it.each([
      ['/api/google/text', { message: '' }, { message: 'Write the text' }],
      ['/api/google/text', { message: 'x'.repeat(101) }, { message: 'A text can be at most 100 characters' }],
      ['/api/google/textadmin', { message: 'hi', inputNumber: '555' }, { inputNumber: 'is not a phone number' }],
      ['/api/google/textadmin', { message: 'hi', inputNumber: '4'.repeat(51) }, { inputNumber: 'A number can be at most 50 characters' }],
      ['/api/google/textadmin', { message: 'hi', selectedProgram: 'Nowhere' }, { selectedProgram: 'is not a program' }],
    ])('refuses %s %j naming the field, and sends nothing', async (path, body, fields) => {
      await start();
      const answer = await (await as('alex.rivera@example.org')).post(path, body, key('bad'));
      expect(answer.status).toBe(400);
      expect(answer.body.error.fields).toEqual(fields);
      expect(sent).toEqual([]);
      expect(await t.db.selectFrom('text_sends').selectAll().execute()).toEqual([]);
    });

    it('needs an Idempotency-Key', async () => {
      await start();
      const answer = await (await as('priya.shah@example.org')).post('/api/google/text', { message: 'hi' });
      expect(answer.status).toBe(400);
      expect(answer.body.error.fields).toEqual({ 'Idempotency-Key': 'is required' });
      expect(sent).toEqual([]);
    });

    it('keeps texts to Administrators and Program Staff, and typed numbers to Administrators', async () => {
      await start();
      for (const email of ['marcus.lee@example.org', 'dana.brooks@example.org', 'hannah.cho@example.org']) {
        const b = await as(email);
        expect((await b.get('/api/google/text')).status).toBe(403);
        expect((await b.post('/api/google/text', { message: 'hi' }, key('x'))).status).toBe(403);
      }
      const priya = await as('priya.shah@example.org');
      expect((await priya.post('/api/google/textadmin', { message: 'hi', inputNumber: '4125550134' }, key('y'))).status).toBe(403);
      const participant = t.browser();
      await participant.post('/api/local/login', { username: 'participant', password: 'bluejay' });
      expect((await participant.post('/api/google/text', { message: 'hi' }, key('z'))).status).toBe(403);
      expect((await t.browser().post('/api/google/text', { message: 'hi' }, key('z'))).status).toBe(401);
      expect(sent).toEqual([]);
    });
  });

  describe('through Twilio', () => {
    it('stores every outcome: sent, invalid number, opted out, 429, 500 and a timeout', async () => {
      const sms = twilioProvider(twilioSettingsFor(twilio));
      t = await startApp(url, { sms, sendOptions: fast }, await twilioWorkbook());
      twilio.received.length = 0;
      const alex = await as('alex.rivera@example.org');
      const answer = await alex.post(
        '/api/google/textadmin',
        { message: 'Camp starts Sunday.', selectedProgram: 'Lakeshore' },
        key('tw-1'),
      );
      expect(answer.status).toBe(200);
      expect(answer.body.success).toBe(false);
      expect(answer.body.response).toBe(
        'Sent to 2 of 7 people. Not sent: ' +
          'Ben Invalid (+14125550190): not a valid phone number (Twilio 21211); ' +
          'Cy Unsubscribed (+14125550191): has opted out of texts; ' +
          'Di Busy (+14125550192): Too Many Requests (Twilio 20429); ' +
          'Ed Broken (+14125550193): Internal Server Error (Twilio 20500); ' +
          'Fay Slow (+14125550194): the SMS provider did not answer in time (not tried again, as it may have gone through).',
      );
      expect(await recipients()).toEqual([
        { name: 'Ana Good', phone: '+14125550150', status: 'sent', reason: null },
        { name: 'Ana Good', phone: '+14125550151', status: 'sent', reason: null },
        {
          name: 'Ben Invalid',
          phone: twilioNumbers.invalid,
          status: 'failed',
          reason: 'not a valid phone number (Twilio 21211)',
        },
        {
          name: 'Cy Unsubscribed',
          phone: twilioNumbers.unsubscribed,
          status: 'opted_out',
          reason: 'this number replied STOP and has opted out of texts (Twilio 21610)',
        },
        { name: 'Di Busy', phone: twilioNumbers.busy, status: 'failed', reason: 'Too Many Requests (Twilio 20429)' },
        { name: 'Ed Broken', phone: twilioNumbers.broken, status: 'failed', reason: 'Internal Server Error (Twilio 20500)' },
        {
          name: 'Fay Slow',
          phone: twilioNumbers.slow,
          status: 'failed',
          reason: 'the SMS provider did not answer in time (not tried again, as it may have gone through)',
        },
      ]);
      // 429 and 500 are tried twice (Twilio took nothing); the others once: a timed-out text may have gone out.
      const tries = (to: string) => twilio.received.filter((r) => r.to === to).length;
      expect([
        tries('+14125550150'),
        tries(twilioNumbers.invalid),
        tries(twilioNumbers.unsubscribed),
        tries(twilioNumbers.busy),
        tries(twilioNumbers.broken),
        tries(twilioNumbers.slow),
      ]).toEqual([1, 1, 1, 2, 2, 1]);
      expect(twilio.received.find((r) => r.to === '+14125550150')).toMatchObject({
        to: '+14125550150',
        body: '[Lakeshore] Camp starts Sunday.',
        from: '+14125550100',
      });
    });

    it('Twilio stops answering: the send stops after one round of timeouts, and a retry with the same key texts no one', async () => {
      const sms = twilioProvider(twilioSettingsFor(twilio));
      t = await startApp(url, { sms, sendOptions: fast });
      twilio.received.length = 0;
      twilio.hanging = true;
      try {
        const alex = await as('alex.rivera@example.org');
        const answer = await alex.post(
          '/api/google/textadmin',
          { message: 'Buses leave at 9.', selectedProgram: 'Blue Ridge' },
          key('hang-1'),
        );
        expect(answer.status).toBe(200);
        expect(answer.body.success).toBe(false);
        expect(answer.body.response).toMatch(/^Sent to 0 of 40 people\. Not sent: /);
        // The three sends in flight each waited one timeout; no one after them was tried.
        expect(twilio.received).toHaveLength(3);
        const stored = await recipients();
        expect(stored).toHaveLength(40);
        expect(
          stored.filter((r) => r.reason === 'the SMS provider did not answer in time (not tried again, as it may have gone through)'),
        ).toHaveLength(3);
        expect(stored.filter((r) => r.reason === 'not tried, as the SMS provider stopped answering')).toHaveLength(37);
        expect(stored.every((r) => r.status === 'failed')).toBe(true);

        twilio.hanging = false;
        const again = await alex.post(
          '/api/google/textadmin',
          { message: 'Buses leave at 9.', selectedProgram: 'Blue Ridge' },
          key('hang-1'),
        );
        expect(again.body).toEqual(answer.body);
        expect(twilio.received).toHaveLength(3);
      } finally {
        twilio.hanging = false;
      }
    });

    it('reports a Twilio account that refuses the credentials', async () => {
      const sms = twilioProvider(twilioSettingsFor(twilio, { authToken: 'wrong', from: { messagingServiceSid: 'MG1' } }));
      t = await startApp(url, { sms, sendOptions: fast });
      const answer = await (
        await as('alex.rivera@example.org')
      ).post('/api/google/textadmin', { message: 'hi', inputNumber: '4125550134' }, key('tw-2'));
      expect(answer.body).toEqual({
        success: false,
        response: 'Sent to 0 of 1 person. Not sent: the typed number (+14125550134): Authenticate (Twilio 20003).',
      });
    });
  });
});
