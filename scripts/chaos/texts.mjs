// The texts of the camp day, and what reached the Twilio stand-in: a program text sent now (its
// sender waiting on the answer, sending again with the same key after a 5xx, a 409 or no answer),
// scheduled texts and the daily-report reminders; then, per text, who was missed, texted twice,
// texted early.
import { randomUUID } from 'node:crypto';
import { sleep } from './processes.mjs';

/** The program text, as the sender's Send now does it; resolves with the final status. */
export async function sendProgramText(sender, message, until) {
  const key = randomUUID();
  for (;;) {
    const answer = await sender.call('POST', '/api/google/text', { message }, { 'idempotency-key': key }, 15 * 60_000);
    if (answer.status === 200 || (answer.status >= 400 && answer.status < 500 && answer.status !== 409)) return answer.status;
    if (Date.now() > until) return answer.status;
    await sleep(answer.status === 409 ? 5000 : 2000);
  }
}

/** When each number was handed each body, by Twilio's acceptance (a refused hand-over is not a text). */
export function deliveriesByBody(twilio) {
  const byBody = new Map();
  twilio.received.forEach((entry, i) => {
    if (!entry.sid) return;
    const numbers = byBody.get(entry.body) ?? new Map();
    numbers.set(entry.to, [...(numbers.get(entry.to) ?? []), twilio.arrivals[i]]);
    byBody.set(entry.body, numbers);
  });
  return byBody;
}

/** Missing, twice and early for one text: `expected` numbers, due at `dueAt` (ms) or null. */
export function judge(byBody, matches, expected, dueAt) {
  const got = new Map();
  for (const [body, numbers] of byBody)
    if (matches(body)) for (const [to, times] of numbers) got.set(to, [...(got.get(to) ?? []), ...times]);
  const times = [...got.values()].flat();
  const first = times.length ? Math.min(...times) : null;
  const last = times.length ? Math.max(...times) : null;
  return {
    expected: expected.length,
    reached: expected.filter((n) => got.has(n)).length,
    missing: expected.filter((n) => !got.has(n)).length,
    twice: [...got.values()].filter((t) => t.length > 1).length,
    early: dueAt === null ? 0 : times.filter((t) => t < dueAt).length,
    firstSeconds: first === null || dueAt === null ? null : (first - dueAt) / 1000,
    lastSeconds: last === null || dueAt === null ? null : (last - dueAt) / 1000,
  };
}
