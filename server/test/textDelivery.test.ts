// Delivery reports, replies and opt-outs through Twilio's signed webhooks, and a send
// that survives the server stopping mid-send. The fake Twilio speaks the protocol both ways.
import type { AddressInfo } from 'node:net';
import { validateRequest } from 'twilio/lib/webhooks/webhooks.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { jobWorker } from '../src/jobs/worker.ts';
import { textSendFinisher } from '../src/texts/finishSends.ts';
import { askLateReports } from '../src/texts/lateReports.ts';
import type { SmsProvider } from '../src/texts/provider.ts';
import { twilioProvider, type TwilioSettings } from '../src/texts/twilio.ts';
import { postSigned, startFakeTwilio, twilioAccount, twilioSettingsFor, twilioSignature, type FakeTwilio } from './fakeTwilio.ts';
import { databases, demoWorkbookWithLakeshore, startApp, type TestApp } from './harness.ts';

let twilio: FakeTwilio;
beforeAll(async () => {
  twilio = await startFakeTwilio();
});
afterAll(() => twilio.close());

// Send now waits up to 5 s for its answer, so a loaded machine still answers a small send at once;
// the tests of "still being sent" wait less.
const fast = { concurrency: 1, timeoutMs: 2000, attempts: 2, answerWithinMs: 5000, leaseMs: 60_000 };
const key = (k: string) => ({ 'idempotency-key': k });
const ana = '+14125550150';
const ben = '+14125550151';
const cy = '+14125550152';
const di = '+14125550153';

describe("Twilio's published signature example", () => {
  // https://www.twilio.com/docs/usage/security#validating-requests (twilio-node's example)
  const url = 'https://mycompany.com/myapp.php?foo=1&bar=2';
  const params = { CallSid: 'CA1234567890ABCDE', Caller: '+14158675309', Digits: '1234', From: '+14158675309', To: '+18005551212' };

  it('is accepted by the helper the app uses, and made by the fake Twilio the same way', () => {
    expect(validateRequest('12345', 'RSOYDt4T1cUTdK1PDd93/VVr8B8=', url, params)).toBe(true);
    expect(twilioSignature('12345', url, params)).toBe('RSOYDt4T1cUTdK1PDd93/VVr8B8=');
    expect(validateRequest('12346', 'RSOYDt4T1cUTdK1PDd93/VVr8B8=', url, params)).toBe(false);
    expect(validateRequest('12345', 'RSOYDt4T1cUTdK1PDd93/VVr8B8=', 'https://mycompany.com/myapp.php?foo=1&bar=3', params)).toBe(false);
  });
});

/** Lakeshore's participants replaced by four whose numbers the fake Twilio scripts. */
function lakeshore() {
  return demoWorkbookWithLakeshore([
    ['Ana Good', 'Peer', '', '', ana],
    ['Ben Landline', 'Peer', '', '', ben],
    ['Cy Early', 'Partner', '', '', cy],
    ['Di Away', 'Peer', '', '', di],
  ]);
}

