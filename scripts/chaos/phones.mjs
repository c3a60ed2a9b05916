// Phones at camp, through the proxy: each signs in and writes feedback, notes and report sections,
// each write with its own Idempotency-Key, sent again with the same key after a 5xx or a network
// error (as the app does from its outbox) until it is answered. Every answer is kept, by kind.
import { randomUUID } from 'node:crypto';
import { proxyUrl } from './app.mjs';
import { sleep } from './processes.mjs';

const { AbortSignal } = globalThis;

/** What every call saw: answers by status (0: no answer), and each failure's time for recovery. */
export const seen = { statuses: new Map(), failures: [], successes: [], signedOut: 0 };
const count = (who, status) => seen.statuses.set(`${who} ${status}`, (seen.statuses.get(`${who} ${status}`) ?? 0) + 1);

/** A client with its own cookies; every request names the proxy's host and origin, as a browser would. */
export function client(who, base = proxyUrl) {
  const cookies = new Map();
  return {
    async call(method, path, body, headers = {}, timeoutMs = 30_000) {
      const h = {
        origin: base,
        'x-requested-with': 'XMLHttpRequest',
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...headers,
      };
      if (body !== undefined) h['content-type'] = 'application/json';
      let response;
      try {
        response = await fetch(`${base}${path}`, {
          method,
          headers: h,
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch {
        count(who, 'network error');
        return { status: 0, json: null, retryAfter: 0 };
      }
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const at = pair.indexOf('=');
        cookies.set(pair.slice(0, at), pair.slice(at + 1));
      }
      const text = await response.text().catch(() => '');
      count(who, response.status);
      let json = null;
      try {
        json = JSON.parse(text);
      } catch {
        // not JSON (Caddy's own 502)
      }
      return { status: response.status, json, retryAfter: Number(response.headers.get('retry-after')) || 0 };
    },
  };
}

/** A keyed write, sent until it is answered (or `giveUpAt`); the answer's status, or 0. */
async function keyedWrite(phone, path, body, giveUpAt) {
  const key = randomUUID();
  // Kept for the dump of a doubled write (day.mjs): which key and body went, and each try's answer.
  const log = { path, key, body, tries: [] };
  keyedWrites.push(log);
  for (let tries = 1; ; tries++) {
    const answer = await phone.call('POST', path, body, { 'idempotency-key': key });
    log.tries.push({ at: new Date().toISOString(), status: answer.status, code: answer.json?.error?.code ?? null });
    if (answer.status >= 200 && answer.status < 300) {
      seen.successes.push(Date.now());
      return answer;
    }
    if (answer.status === 401) seen.signedOut += 1;
    if (answer.status !== 0 && answer.status < 500) {
      if (answer.status >= 400)
        refusals.push(
          `${path} answered ${answer.status} ${answer.json?.error?.code ?? ''}: ${answer.json?.error?.message ?? ''} (after ${tries} tries)`,
        );
      return answer;
    }
    seen.failures.push({ at: Date.now(), status: answer.status });
    if (Date.now() > giveUpAt) return answer;
    await sleep(Math.max(1000, Math.min(answer.retryAfter * 1000, 5000)) * (0.5 + Math.random()));
  }
}

export async function signInStaff(google, email, who = 'phones') {
  const phone = client(who);
  let answer;
  for (let i = 0; i < 20; i++) {
    const code = google.fake.code(google.signIdToken({ email, sub: email }, google.fake.signingKey, google.fake.kid));
    answer = await phone.call('POST', '/api/google/authcode', { code });
    if (answer.status === 200) return phone;
    await sleep(1000);
  }
  throw new Error(`${email} could not sign in: ${answer.status} ${JSON.stringify(answer.json)}`);
}

export async function signInParticipant(n) {
  const phone = client('phones');
  const answer = await phone.call('POST', '/api/local/login', { username: `Chaos phone ${n}`, password: 'bluejay' });
  if (answer.status !== 200) throw new Error(`a participant could not sign in: ${answer.status} ${JSON.stringify(answer.json)}`);
  return phone;
}

/** The writes acknowledged, by kind, each with the marker that finds it in the database. */
export const acknowledged = { feedback: [], notes: [], reports: [] };
export const unanswered = { feedback: 0, notes: 0, reports: 0 };
/** Writes refused for good (4xx), with the app's words, for the run's notes. */
export const refusals = [];
/** Every keyed write: its path, Idempotency-Key, body and each try's answer. */
export const keyedWrites = [];

/** One phone's camp day: a write every `everyMs` or so until `day.until` (which the faults may put off). */
export async function campDay(phone, { name, staff, participants, day, everyMs, runId }) {
  let n = 0;
  while (Date.now() < day.until) {
    await sleep(everyMs * (0.5 + Math.random()));
    n += 1;
    const marker = `chaos ${runId} ${name} ${n}`;
    const giveUpAt = day.until + 60_000;
    const kind = !staff ? 'feedback' : ['feedback', 'notes', 'notes', 'reports'][n % 4];
    if (kind === 'feedback') {
      const path = staff ? '/api/google/feedback' : '/api/local/feedback';
      const answer = await keyedWrite(phone, path, { message: marker, name: '' }, giveUpAt);
      if (answer.status === 200) acknowledged.feedback.push(marker);
      else unanswered.feedback += 1;
    } else if (kind === 'notes') {
      const participant = participants[n % participants.length];
      const answer = await keyedWrite(phone, '/api/google/note', { message: marker, participant }, giveUpAt);
      if (answer.status === 200) acknowledged.notes.push(marker);
      else unanswered.notes += 1;
    } else {
      // Days before today (days 0-2 of the camp): today's report stays unfinished, so the reminder goes.
      const day = n % 3;
      const body = { day, report: 'provisions', dietaryNeeds: 'Yes', vegetables: 'Yes', myoMeals: '4', anythingElse: marker };
      const answer = await keyedWrite(phone, '/api/google/staffreport', body, giveUpAt);
      if (answer.status === 200) acknowledged.reports.push(marker);
      else unanswered.reports += 1;
    }
  }
}
