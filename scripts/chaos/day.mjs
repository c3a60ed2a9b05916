// The camp day and its faults, then the count: what the phones were told was saved against what
// the database holds, and what each text's recipients got from the Twilio stand-in.
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dumpDoubled } from './doubled.mjs';
import { twilioNumbers } from '../../server/test/fakeTwilio.ts';
import { acknowledged, campDay, client, refusals, seen, signInParticipant, signInStaff, unanswered } from './phones.mjs';
import { run, sleep } from './processes.mjs';
import { deliveriesByBody, judge, sendProgramText } from './texts.mjs';

const e164 = (phone) => `+1${phone.replace(/\D/g, '').slice(-10)}`;

/** The instance handing messages to Twilio now: the one with the most connections to it. */
function sendingInstance(instances, twilio) {
  const port = new URL(twilio.baseUrl).port;
  let lines = '';
  try {
    lines = run('ss', ['-Htnp', 'state', 'established', 'dst', `127.0.0.1:${port}`]);
  } catch {
    // no ss: the first instance
  }
  const counts = instances.instances.map((i) => (lines.match(new RegExp(`pid=${i.child?.pid},`, 'g')) ?? []).length);
  const best = counts.indexOf(Math.max(...counts));
  return { instance: instances.instances[best], sending: counts[best] > 0 };
}

/** What the fast instance's own clock said, read from its Date header (whole seconds). */
async function fastClockNote(instances) {
  const fast = instances.instances.find((i) => i.skewed);
  if (!fast) return 'clock: no instance ran fast';
  if (!instances.fastClock) return 'clock: NOT RUN: libfaketime is not installed (apt-get install faketime), so no instance ran fast';
  const answer = await fetch(`http://127.0.0.1:${fast.port}/readyz`).catch(() => null);
  const ahead = answer ? (Date.parse(answer.headers.get('date') ?? '') - Date.now()) / 1000 : NaN;
  return `clock: :${fast.port}'s host clock ran 3 minutes fast all day (libfaketime FAKETIME=+3m; its Date header ${Number.isNaN(ahead) ? 'unread' : `${ahead.toFixed(0)} s ahead`} at the day's end)`;
}

