// A season of the app's own records for each program of the scale workbook: every staff member's
// report sections for every day of the week, each Director's tasks, feedback and notes, 20 program
// texts of 50 recipients with their outcomes and delivery receipts, and 100 replies (docs/performance.md "Scale").
import { questionsOf, reportForms, sectionsFor } from '@pals/core/reports/rules';
import type { StaffRole } from '@pals/core/people/roles';
import { deliveryRank } from '@pals/core/texts/delivery';
import { taskId, type TaskBucket, type TaskType } from '@pals/core/tasks/rules';
import type { Insertable } from 'kysely';
import type { Database } from '../../src/db/schema.ts';
import { addDays, fictionalPhone, orderedId, personName, pick, seededRandom, timeOn } from './random.ts';
import { perProgram, programOf, staffEmail, staffRoleAt } from './workbook.ts';

const perProgramHistory = { feedback: 100, notes: 100, sends: 20, recipientsPerSend: 50, replies: 100 } as const;

type Rows = { [T in keyof Database]?: Insertable<Database[T]>[] };

type Task = { bucket: TaskBucket; type: TaskType; name: string; checkboxes: string };

const feedbackWords = [
  'The canoe trip was the best day!',
  'Can we have pizza again?',
  'I made a new friend at the campfire.',
  'The cabin was cold at night.',
  'Thank you, counselors!',
];
const noteWords = [
  'Had a great day at the lake.',
  'Needed a rest after lunch.',
  'Led the song at campfire.',
  'Asked to call home; called at 7.',
  'Took medicine at breakfast.',
];
const textWords = [
  'Pick-up is at 3 pm at the main lodge.',
  'Bring a rain jacket tomorrow!',
  'Dance party tonight at 7 in the hall.',
  'Photos are up on the camp page.',
];
const replyWords = ['Thank you!', 'See you there', 'What time is pick-up?', 'STOP', 'Sounds great'];

/** Program `p`'s records; `seed` and `p` decide everything, so the same seed gives the same rows. */
export function programHistory(p: number, seed: number, tasks: readonly Task[]): Rows {
  const random = seededRandom((seed ^ Math.imul(p + 1, 0x9e3779b1)) >>> 0);
  const program = programOf(p);
  const day = (n: number) => addDays(program.start, n);
  let counter = p * 1_000_000;
  const id = (time: string) => orderedId(time, counter++);
  const rows: Required<
    Pick<
      Rows,
      | 'report_submissions'
      | 'task_submissions'
      | 'feedback'
      | 'notes'
      | 'text_sends'
      | 'text_recipients'
      | 'text_deliveries'
      | 'text_replies'
      | 'text_reply_programs'
    >
  > = {
    report_submissions: [],
    task_submissions: [],
    feedback: [],
    notes: [],
    text_sends: [],
    text_recipients: [],
    text_deliveries: [],
    text_replies: [],
    text_reply_programs: [],
  };
  for (let i = 0; i < perProgram.staff; i++) {
    const email = staffEmail(p, i);
    const role = staffRoleAt(i) as StaffRole;
    for (let d = 0; d < 7; d++)
      for (const section of sectionsFor(role)) {
        const answers = Object.fromEntries(
          questionsOf(reportForms[section]).map((q) => [q.field, q.kind === 'rating' ? '4' : q.kind === 'yesNo' ? 'Yes' : 'All good']),
        );
        const submitted_at = timeOn(random, day(d));
        rows.report_submissions.push({
          id: id(submitted_at),
          email,
          program: program.name,
          day: d,
          section,
          answers: JSON.stringify(answers),
          submitted_at,
        });
      }
    if (role === 'Director')
      for (const task of tasks) {
        const key = `${taskId(task)}-${task.type === 'call' ? 'Rating' : 'Completed'}`;
        rows.task_submissions.push({ email, key, value: task.type === 'call' ? '4' : 'true', updated_at: timeOn(random, day(0)) });
      }
  }
  const participant = (i: number) => personName(p, 3, i % perProgram.participants).full;
  for (let i = 0; i < perProgramHistory.feedback; i++) {
    const created_at = timeOn(random, day(i % 7));
    const staff = i % 4 === 0;
    rows.feedback.push({
      id: id(created_at),
      created_at,
      program: program.name,
      sender_kind: staff ? 'staff' : 'participant',
      staff_email: staff ? staffEmail(p, i % perProgram.staff) : null,
      name: i % 3 === 0 ? null : participant(i),
      message: pick(random, feedbackWords),
    });
  }
  for (let i = 0; i < perProgramHistory.notes; i++) {
    const created_at = timeOn(random, day(i % 7));
    rows.notes.push({
      id: id(created_at),
      created_at,
      author_email: staffEmail(p, i % perProgram.staff),
      program: program.name,
      participant: participant(i),
      message: pick(random, noteWords),
    });
  }
  for (let s = 0; s < perProgramHistory.sends; s++) {
    const created_at = timeOn(random, day(s % 7));
    const sendId = id(created_at);
    const body = pick(random, textWords);
    rows.text_sends.push({
      id: sendId,
      sender_email: staffEmail(p, 6 + (s % 4)),
      idempotency_key: `seed-${sendId}`,
      created_at,
      finished_at: created_at,
      program: program.name,
      typed_number: null,
      body,
      provider: 'twilio',
      answer: JSON.stringify({ success: true, response: `Sent to ${perProgramHistory.recipientsPerSend} people.` }),
      test: 0,
    });
    for (let r = 0; r < perProgramHistory.recipientsPerSend; r++) {
      const failed = random() < 0.02;
      const sid = failed ? null : `SM${sendId.replace(/-/g, '')}${String(r).padStart(2, '0')}`;
      const phone = fictionalPhone(random);
      const undelivered = sid !== null && random() < 0.03;
      const report = sid ? { status: undelivered ? 'undelivered' : 'delivered', error_code: undelivered ? 30003 : null } : null;
      // The recipient keeps its report on its own row, as the status webhook leaves it (texts/deliveries.ts).
      rows.text_recipients.push({
        send_id: sendId,
        position: r,
        name: participant(r),
        phone,
        status: failed ? 'failed' : 'sent',
        reason: failed ? 'Twilio: not a mobile number' : null,
        provider_id: sid,
        handed_at: sid ? created_at : null,
        updated_at: created_at,
        delivery: report?.status ?? null,
        delivery_error_code: report?.error_code ?? null,
      });
      if (sid && report)
        rows.text_deliveries.push({
          message_sid: sid,
          status: report.status,
          rank: deliveryRank(report.status),
          error_code: report.error_code,
          updated_at: created_at,
        });
    }
  }
  for (let i = 0; i < perProgramHistory.replies; i++) {
    const received_at = timeOn(random, day(i % 7));
    const sid = `SMreply${p.toString(16).padStart(6, '0')}${i.toString(16).padStart(4, '0')}`;
    const body = pick(random, replyWords);
    rows.text_replies.push({
      message_sid: sid,
      received_at,
      from_phone: `+1${fictionalPhone(random).replace(/\D/g, '')}`,
      who: participant(i),
      program: program.name,
      body,
      keyword: body === 'STOP' ? 'stop' : null,
    });
    rows.text_reply_programs.push({ message_sid: sid, program: program.name });
  }
  return rows;
}
