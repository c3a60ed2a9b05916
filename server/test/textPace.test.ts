// A text to many through Twilio at a set pace (docs/deploy.md "How fast texts go out"): every number
// gets it once, the app never hands over more than SMS_SENDS_PER_SECOND in any second, it pauses when
// Twilio refuses with 429 and hands the refused ones over again, and the sender can see how far it got.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sendPace } from '../src/texts/pace.ts';
import { twilioProvider } from '../src/texts/twilio.ts';
import { startFakeTwilio, twilioSettingsFor, type FakeTwilio } from './fakeTwilio.ts';
import { databases, demoWorkbookWithLakeshore, startApp, type TestApp } from './harness.ts';

let twilio: FakeTwilio;
beforeAll(async () => {
  twilio = await startFakeTwilio();
});
afterAll(() => twilio.close());

const options = { concurrency: 4, timeoutMs: 2000, attempts: 2, answerWithinMs: 5000, leaseMs: 60_000 };

/** Lakeshore with 60 participants, each with a phone of their own (none of the stand-in's special numbers). */
function bigProgram() {
  return demoWorkbookWithLakeshore(
    Array.from({ length: 60 }, (_, i) => [`Camper ${i + 1}`, 'Peer', '', '', `(724) 555-01${String(i).padStart(2, '0')}`]),
  );
}

/** The most arrivals in any one second. */
function busiestSecond(arrivals: number[]): number {
  let most = 0;
  for (let first = 0, last = 0; last < arrivals.length; last++) {
    while (arrivals[last]! - arrivals[first]! >= 1000) first++;
    most = Math.max(most, last - first + 1);
  }
  return most;
}

describe('the pace of hand-overs', () => {
  it('lets at most the set number start in any second, and pauses everyone after a refusal', async () => {
    // The hand-overs' own times, on a clock of the test's: read on a busy machine's clock, a turn
    // could be read late by more than the 100 ms the pace keeps below the rate, and 11 seem to fall
    // in one second.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const pace = sendPace({ perSecond: 10, firstPauseMs: 300 });
    const started: number[] = [];
    const turns = Promise.all(Array.from({ length: 14 }, () => pace.turn().then(() => started.push(Date.now()))));
    try {
      await vi.advanceTimersByTimeAsync(2000);
      await turns;
    } finally {
      vi.useRealTimers();
    }
    expect(started).toHaveLength(14);
    expect(busiestSecond(started)).toBe(10);

    // The pauses on the real clock, on a pace of their own (the one above counted on the test's).
    const paced = sendPace({ perSecond: 10, firstPauseMs: 300 });
    await paced.turn();
    paced.holdOff(); // one refusal: no pause
    const at = Date.now();
    await paced.turn();
    expect(Date.now() - at).toBeLessThan(250);
    const refusedAt = Date.now();
    paced.holdOff(); // a second in a row: everyone pauses
    paced.holdOff(); // refused in the same crowd: still one pause, not a longer one
    await paced.turn();
    const waited = Date.now() - refusedAt;
    expect(waited).toBeGreaterThanOrEqual(295);
    expect(waited).toBeLessThan(580);
  });
});

describe.each(databases)('a text to 60 numbers through Twilio on $name', ({ url }) => {
  let t: TestApp;
  afterEach(async () => {
    twilio.perSecond = null;
    twilio.answerMs = 0;
    await t.close();
  });

  it('reaches each number once at no more than 30 a second, through 429s, and shows its progress', async () => {
    const sms = twilioProvider(twilioSettingsFor(twilio, { sendsPerSecond: 30 }));
    t = await startApp(url, { sms, sendOptions: options }, await bigProgram());
    // Twilio takes 20 a second and answers each in 100 ms: the app's 30 a second meets 429s.
    twilio.perSecond = 20;
    twilio.answerMs = 100;
    twilio.received.length = 0;
    twilio.arrivals.length = 0;
    const alex = await t.staff('alex.rivera@example.org');

    const seen: { total: number; done: number }[] = [];
    let finished = false;
    const sending = alex
      .post('/api/google/textadmin', { message: 'Buses leave at 9.', selectedProgram: 'Lakeshore' }, { 'idempotency-key': 'big-1' })
      .finally(() => (finished = true));
    while (!finished) {
      const progress = await alex.get('/api/google/textprogress?key=big-1');
      expect(progress.status).toBe(200);
      seen.push({ total: progress.body.total, done: progress.body.done });
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const answer = await sending;

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, response: 'Sent to 60 people.' });
    const taken = twilio.received.filter((r) => r.sid !== null).map((r) => r.to);
    expect(taken).toHaveLength(60);
    expect(new Set(taken).size).toBe(60);
    // Twilio refused some, and the app never went over its own pace, refused tries included.
    expect(twilio.arrivals.length).toBeGreaterThan(60);
    expect(busiestSecond(twilio.arrivals)).toBeLessThanOrEqual(30);
    // The sender's screen could follow it: the count only grows, and part-way was seen.
    const partWay = seen.filter((s) => s.total === 60 && s.done > 0 && s.done < 60);
    expect(partWay.length).toBeGreaterThan(0);
    expect(seen.map((s) => s.done)).toEqual([...seen.map((s) => s.done)].sort((a, b) => a - b));
    const after = await alex.get('/api/google/textprogress?key=big-1');
    expect(after.body).toEqual({ total: 60, done: 60, answer: { success: true, response: 'Sent to 60 people.' } });
  }, 30_000);

  it("answers nothing of another sender's send, and names the missing key", async () => {
    t = await startApp(url, { sendOptions: options });
    const alex = await t.staff('alex.rivera@example.org');
    const priya = await t.staff('priya.shah@example.org');
    expect((await priya.post('/api/google/text', { message: 'Lunch at noon.' }, { 'idempotency-key': 'priya-1' })).status).toBe(200);
    expect((await priya.get('/api/google/textprogress?key=priya-1')).body).toMatchObject({ total: 40, done: 40 });
    expect((await alex.get('/api/google/textprogress?key=priya-1')).body).toEqual({ total: 0, done: 0, answer: null });
    const missing = await alex.get('/api/google/textprogress');
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toEqual({ key: 'Invalid input: expected string, received undefined' });
  });
});