export async function faultDay({ step, db, instances, twilio, google, dayMs, reminderAt, workbookFolder, pg }) {
  const notes = [];
  const runId = Date.now().toString(36);
  const dayStart = Date.now();
  const at = (fraction) => dayStart + fraction * dayMs;
  // The phones write until the day's end, and at least 20 s past the last fault.
  const day = { until: at(1) };
  const since = (t) => (t - dayStart) / 1000;

  // Who is at camp: staff by Google, a few participants by the camp password (10 tries a minute per address).
  const sender = await signInStaff(google, 'priya.shah@example.org', 'sender');
  const leads = await Promise.all(Array.from({ length: 10 }, (_, i) => signInStaff(google, `chaos.lead${i + 1}@example.org`)));
  const participantsPhones = await Promise.all(Array.from({ length: 4 }, (_, i) => signInParticipant(i + 1)));
  const names = (await leads[0].call('GET', '/api/google/participants')).json?.participants?.map((p) => p.name) ?? [];
  if (names.length === 0) throw new Error('the note picker lists nobody');

  // Scheduled texts to Lakeshore, set up through the first instance (whose clock is right: the fast
  // one would refuse a time under a minute ahead of its own clock).
  const direct = client('setup', `http://127.0.0.1:${instances.instances[0].port}`);
  const adminDirect = await (async () => {
    const code = google.fake.code(
      google.signIdToken({ email: 'alex.rivera@example.org', sub: 'alex' }, google.fake.signingKey, google.fake.kid),
    );
    await direct.call('POST', '/api/google/authcode', { code });
    return direct;
  })();
  const scheduled = [];
  for (const fraction of [0.3, 0.55, 0.8]) {
    const sendAt = Math.max(Math.ceil(at(fraction) / 60_000) * 60_000, Math.ceil((Date.now() + 70_000) / 60_000) * 60_000);
    const message = `Chaos ${runId}: scheduled text ${scheduled.length + 1}`;
    const iso = new Date(sendAt).toISOString().replace(/\.\d{3}/, '');
    const answer = await adminDirect.call(
      'POST',
      '/api/google/scheduledtext',
      { message, sendAt: iso, selectedProgram: 'Lakeshore' },
      {
        'idempotency-key': `chaos-${runId}-${scheduled.length}`,
      },
    );
    if (answer.status !== 200) throw new Error(`scheduling a text: ${answer.status} ${JSON.stringify(answer.json)}`);
    scheduled.push({ message, sendAt });
  }
  step(
    `camp day of ${dayMs / 60_000} min: ${leads.length + participantsPhones.length} phones; texts due +${scheduled.map((s) => since(s.sendAt).toFixed(0)).join(', +')} s; reminders +${since(reminderAt).toFixed(0)} s`,
  );

  const phones = [
    ...leads.map((phone, i) =>
      campDay(phone, { name: `lead${i + 1}`, staff: `chaos.lead${i + 1}@example.org`, participants: names, day, everyMs: 3000, runId }),
    ),
    ...participantsPhones.map((phone, i) =>
      campDay(phone, { name: `camper${i + 1}`, staff: null, participants: names, day, everyMs: 3000, runId }),
    ),
  ];
  const programMessage = `Chaos ${runId}: the program text`;
  let programAnswer = null;
  const sending = (async () => {
    await sleep(at(0.03) - Date.now());
    programAnswer = await sendProgramText(sender, programMessage, day.until + 120_000);
  })();

  // The faults, in order. Each records when it began; a killed or stopped instance is started again
  // 5 s later, as systemd's Restart=on-failure with RestartSec=5 would.
  const faults = [];
  const restarts = [];
  const fault = async (fraction, name, act) => {
    await sleep(at(fraction) - Date.now());
    const began = Date.now();
    step(name);
    await act();
    faults.push({ name, began, ended: Date.now() });
  };
  const killAndRestart = async (signal) => {
    const { instance, sending: busy } = sendingInstance(instances, twilio);
    if (!busy)
      notes.push(`${signal} at +${since(Date.now()).toFixed(0)} s: no instance was handing texts over; :${instance.port} was stopped`);
    await instances.stop(instance, signal);
    restarts.push(
      sleep(5000)
        .then(() => instances.startInstance(instance))
        .catch((error) => notes.push(`:${instance.port} did not start again: ${error.message}`)),
    );
    return instance.port;
  };
  await fault(0.1, 'SIGKILL of the instance sending the program text', () => killAndRestart('SIGKILL'));
  await fault(0.25, 'PostgreSQL restarted (fast stop, start)', () => db.restart(db.primary));
  await fault(0.35, 'SIGTERM of the instance sending (a deploy)', () => killAndRestart('SIGTERM'));
  await fault(0.45, 'PostgreSQL paused 20 s (SIGSTOP/SIGCONT)', () => db.pause(db.primary, 20_000));
  await Promise.all(restarts);
  await fault(0.6, 'failover: primary killed, replica promoted, instances restarted on it', async () => {
    db.failOver();
    await Promise.all(
      instances.instances.map(async (instance) => {
        instance.databaseUrl = db.replica.url;
        await instances.stop(instance, 'SIGTERM');
        await instances.startInstance(instance);
      }),
    );
  });
  const fullMs = Math.min(30_000, 0.1 * dayMs);
  let disk = null;
  try {
    disk = db.smallDisk(db.replica, 'feedback');
  } catch (error) {
    notes.push(`full disk: not applied (${error.message.split('\n')[0]}): a tmpfs needs root`);
  }
  if (disk)
    await fault(0.72, `the feedback table's disk full for ${fullMs / 1000} s`, async () => {
      disk.fill();
      await sleep(fullMs);
      disk.free();
    });
  day.until = Math.max(day.until, Date.now() + 20_000);
  notes.push(await fastClockNote(instances));
  notes.push(
    "failover: the app follows no failover by itself (one DATABASE_URL); the run restarts each instance with the replica's address",
  );

  await Promise.all(phones);
  step('the day is over: waiting for every text to finish (at most 3 minutes)');
  const current = new pg.Client({ connectionString: db.replica.url });
  await current.connect();
  const drainUntil = Math.min(Date.now() + 180_000, dayStart + dayMs + 180_000);
  for (;;) {
    const open = await current.query(
      `select (select count(*) from text_sends where finished_at is null) + (select count(*) from scheduled_texts where status = 'scheduled') as n`,
    );
    if ((Number(open.rows[0].n) === 0 && programAnswer !== null) || Date.now() > drainUntil) break;
    await sleep(2000);
  }
  await Promise.race([sending, sleep(5000)]);
  await Promise.all(restarts);
  await twilio.settled();
  const result = await count({ current, runId, twilio, scheduled, reminderAt, programMessage, workbookFolder, faults, dayStart });
  // Beside the run's folder, not in it: that one is removed at the end unless --keep.
  const doubledNote = await dumpDoubled({ current, runId, file: join(tmpdir(), `pals-chaos-${runId}-doubled.json`) });
  if (doubledNote) notes.push(doubledNote);
  await current.end();
  if (programAnswer !== 200) notes.push(`the program text's sender last got ${programAnswer ?? 'no answer'}`);
  for (const refusal of refusals) notes.push(`a write refused: ${refusal}`);
  return { ...result, notes, signedOut: seen.signedOut };
}

