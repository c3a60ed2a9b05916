// Limits on the calls that write, text or reach Google: a phone replaying its
// offline queue passes, one session or one address past the limit gets a 429 in the one error
// shape with Retry-After, and another person is not held up by it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GoogleRejected } from '../src/auth/google.ts';
import { databases, demoWorkbook, startApp, type Browser, type TestApp } from './harness.ts';

const tooMany = {
  error: {
    code: 'too_many_requests',
    message: 'That was a lot in a short time. Please wait a minute and try again.',
    requestId: expect.any(String),
  },
};

const textsWords = (who: string, max = 20) =>
  `That is ${max} texts in a minute (sent, scheduled, changed or cancelled), the most ${who} may. Please wait a minute and try again.`;

function expectRefused(answer: { status: number; body: unknown; headers: Record<string, unknown> }, words?: string, longestWait = 60) {
  expect(answer.status).toBe(429);
  expect(answer.body).toEqual(words ? { error: { ...tooMany.error, message: words } } : tooMany);
  const wait = Number(answer.headers['retry-after']);
  expect(wait).toBeGreaterThanOrEqual(1);
  expect(wait).toBeLessThanOrEqual(longestWait);
}

describe.each(databases)('call limits on $name', ({ url }) => {
  let t: TestApp;
  let googleTries = 0;
  beforeEach(async () => {
    googleTries = 0;
    // The calls' own limits, not how many people one person may text an hour (recipientsPerHour.test.ts):
    // 200 program texts reach 8,000 phones here.
    const raw = await demoWorkbook();
    raw.settings!.rows.push(['text_recipients_per_person_per_hour', '100000']);
    t = await startApp(
      url,
      {
        google: {
          clientId: 'test-client',
          signIn: async () => {
            googleTries += 1;
            throw new GoogleRejected('invalid_grant');
          },
        },
      },
      raw,
    );
  });
  afterEach(() => t.close());

  let n = 0;
  const calls: [
    string,
    (b: Browser) => Promise<{ status: number; body: unknown; headers: Record<string, unknown> }>,
    () => Promise<Browser>,
    number,
    string?,
  ][] = [
    ['participant feedback', (b) => b.post('/api/local/feedback', { message: `Great day ${++n}` }), () => t.participant('bluejay'), 30],
    [
      'staff feedback',
      (b) => b.post('/api/google/feedback', { message: `Staff note ${++n}` }),
      () => t.staff('priya.shah@example.org'),
      30,
    ],
    [
      'participant notes',
      (b) => b.post('/api/google/note', { participant: '*Coach Taylor', message: `Note ${++n}` }),
      () => t.staff('marcus.lee@example.org'),
      30,
    ],
    ['the hub lookup', (b) => b.post('/api/hubs', { message: 'Pittsburgh PA 15213' }), () => t.participant('bluejay'), 30],
    [
      'program texts',
      (b) => b.post('/api/google/text', { message: `Buses at ${++n}` }, { 'idempotency-key': `k-${n}` }),
      () => t.staff('priya.shah@example.org'),
      20,
      textsWords('one person'),
    ],
    [
      'texts to any program',
      (b) => b.post('/api/google/textadmin', { message: `Hi ${++n}`, inputNumber: '412-555-0199' }, { 'idempotency-key': `k-${n}` }),
      () => t.staff('alex.rivera@example.org'),
      20,
      textsWords('one person'),
    ],
  ];

  it.each(calls)('%s: a burst up to the limit passes, the next is 429, another session goes on', async (_, call, signIn, limit, words) => {
    const phone = await signIn();
    // A phone's offline outbox replays its queue at once: all of it passes.
    const burst = await Promise.all(Array.from({ length: limit }, () => call(phone)));
    expect(burst.map((a) => a.status)).toEqual(Array(limit).fill(200));
    expectRefused(await call(phone), words);
    // Someone else (another session) is not held up.
    expect((await call(await signIn())).status).toBe(200);
  });

  it('a signed-out caller is told to sign in, and counts only against the address', async () => {
    const stranger = t.browser();
    for (let i = 0; i < 40; i++) expect((await stranger.post('/api/local/feedback', { message: 'hello' })).status).toBe(401);
    const counts = await t.db.selectFrom('rate_limits').select(['key', 'count']).where('key', 'like', 'calls:%').execute();
    expect(counts).toEqual([{ key: 'calls:POST /api/local/feedback:address:127.0.0.1', count: 40 }]);
  });

  it('a refused body is not counted', async () => {
    const phone = await t.participant('bluejay');
    for (let i = 0; i < 40; i++) expect((await phone.post('/api/local/feedback', { message: '' })).status).toBe(400);
    expect((await phone.post('/api/local/feedback', { message: 'Still heard' })).status).toBe(200);
  });

  it('Google sign-in: 120 tries a minute from one address reach Google, then 429 before Google is asked; a forged X-Forwarded-For changes nothing', async () => {
    const browser = t.browser();
    const google = (forwarded: string) =>
      browser.post('/api/google/authcode', { code: 'x' }, { 'x-requested-with': 'XMLHttpRequest', 'x-forwarded-for': forwarded });
    for (let i = 0; i < 120; i++) expect((await google(`10.0.${i}.1`)).status).toBe(401);
    expectRefused(await google('10.9.9.9'));
    expect(googleTries).toBe(120);
  });

  it('one address is limited across sessions (texts: 200 a minute), so new sessions do not escape', async () => {
    const staff = await Promise.all(Array.from({ length: 10 }, () => t.staff('priya.shah@example.org')));
    const sendTwenty = async (b: Browser, i: number) => {
      const statuses = [];
      for (let k = 0; k < 20; k++)
        statuses.push((await b.post('/api/google/text', { message: 'Hi' }, { 'idempotency-key': `a-${i}-${k}` })).status);
      return statuses;
    };
    expect((await Promise.all(staff.map(sendTwenty))).flat()).toEqual(Array(200).fill(200));
    expectRefused(
      await (await t.staff('priya.shah@example.org')).post('/api/google/text', { message: 'Hi' }, { 'idempotency-key': 'one-more' }),
      textsWords('one network', 200),
    );
    // 200 texts of 40 recipients each: over a minute on PostgreSQL beside the end-to-end suite.
  }, 180_000);

  it('sending now, scheduling, changing and cancelling count together: 20 a minute for one person', async () => {
    const priya = await t.staff('priya.shah@example.org');
    const later = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
    const statuses = [];
    for (let k = 0; k < 5; k++)
      statuses.push((await priya.post('/api/google/text', { message: 'Hi' }, { 'idempotency-key': `now-${k}` })).status);
    const ids: string[] = [];
    for (let k = 0; k < 5; k++) {
      const answer = await priya.post(
        '/api/google/scheduledtext',
        { message: `Later ${k}`, sendAt: later(60 * (k + 1)) },
        { 'idempotency-key': `s-${k}` },
      );
      statuses.push(answer.status);
      ids.push(answer.body.id);
    }
    for (const [k, id] of ids.entries())
      statuses.push(
        (
          await priya.post(
            '/api/google/scheduledtext/edit',
            { id, message: `Changed ${k}`, sendAt: later(60 * (k + 1)) },
            { 'idempotency-key': `e-${k}` },
          )
        ).status,
      );
    for (const [k, id] of ids.entries())
      statuses.push((await priya.post('/api/google/scheduledtext/cancel', { id }, { 'idempotency-key': `c-${k}` })).status);
    expect(statuses).toEqual(Array(20).fill(200));
    expectRefused(
      await priya.post('/api/google/scheduledtext', { message: 'One more', sendAt: later(90) }, { 'idempotency-key': 's-last' }),
      textsWords('one person'),
    );
    expectRefused(
      await priya.post('/api/google/text', { message: 'One more' }, { 'idempotency-key': 'now-last' }),
      textsWords('one person'),
    );
  });

  it('Backend Refresh and Import anyway: 4 workbook reads a minute for one person, named in the refusal', async () => {
    let reads = 0;
    const read = t.source.read.bind(t.source);
    t.source.read = () => {
      reads += 1;
      return read();
    };
    const alex = await t.staff('alex.rivera@example.org');
    const statuses = [];
    for (let k = 0; k < 3; k++) statuses.push((await alex.post('/api/google/admin/refresh', {})).status);
    statuses.push((await alex.post('/api/google/admin/import-anyway', {})).status);
    expect(statuses).toEqual([200, 200, 200, 200]);
    expectRefused(
      await alex.post('/api/google/admin/refresh', {}),
      'That is 4 workbook reads in a minute, the most one person may start. The workbook is read every few minutes by itself too; please wait a minute and try again.',
    );
    expect(reads).toBe(4);
  });

  it('"Send a test to me": 10 an hour for one person, the refusal saying when to try again', async () => {
    const alex = await t.staff('alex.rivera@example.org');
    const test = (k: number) =>
      alex.post('/api/google/texttest', { message: 'How does this read?', program: null }, { 'idempotency-key': `t-${k}` });
    const statuses = [];
    for (let k = 0; k < 10; k++) statuses.push((await test(k)).status);
    expect(statuses).toEqual(Array(10).fill(200));
    expectRefused(await test(10), 'That is 10 tests to yourself in an hour, the most there may be. Please try again in 60 minutes.', 3600);
    // Sending for real is its own count.
    expect(
      (await alex.post('/api/google/textadmin', { message: 'Hi', inputNumber: '412-555-0199' }, { 'idempotency-key': 'real' })).status,
    ).toBe(200);
  });
});