describe.each(databases)('texts through Twilio on $name', ({ url }) => {
  let t: TestApp;
  let appUrl: string;
  let settings: TwilioSettings;
  afterEach(async () => {
    await twilio.settled();
    await t.close();
  });

  async function start(
    options: {
      publicUrl?: string | null;
      trustProxy?: string[];
      hosts?: string[];
      sms?: (real: SmsProvider) => SmsProvider;
      sendOptions?: typeof fast & { stopping?: AbortSignal };
      shedLoadAfterMs?: number;
    } = {},
  ) {
    settings = twilioSettingsFor(twilio);
    const real = twilioProvider(settings);
    t = await startApp(
      url,
      {
        sms: options.sms ? options.sms(real) : real,
        sendOptions: options.sendOptions ?? fast,
        twilioWebhooks: { authToken: twilioAccount.token, publicUrl: options.publicUrl ?? null },
        trustProxy: options.trustProxy ?? false,
        ...(options.hosts ? { hosts: options.hosts } : {}),
        ...(options.shedLoadAfterMs ? { shedLoadAfterMs: options.shedLoadAfterMs } : {}),
      },
      await lakeshore(),
    );
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    appUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    settings.statusCallback = `${appUrl}/api/twilio/status`;
    twilio.received.length = 0;
    twilio.listed.length = 0;
    twilio.callbacks.length = 0;
    twilio.statusScript.clear();
  }

  const status = (sid: string, status: string) => ({ AccountSid: twilioAccount.sid, MessageSid: sid, MessageStatus: status });
  const deliveries = () =>
    t.db.selectFrom('text_deliveries').select(['message_sid', 'status', 'error_code']).orderBy('message_sid').execute();

  describe('webhook signatures', () => {
    it('takes a correctly signed call, and refuses with 403 a wrong token, a wrong URL or no signature, storing nothing', async () => {
      await start();
      const at = `${appUrl}/api/twilio/status`;
      expect(await postSigned(at, status('SMa', 'sent'), { token: 'not-the-token' })).toBe(403);
      expect(await postSigned(at, status('SMa', 'sent'), { url: 'https://camp.example.org/api/twilio/status' })).toBe(403);
      expect(await postSigned(at, status('SMa', 'sent'), 'unsigned')).toBe(403);
      expect(
        await postSigned(`${appUrl}/api/twilio/inbound`, { MessageSid: 'SMin', From: ana, Body: 'STOP' }, { token: 'not-the-token' }),
      ).toBe(403);
      expect(await deliveries()).toEqual([]);
      expect(await t.db.selectFrom('text_replies').selectAll().execute()).toEqual([]);
      expect(await t.db.selectFrom('text_opt_outs').selectAll().execute()).toEqual([]);
      // Signed as Twilio signs it, with no session at all.
      expect(await postSigned(at, status('SMa', 'sent'))).toBe(204);
      expect(await deliveries()).toEqual([{ message_sid: 'SMa', status: 'sent', error_code: null }]);
    });

    it("are stored while the server is too busy for the app's own calls: Twilio would not post them again", async () => {
      await start({ shedLoadAfterMs: 50 });
      const until = Date.now() + 1200;
      while (Date.now() < until) {
        // The event loop held up, as by a sync reading a large workbook.
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect((await t.app.inject({ method: 'GET', url: '/' })).statusCode).toBe(503);
      expect(await twilio.textIn(appUrl, ana, 'Running late', 'SMbusy1')).toBe(200);
      expect(await postSigned(`${appUrl}/api/twilio/status`, status('SMbusy2', 'delivered'))).toBe(204);
      expect(await t.db.selectFrom('text_replies').select(['message_sid', 'body']).execute()).toEqual([
        { message_sid: 'SMbusy1', body: 'Running late' },
      ]);
      expect(await deliveries()).toEqual([{ message_sid: 'SMbusy2', status: 'delivered', error_code: null }]);
    });

    it('checks the signature over PUBLIC_URL when it is set, not the address the request reached', async () => {
      await start({ publicUrl: 'https://camp.example.org' });
      expect(await postSigned(`${appUrl}/api/twilio/status`, status('SMb', 'sent'))).toBe(403);
      expect(
        await postSigned(`${appUrl}/api/twilio/status`, status('SMb', 'sent'), { url: 'https://camp.example.org/api/twilio/status' }),
      ).toBe(204);
    });

    it("behind a trusted proxy, checks the signature over the proxy's public address", async () => {
      // The proxy is asked for the site's public name, which the server must answer for (ALLOWED_HOSTS).
      await start({ trustProxy: ['127.0.0.1'], hosts: ['camp.example.org'] });
      const params = status('SMc', 'delivered');
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/twilio/status',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-proto': 'https',
          'x-forwarded-host': 'camp.example.org',
          'x-twilio-signature': twilioSignature(twilioAccount.token, 'https://camp.example.org/api/twilio/status', params),
        },
        payload: new URLSearchParams(params).toString(),
      });
      expect(answer.statusCode).toBe(204);
    });

    it('refuses a form post to any other call: only the webhooks read form bodies', async () => {
      await start();
      const b = await t.staff('alex.rivera@example.org');
      const answer = await b.send('POST', '/api/google/textadmin', 'message=hi&inputNumber=4125550134', {
        origin: 'http://localhost:80',
        'content-type': 'application/x-www-form-urlencoded',
        'idempotency-key': 'f',
      });
      expect(answer.status).toBe(415);
      expect(twilio.received).toEqual([]);
    });
  });

  describe('delivery statuses', () => {
    it('records each final status from signed callbacks, never moving backwards on duplicated or late ones, and shows them per send', async () => {
      await start();
      twilio.statusScript.set(ana, [['queued'], ['sent'], ['delivered'], ['delivered'], ['sent']]);
      twilio.statusScript.set(ben, [['sent'], ['undelivered', 30006], ['sent'], ['queued']]);
      twilio.statusScript.set(cy, [['delivered'], ['sent'], ['queued']]);
      twilio.statusScript.set(di, [['queued']]);
      const alex = await t.staff('alex.rivera@example.org');
      const answer = await alex.post('/api/google/textadmin', { message: 'Camp starts Sunday.', selectedProgram: 'Lakeshore' }, key('d-1'));
      expect(answer.body).toEqual({ success: true, response: 'Sent to 4 people.' });
      expect(twilio.received.map((r) => r.statusCallback)).toEqual(Array(4).fill(`${appUrl}/api/twilio/status`));
      await twilio.settled();
      expect(twilio.callbacks.every((c) => c.answer === 204)).toBe(true);
      expect(twilio.callbacks).toHaveLength(13);

      const texts = await alex.get('/api/google/admin/texts');
      // The page: the tally counted by the database, the one not delivered, and no list for a send to 4.
      expect(texts.body.rows[0]).toMatchObject({
        recipientCount: 4,
        tally: [
          { group: 'delivered', count: 2 },
          { group: 'failed', count: 1 },
          { group: 'waiting', count: 1 },
        ],
        notDelivered: [{ name: 'Ben Landline', phone: ben, status: 'sent', reason: null, delivery: 'undelivered', errorCode: 30006 }],
        recipients: null,
      });
      // The list, read when the card opens it.
      const list = await alex.get(`/api/google/admin/textrecipients?send=${texts.body.rows[0].id}`);
      const recipients = list.body.recipients.map(
        (r: { name: string; status: string; delivery: string | null; errorCode: number | null }) => [
          r.name,
          r.status,
          r.delivery,
          r.errorCode,
        ],
      );
      expect(recipients).toEqual([
        ['Ana Good', 'sent', 'delivered', null],
        ['Ben Landline', 'sent', 'undelivered', 30006],
        ['Cy Early', 'sent', 'delivered', null],
        ['Di Away', 'sent', 'queued', null],
      ]);
      const csv = await alex.get('/api/google/admin/texts.csv');
      expect(csv.body).toContain(
        `Ben Landline,'+14125550151,failed,"Failed: a landline, or a carrier that cannot get texts (Twilio 30006)"`,
      );
      expect(csv.body).toContain(`Di Away,'+14125550153,waiting,"Handed to Twilio, waiting for delivery"`);
    });
  });

  describe('replies and opt-outs', () => {
    it('STOP opts a number out: the next send skips it without calling Twilio, the count says so first; START opts it back in', async () => {
      await start();
      const alex = await t.staff('alex.rivera@example.org');
      expect(await twilio.textIn(appUrl, ben, '  stop ')).toBe(200);
      const contacts = await alex.get('/api/google/text');
      expect(contacts.body.list.filter((e: { program: string }) => e.program === 'Lakeshore')).toEqual([
        { program: 'Lakeshore', fullname: 'Ana Good', count: 1, optedOut: 0 },
        { program: 'Lakeshore', fullname: 'Ben Landline', count: 1, optedOut: 1 },
        { program: 'Lakeshore', fullname: 'Cy Early', count: 1, optedOut: 0 },
        { program: 'Lakeshore', fullname: 'Di Away', count: 1, optedOut: 0 },
      ]);
      expect(contacts.body.optedOutNumbers).toEqual([ben]);

      const answer = await alex.post('/api/google/textadmin', { message: 'Bus at 9.', selectedProgram: 'Lakeshore' }, key('o-1'));
      expect(answer.body).toEqual({
        success: true,
        response: 'Sent to 3 of 4 people. Not sent: Ben Landline (+14125550151): has opted out of texts.',
      });
      expect(twilio.received.map((r) => r.to)).toEqual([ana, cy, di]);
      const ben1 = await t.db.selectFrom('text_recipients').select(['status', 'reason']).where('phone', '=', ben).executeTakeFirstOrThrow();
      expect(ben1).toEqual({ status: 'opted_out', reason: 'opted out' });
      // A typed number that opted out is skipped too.
      const typed = await alex.post('/api/google/textadmin', { message: 'Hi Ben', inputNumber: '(412) 555-0151' }, key('o-2'));
      expect(typed.body).toEqual({
        success: false,
        response: 'Sent to 0 of 1 person. Not sent: the typed number (+14125550151): has opted out of texts.',
      });
      expect(twilio.received).toHaveLength(3);

      expect(await twilio.textIn(appUrl, ben, 'Start')).toBe(200);
      twilio.received.length = 0;
      const again = await alex.post('/api/google/textadmin', { message: 'Bus at 10.', selectedProgram: 'Lakeshore' }, key('o-3'));
      expect(again.body).toEqual({ success: true, response: 'Sent to 4 people.' });
      expect(twilio.received.map((r) => r.to)).toEqual([ana, ben, cy, di]);
    });

    it.each([['STOPALL'], ['unsubscribe'], ['Cancel'], ['end'], ['QUIT ']])('%j opts out, and YES / UNSTOP opt back in', async (word) => {
      await start();
      await twilio.textIn(appUrl, cy, word);
      expect((await t.db.selectFrom('text_opt_outs').select('phone').execute()).map((r) => r.phone)).toEqual([cy]);
      await twilio.textIn(appUrl, cy, word === 'end' ? 'unstop' : 'yes');
      expect(await t.db.selectFrom('text_opt_outs').select('phone').execute()).toEqual([]);
    });

    it('stores every reply once, matched by phone to its person and program, in the Replies inbox and its CSV', async () => {
      await start();
      expect(await twilio.textIn(appUrl, ana, 'Running 10 min late!', 'SMreply1')).toBe(200);
      // Twilio repeats a call it heard no answer to: stored once.
      expect(await twilio.textIn(appUrl, ana, 'Running 10 min late!', 'SMreply1')).toBe(200);
      expect(await twilio.textIn(appUrl, '+12025550199', 'help', 'SMreply2')).toBe(200);
      const alex = await t.staff('alex.rivera@example.org');
      const replies = await alex.get('/api/google/admin/replies');
      expect(replies.body.total).toBe(2);
      expect(replies.body.rows.map((r: Record<string, unknown>) => ({ ...r, time: typeof r.time }))).toEqual([
        { time: 'string', phone: '+12025550199', who: null, programs: [], program: null, message: 'help', keyword: 'help' },
        // Ana's number is also on the demo roster, under another name: both are named.
        {
          time: 'string',
          phone: ana,
          who: 'Ana Good / Marguerite Osterhout',
          programs: ['Lakeshore'],
          program: 'Lakeshore',
          message: 'Running 10 min late!',
          keyword: null,
        },
      ]);
      const lakeshoreOnly = await alex.get('/api/google/admin/replies?program=Lakeshore');
      expect(lakeshoreOnly.body.rows.map((r: { who: string }) => r.who)).toEqual(['Ana Good / Marguerite Osterhout']);
      const csv = await alex.get('/api/google/admin/replies.csv');
      expect(csv.body.split('\r\n')[0]).toBe('\uFEFFtime,from,who,program,message,keyword');
      expect(csv.body).toContain(`,'+14125550150,Ana Good / Marguerite Osterhout,Lakeshore,Running 10 min late!,`);
      // Administrators only.
      expect((await (await t.staff('priya.shah@example.org')).get('/api/google/admin/replies')).status).toBe(403);
    });
  });

  describe('a number two people of two programs share', () => {
    it("files its reply under both programs, in each program's list and CSV, and its STOP opts out both", async () => {
      await start();
      t.source.raw.participants!.rows.push(['Blue Ridge', 'Dee Shared', 'Parent', '', '', di]);
      expect((await t.sync.run()).outcome).toBe('imported');
      expect(await twilio.textIn(appUrl, di, 'Both of mine are coming!', 'SMshared1')).toBe(200);
      expect(await twilio.textIn(appUrl, ana, 'Lakeshore only', 'SMshared2')).toBe(200);
      const alex = await t.staff('alex.rivera@example.org');
      for (const program of ['Blue Ridge', 'Lakeshore']) {
        const query = `?program=${encodeURIComponent(program)}`;
        const listed = await alex.get(`/api/google/admin/replies${query}`);
        const shared = listed.body.rows.find((r: { message: string }) => r.message === 'Both of mine are coming!');
        expect(shared, program).toMatchObject({
          who: 'Dee Shared / Di Away',
          programs: ['Blue Ridge', 'Lakeshore'],
          program: 'Blue Ridge',
        });
        const csv = await alex.get(`/api/google/admin/replies.csv${query}`);
        expect(csv.body, program).toContain(`,'+14125550153,Dee Shared / Di Away,Blue Ridge / Lakeshore,Both of mine are coming!,`);
      }
      expect((await alex.get('/api/google/admin/replies?program=Blue%20Ridge')).body.total).toBe(1);
      expect((await alex.get('/api/google/admin/replies?program=Lakeshore')).body.total).toBe(2);
      // Listed once when no program is chosen.
      expect((await alex.get('/api/google/admin/replies')).body.total).toBe(2);
      expect(await twilio.textIn(appUrl, di, 'STOP', 'SMshared3')).toBe(200);
      const contacts = await alex.get('/api/google/text');
      expect(contacts.body.list.filter((e: { fullname: string }) => ['Dee Shared', 'Di Away'].includes(e.fullname))).toEqual([
        { program: 'Blue Ridge', fullname: 'Dee Shared', count: 1, optedOut: 1 },
        { program: 'Lakeshore', fullname: 'Di Away', count: 1, optedOut: 1 },
      ]);
    });
  });

  describe('delivery reports that never came', () => {
    it('asks Twilio about recipients still waiting 10 minutes after the hand-over, and stores what it says', async () => {
      await start();
      // The status callbacks never reach the app (every instance restarting, a proxy's 502).
      settings.statusCallback = null;
      twilio.statusScript.set(cy, [['sent'], ['undelivered', 30003]]);
      const alex = await t.staff('alex.rivera@example.org');
      expect(
        (await alex.post('/api/google/textadmin', { message: 'Camp starts Sunday.', selectedProgram: 'Lakeshore' }, key('late-1'))).status,
      ).toBe(200);
      const tally = async () => (await alex.get('/api/google/admin/texts')).body.rows[0].tally;
      expect(await tally()).toEqual([
        { group: 'delivered', count: 0 },
        { group: 'failed', count: 0 },
        { group: 'waiting', count: 4 },
      ]);
      const sms = twilioProvider(settings);
      // Not before 10 minutes: Twilio's reports may still come.
      expect(await askLateReports(t.db, sms, Date.now() + 9 * 60_000)).toBe(0);
      expect(await askLateReports(t.db, sms, Date.now() + 11 * 60_000)).toBe(4);
      expect(await tally()).toEqual([
        { group: 'delivered', count: 3 },
        { group: 'failed', count: 1 },
        { group: 'waiting', count: 0 },
      ]);
      const cyRow = await t.db
        .selectFrom('text_recipients')
        .select(['delivery', 'delivery_error_code'])
        .where('phone', '=', cy)
        .executeTakeFirstOrThrow();
      expect(cyRow).toEqual({ delivery: 'undelivered', delivery_error_code: 30003 });
      // Final now: not asked again.
      expect(await askLateReports(t.db, sms, Date.now() + 60 * 60_000)).toBe(0);
    });
  });

  describe('a send that survives the server stopping', () => {
    /** The "server" stops at Ben's provider call: after Twilio took it (`after`), or before the call left (`before`). */
    async function stopAtBen(when: 'after' | 'before') {
      let stopAt: string | null = ben;
      await start({
        sms: (real) => ({
          name: 'twilio',
          async send(to, body, signal) {
            if (to === stopAt && when === 'before') throw new Error('the server stopped here');
            const outcome = await real.send(to, body, signal);
            if (to === stopAt) throw new Error('the server stopped here');
            return outcome;
          },
        }),
      });
      const alex = await t.staff('alex.rivera@example.org');
      const cut = await alex.post(
        '/api/google/textadmin',
        { message: 'Camp starts Sunday.', selectedProgram: 'Lakeshore' },
        key('crash-1'),
      );
      expect(cut.status).toBe(500);
      stopAt = null;
      return alex;
    }
    const states = () => t.db.selectFrom('text_recipients').select(['name', 'status', 'settled']).orderBy('position').execute();
    const takeOver = () =>
      jobWorker(t.db, { text_send: textSendFinisher(t.db, twilioProvider(settings), fast) }, { postgres: url.startsWith('postgres') });

    it('finishes a send whose server stopped after Twilio took a text but before its answer was recorded: Twilio is asked, and no one is texted twice', async () => {
      const alex = await stopAtBen('after');
      expect(twilio.received.map((r) => r.to)).toEqual([ana, ben]);
      expect(await states()).toEqual([
        { name: 'Ana Good', status: 'sent', settled: null },
        { name: 'Ben Landline', status: 'handing', settled: null },
        { name: 'Cy Early', status: 'pending', settled: null },
        { name: 'Di Away', status: 'pending', settled: null },
      ]);
      // A repeat before the send is finished waits, then says it is still being sent.
      const early = await alex.post(
        '/api/google/textadmin',
        { message: 'Camp starts Sunday.', selectedProgram: 'Lakeshore' },
        key('crash-1'),
      );
      expect(early.status).toBe(409);
      expect(early.body.error.message).toBe('This text is still being sent. Please wait a moment and check again.');

      // Another server's job worker: nothing yet while the stopped request's hold lasts.
      const worker = takeOver();
      expect(await worker.runOnce(Date.now())).toBe(0);
      expect(await worker.runOnce(Date.now() + fast.leaseMs + 1000)).toBe(1);
      // Twilio's list had Ben's message: recorded as sent with its SID, not handed over again.
      expect(twilio.listed).toEqual([`To=${encodeURIComponent(ben)}&PageSize=50&From=${encodeURIComponent('+14125550100')}`]);
      expect(await states()).toEqual([
        { name: 'Ana Good', status: 'sent', settled: null },
        { name: 'Ben Landline', status: 'sent', settled: 'found' },
        { name: 'Cy Early', status: 'sent', settled: null },
        { name: 'Di Away', status: 'sent', settled: null },
      ]);
      const benRow = await t.db.selectFrom('text_recipients').select('provider_id').where('phone', '=', ben).executeTakeFirstOrThrow();
      expect(benRow.provider_id).toBe(twilio.received[1]!.sid);
      expect(twilio.received.map((r) => r.to)).toEqual([ana, ben, cy, di]);
      const expected = { success: true, response: 'Sent to 4 people.' };
      // The send has its answer, and a repeat of its key gets it and texts no one.
      const repeat = await alex.post(
        '/api/google/textadmin',
        { message: 'Camp starts Sunday.', selectedProgram: 'Lakeshore' },
        key('crash-1'),
      );
      expect(repeat.body).toEqual(expected);
      expect(await worker.runOnce(Date.now() + 3 * fast.leaseMs)).toBe(0);
      expect(twilio.received).toHaveLength(4);
      const texts = await alex.get('/api/google/admin/texts');
      expect(texts.body.rows[0].answer).toBe(expected.response);
      expect(texts.body.rows[0].settled).toBe(
        '1 number was being handed over when the server stopped; the SMS provider was asked: 1 had it (sent).',
      );
      expect(texts.body.rows[0].paused).toMatch(
        /^Paused at \d{1,2}:\d{2}:\d{2} [AP]M ET because the server sending it stopped; resumed at \d{1,2}:\d{2}:\d{2} [AP]M ET\.$/,
      );
      // Ben's own line says how his hand-over was settled.
      const list = (await alex.get(`/api/google/admin/textrecipients?send=${texts.body.rows[0].id}`)).body.recipients;
      expect(list[1]).toMatchObject({
        name: 'Ben Landline',
        status: 'sent',
        settled: 'its server stopped while handing it over; Twilio had it, so it was not sent again',
      });
      expect(list[0].settled).toBeUndefined();
      const progress = await alex.get('/api/google/textprogress?key=crash-1');
      expect(progress.body.paused).toBe(texts.body.rows[0].paused);
      await twilio.settled();
    });

    it('texts a recipient whose hand-over was cut off before it reached Twilio, once, as Twilio has no such message', async () => {
      const alex = await stopAtBen('before');
      expect(twilio.received.map((r) => r.to)).toEqual([ana]);
      // Paused, as told to the sender and on /admin, until another server takes it on.
      const pausedWords = 'Paused: the server sending it stopped. Another server takes it on within a minute.';
      await t.db
        .updateTable('outbox')
        .set({ claimed_until: Date.now() - 1000 })
        .execute();
      expect((await alex.get('/api/google/textprogress?key=crash-1')).body.paused).toBe(pausedWords);
      expect((await alex.get('/api/google/admin/texts')).body.rows[0].paused).toBe(pausedWords);

      expect(await takeOver().runOnce(Date.now() + fast.leaseMs + 1000)).toBe(1);
      expect(await states()).toEqual([
        { name: 'Ana Good', status: 'sent', settled: null },
        { name: 'Ben Landline', status: 'sent', settled: 'resent' },
        { name: 'Cy Early', status: 'sent', settled: null },
        { name: 'Di Away', status: 'sent', settled: null },
      ]);
      expect(twilio.received.map((r) => r.to)).toEqual([ana, ben, cy, di]);
      const texts = await alex.get('/api/google/admin/texts');
      expect(texts.body.rows[0].answer).toBe('Sent to 4 people.');
      expect(texts.body.rows[0].settled).toBe(
        '1 number was being handed over when the server stopped; the SMS provider was asked: 1 had not (sent again).',
      );
      expect(texts.body.rows[0].paused).toMatch(/ because the server sending it stopped; resumed at /);
      await twilio.settled();
    });

    it('marks a recipient handed over only at the provider call, after its turn at the rate limit', async () => {
      // Two a second: each of the four waits its turn about half a second apart.
      await start({ sms: () => twilioProvider({ ...settings, sendsPerSecond: 2 }), sendOptions: { ...fast, answerWithinMs: 5000 } });
      const alex = await t.staff('alex.rivera@example.org');
      let done = false;
      const sending = alex
        .post('/api/google/textadmin', { message: 'Camp starts Sunday.', selectedProgram: 'Lakeshore' }, key('pace-1'))
        .finally(() => (done = true));
      let mostHanding = 0;
      while (!done) {
        const handing = (await states()).filter((r) => r.status === 'handing').length;
        mostHanding = Math.max(mostHanding, handing);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect((await sending).body).toEqual({ success: true, response: 'Sent to 4 people.' });
      expect(mostHanding).toBeLessThanOrEqual(1);
      await twilio.settled();
    });

    it('answers "still being sent" when the send takes longer than its answer time, and goes on: the progress then has the answer', async () => {
      // Two a second: four numbers take about 1.5 s, past the 300 ms Send now waits for its answer.
      await start({ sms: () => twilioProvider({ ...settings, sendsPerSecond: 2 }), sendOptions: { ...fast, answerWithinMs: 300 } });
      const alex = await t.staff('alex.rivera@example.org');
      const first = await alex.post(
        '/api/google/textadmin',
        { message: 'Camp starts Sunday.', selectedProgram: 'Lakeshore' },
        key('long-1'),
      );
      expect(first.status).toBe(409);
      expect(first.body.error).toMatchObject({
        code: 'in_progress',
        message: 'This text is still being sent. Please wait a moment and check again.',
      });
      expect(twilio.received.length).toBeLessThan(4);
      let progress = (await alex.get('/api/google/textprogress?key=long-1')).body;
      for (let tries = 0; progress.answer === null && tries < 100; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        progress = (await alex.get('/api/google/textprogress?key=long-1')).body;
      }
      expect(progress).toEqual({ total: 4, done: 4, answer: { success: true, response: 'Sent to 4 people.' } });
      expect(twilio.received.map((r) => r.to)).toEqual([ana, ben, cy, di]);
      // A repeat of the key now gets the same answer and texts no one again.
      const repeat = await alex.post(
        '/api/google/textadmin',
        { message: 'Camp starts Sunday.', selectedProgram: 'Lakeshore' },
        key('long-1'),
      );
      expect(repeat.body).toEqual({ success: true, response: 'Sent to 4 people.' });
      expect(twilio.received).toHaveLength(4);
      await twilio.settled();
    });

    it('on a graceful stop, hands over no more, leaves the rest waiting and lets go of the send, which another server finishes at once', async () => {
      const stopping = new AbortController();
      await start({
        sendOptions: { ...fast, stopping: stopping.signal },
        sms: (real) => ({
          name: 'twilio',
          async send(to, body, signal) {
            const outcome = await real.send(to, body, signal);
            // The deploy's SIGTERM comes once Ana's text is taken.
            if (to === ana) stopping.abort();
            return outcome;
          },
        }),
      });
      const alex = await t.staff('alex.rivera@example.org');
      const stopped = await alex.post(
        '/api/google/textadmin',
        { message: 'Camp starts Sunday.', selectedProgram: 'Lakeshore' },
        key('deploy-1'),
      );
      expect(stopped.status).toBe(409);
      expect(await states()).toEqual([
        { name: 'Ana Good', status: 'sent', settled: null },
        { name: 'Ben Landline', status: 'pending', settled: null },
        { name: 'Cy Early', status: 'pending', settled: null },
        { name: 'Di Away', status: 'pending', settled: null },
      ]);
      expect(await t.db.selectFrom('outbox').select(['claimed_until', 'claim_token']).executeTakeFirstOrThrow()).toEqual({
        claimed_until: null,
        claim_token: null,
      });
      expect((await alex.get('/api/google/textprogress?key=deploy-1')).body.paused).toMatch(
        /^Paused at \d{1,2}:\d{2}:\d{2} [AP]M ET: the server sending it stopped\. Another server takes it on within a minute\.$/,
      );
      // Another server's worker takes it on at its next look, without waiting for any hold to run out.
      expect(await takeOver().runOnce()).toBe(1);
      expect(twilio.received.map((r) => r.to)).toEqual([ana, ben, cy, di]);
      expect(
        (await alex.post('/api/google/textadmin', { message: 'Camp starts Sunday.', selectedProgram: 'Lakeshore' }, key('deploy-1'))).body,
      ).toEqual({
        success: true,
        response: 'Sent to 4 people.',
      });
      expect((await alex.get('/api/google/textprogress?key=deploy-1')).body.paused).toMatch(
        / because the server sending it stopped; resumed at /,
      );
      await twilio.settled();
    });

    it('leaves a cut-off hand-over unknown, never texted again, when Twilio cannot be asked', async () => {
      await stopAtBen('after');
      const noList: SmsProvider = { name: 'twilio', send: (to, body, signal) => twilioProvider(settings).send(to, body, signal) };
      const worker = jobWorker(t.db, { text_send: textSendFinisher(t.db, noList, fast) }, { postgres: url.startsWith('postgres') });
      expect(await worker.runOnce(Date.now() + fast.leaseMs + 1000)).toBe(1);
      expect((await states())[1]).toEqual({ name: 'Ben Landline', status: 'unknown', settled: 'unasked' });
      expect(twilio.received.map((r) => r.to)).toEqual([ana, ben, cy, di]);
      const answer = await t.db.selectFrom('text_sends').select('answer').executeTakeFirstOrThrow();
      expect(JSON.parse(answer.answer!)).toEqual({
        success: false,
        response:
          'Sent to 3 of 4 people. Not sent: Ben Landline (+14125550151): may or may not have gone out (the server stopped while handing it over, and the SMS provider could not be asked); not sent again.',
      });
      await twilio.settled();
    });
  });

  describe('Send a test to me', () => {
    it("texts only the sender's own phone, with the text's prefix, and explains when there is no phone", async () => {
      await start();
      const alex = await t.staff('alex.rivera@example.org');
      expect((await alex.get('/api/google/text')).body.myPhone).toBe('+14125550142');
      const answer = await alex.post('/api/google/texttest', { message: 'Buses leave at 9!', program: 'Lakeshore' }, key('t-1'));
      expect(answer.body).toEqual({ success: true, response: 'Sent to 1 person.' });
      expect(twilio.received.map((r) => [r.to, r.body])).toEqual([['+14125550142', '[Lakeshore] Buses leave at 9!']]);
      const texts = await alex.get('/api/google/admin/texts');
      expect(texts.body.rows[0]).toMatchObject({ test: true, target: 'a test to alex.rivera@example.org (+14125550142)' });

      const priya = await t.staff('priya.shah@example.org');
      const none = await priya.post('/api/google/texttest', { message: 'hi', program: null }, key('t-2'));
      expect(none.status).toBe(400);
      expect(none.body.error.message).toBe('Add your mobile number in the phone column of the staff tab to send yourself a test.');
      expect(twilio.received).toHaveLength(1);
      await twilio.settled();
    });
  });
});