async function count({ current, runId, twilio, scheduled, reminderAt, programMessage, workbookFolder, faults, dayStart }) {
  const stored = async (table, column) => {
    const rows = (
      await current.query(`select ${column} as marker, count(*)::int as n from ${table} where ${column} like $1 group by 1`, [
        `chaos ${runId} %`,
      ])
    ).rows;
    return new Map(rows.map((r) => [r.marker, r.n]));
  };
  const writeLine = (kind, markers, found, never) => ({
    kind,
    acknowledged: markers.length,
    stored: markers.filter((m) => found.has(m)).length,
    lost: markers.filter((m) => !found.has(m)).length,
    doubled: [...found.values()].filter((n) => n > 1).length,
    unanswered: never,
  });
  const feedback = await stored('feedback', 'message');
  const notesStored = await stored('notes', 'message');
  // A report section is kept as a row per submission: each acknowledged one must be in one row.
  const reportRows = (await current.query(`select answers from report_submissions where email like 'chaos.lead%'`)).rows;
  const reportsStored = new Map();
  for (const { answers } of reportRows) {
    const marker = JSON.parse(answers).anythingElse;
    if (marker?.startsWith(`chaos ${runId} `)) reportsStored.set(marker, (reportsStored.get(marker) ?? 0) + 1);
  }
  const writes = [
    writeLine('feedback', acknowledged.feedback, feedback, unanswered.feedback),
    writeLine('notes', acknowledged.notes, notesStored, unanswered.notes),
    writeLine('report sections', acknowledged.reports, reportsStored, unanswered.reports),
  ];

  // Each text's recipients: the app's own list of them where it recorded the send, else the workbook's.
  const byBody = deliveriesByBody(twilio);
  const refusedByDesign = new Set(Object.values(twilioNumbers));
  const recipientsOf = async (like) =>
    (
      await current.query(
        `select distinct r.phone from text_recipients r join text_sends s on s.id = r.send_id where s.body like $1 and r.status <> 'opted_out'`,
        [like],
      )
    ).rows
      .map((r) => r.phone)
      // The stand-in always refuses these (a bad number, one unsubscribed…): a failure by design, not a miss.
      .filter((phone) => !refusedByDesign.has(phone));
  const lakeshore = [
    ...new Set(
      readFileSync(join(workbookFolder, 'participants.csv'), 'utf8')
        .split('\n')
        .filter((row) => row.startsWith('Lakeshore,') && /\d{3}\) 555/.test(row))
        .map((row) => e164(row.split(',').at(-1))),
    ),
  ];
  const texts = [];
  const program = await recipientsOf(`%${programMessage}`);
  texts.push({
    name: 'program text (Blue Ridge)',
    ...judge(byBody, (b) => b.endsWith(programMessage), program, null),
    missed: program.length === 0,
  });
  const rows = (await current.query(`select message, send_at, status from scheduled_texts where message like $1`, [`Chaos ${runId}:%`]))
    .rows;
  for (const s of scheduled) {
    const row = rows.find((r) => r.message === s.message);
    const expected = (await recipientsOf(`%${s.message}`)).length ? await recipientsOf(`%${s.message}`) : lakeshore;
    texts.push({
      name: `${s.message.split(': ')[1]} (Lakeshore, +${((s.sendAt - dayStart) / 1000).toFixed(0)} s)`,
      ...judge(byBody, (b) => b.endsWith(s.message), expected, s.sendAt),
      missed: row?.status !== 'sent',
    });
  }
  const leads = Array.from({ length: 16 }, (_, i) => e164(`(217) 555-01${String(i).padStart(2, '0')}`));
  const reminders = judge(byBody, (b) => b.includes('Your daily report for Day'), leads, reminderAt);
  texts.push({
    name: `report reminders (+${((reminderAt - dayStart) / 1000).toFixed(0)} s)`,
    ...reminders,
    missed: reminders.reached === 0,
  });

  // Recovery: writes failing from the fault until the first success after its last failure (before
  // the next fault); and the first hand-over to Twilio after it, when a text was being sent.
  const accepted = twilio.arrivals.filter((_, i) => twilio.received[i].sid).sort((a, b) => a - b);
  const openSends = (t) => accepted.some((a) => a < t) && accepted.some((a) => a >= t);
  const faultRows = faults.map((f, i) => {
    const next = faults[i + 1]?.began ?? Infinity;
    const failures = seen.failures.filter((x) => x.at >= f.began && x.at < next);
    const lastFailure = failures.length ? Math.max(...failures.map((x) => x.at)) : null;
    const recovered = lastFailure === null ? f.began : (seen.successes.find((t) => t > lastFailure) ?? lastFailure);
    const kinds = new Map();
    for (const { status } of failures) kinds.set(status, (kinds.get(status) ?? 0) + 1);
    const resumed = accepted.find((a) => a >= f.began);
    return {
      name: f.name,
      at: (f.began - dayStart) / 1000,
      writesFailing: (recovered - f.began) / 1000,
      answers: [...kinds].map(([status, n]) => `${status}×${n}`).join(' ') || 'none',
      sendResumed: !openSends(f.began) ? null : resumed === undefined ? 'never' : (resumed - f.began) / 1000,
    };
  });
  const statuses = new Map([...seen.statuses].filter(([kind]) => !/ 2\d\d$/.test(kind)));
  const callbacks = new Map();
  for (const c of twilio.callbacks) {
    const answer = c.answer >= 200 && c.answer < 300 ? '2xx' : String(c.answer);
    callbacks.set(answer, (callbacks.get(answer) ?? 0) + 1);
  }
  const waiting = await current.query(
    `select count(*)::int as n from text_recipients r join text_sends s on s.id = r.send_id
     where (s.body like $1 or s.reminder = 1) and r.status = 'sent' and coalesce(r.delivery, '') not in ('delivered', 'undelivered', 'failed')`,
    [`%Chaos ${runId}:%`],
  );
  return { writes, texts, statuses, callbacks, waiting: waiting.rows[0].n, faults: faultRows };
}
