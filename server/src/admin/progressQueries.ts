// The staff progress the Administrator sees: who has reported which day, one report's answers
// beside its questions, each Director's task completion per bucket, and the reports' CSV lines.
import {
  commentField,
  dayStatus,
  questionsOf,
  reportDate,
  reportDayCount,
  reportForms,
  type ReportSection,
} from '@pals/core/reports/rules';
import { may } from '@pals/core/people/roles';
import { bucketCompletion } from '@pals/core/tasks/progress';
import { bucketLabel, resolveTaskDate, taskBuckets, taskId } from '@pals/core/tasks/rules';
import { bucketsInDateOrder } from '@pals/core/tasks/timeline';
import { campDate } from '@pals/core/dates/time';
import type { Selectable } from 'kysely';
import { staffDates } from '../auth/person.ts';
import type { Db } from '../db/database.ts';
import type { StaffTable } from '../db/schema.ts';
import { allSubmittedSections, latestReportsOf } from '../reports/shared.ts';
import { remindedDays } from '../texts/shared.ts';
import { allTaskSubmissions, listTasks } from '../tasks/shared.ts';
import { listStaff } from '../db/workbookTables.ts';

/** The staff of one program (or all), with their report dates; one program's reads only its own rows. */
export async function staffWithDates(db: Db, program: string | undefined) {
  return withDates(db, await listStaff(db, program || undefined));
}

async function withDates(db: Db, staff: Selectable<StaffTable>[]) {
  // Only the programs these people are in: a download of the whole organisation reads 10 people at a time.
  const names = [...new Set(staff.flatMap((s) => (s.program ? [s.program] : [])))];
  const listed = names.length ? await db.selectFrom('programs').selectAll().where('name', 'in', names).execute() : [];
  const programs = new Map(listed.map((p) => [p.name, p]));
  return staff.map((s) => {
    const { start, end } = staffDates(s, s.program ? programs.get(s.program) : undefined);
    return { ...s, role: s.staff_role, start, end };
  });
}

type Staffer = Awaited<ReturnType<typeof staffWithDates>>[number];

/** Who reported which day; of one program's staff, it reads only their submissions. */
export async function reportGrid(db: Db, program: string | undefined, onlyDay: number | undefined) {
  const staff = await staffWithDates(db, program);
  const submitted = await allSubmittedSections(db, !program ? undefined : staff.map((s) => s.email));
  return gridRows(staff, submitted, await remindedDays(db), onlyDay);
}

function gridRows(
  staff: Staffer[],
  submitted: Awaited<ReturnType<typeof allSubmittedSections>>,
  reminded: Awaited<ReturnType<typeof remindedDays>>,
  onlyDay: number | undefined,
) {
  return staff.map((s) => {
    const { start } = s;
    // No start date, no report days (reportDayCount gives 0).
    const days =
      start === null
        ? []
        : Array.from({ length: reportDayCount(start, s.end) }, (_, day) => day)
            .filter((day) => onlyDay === undefined || day === onlyDay)
            .map((day) => {
              const sections = submitted.get(s.email)?.get(day) ?? [];
              const wasReminded = reminded.get(s.email)?.has(day) ?? false;
              return { day, date: reportDate(start, day), sections, status: dayStatus(sections, s.role), reminded: wasReminded };
            });
    return { email: s.email, name: s.full_name, role: s.role, program: s.program, days };
  });
}

/** A report's answers beside the questions as staff read them. */
export function readableAnswers(section: ReportSection, answers: Record<string, string>) {
  return questionsOf(reportForms[section]).flatMap((q) =>
    [
      { field: q.field, question: q.question, answer: answers[q.field] },
      { field: commentField(q.field), question: `${q.question} (comment)`, answer: answers[commentField(q.field)] },
    ].filter((a): a is { field: string; question: string; answer: string } => a.answer !== undefined),
  );
}

export async function directorProgress(db: Db, program: string | undefined, now = Date.now()) {
  const tasks = (await listTasks(db)).map((t) => ({ ...t, id: taskId(t) }));
  const directors = (await staffWithDates(db, program)).filter((s) =>
    may({ kind: 'staff', role: s.role, program: s.program }, 'listedInTaskProgress'),
  );
  const submissions = await allTaskSubmissions(db, !program ? undefined : directors.map((s) => s.email));
  const today = campDate(now);
  return directors.map((s) => ({
    email: s.email,
    name: s.full_name,
    program: s.program,
    buckets: bucketsOf(s.start, tasks, today).map(({ bucket, title }) => ({
      bucket,
      title,
      completion: bucketCompletion(
        tasks.filter((t) => t.bucket === bucket),
        submissions.get(s.email) ?? {},
      ),
    })),
  }));
}

type ListedTask = Awaited<ReturnType<typeof listTasks>>[number] & { id: string };

/** A Director's buckets as their own page lists them: in date order from their start date; without
 * one, in the sheet's order under their plain names. */
function bucketsOf(start: string | null, tasks: readonly ListedTask[], today: string) {
  if (!start) return taskBuckets.map((bucket) => ({ bucket, title: bucket as string, month: '' }));
  const dated = tasks.map((t) => ({ ...t, date: t.date.kind === 'absolute' ? t.date.date : resolveTaskDate(t.date, start) }));
  return bucketsInDateOrder(
    taskBuckets.map((bucket) => bucketLabel(bucket, start)),
    dated,
    today,
  );
}

/** How many people's reports the CSV reads at a time: 10 are about 4,000 lines. With 50 (21,000
 * lines a batch) a 10 × download grew the server's RSS by 352 MB, as V8 grew its heap for what each
 * batch kept alive across its reads; with 10, by 45–58 MB (docs/performance.md "Scale"). */
const reportPeopleAtOnce = 10;

/** The reports CSV's lines, a few people at a time (by name, then email: each batch after the last
 * person of the one before): their days and latest answers in two reads a batch. */
export async function* reportLines(
  db: Db,
  program: string | undefined,
  onlyDay: number | undefined,
): AsyncGenerator<(string | number | null)[][]> {
  let last: { full_name: string; email: string } | null = null;
  const reminded = await remindedDays(db);
  for (;;) {
    let query = db.selectFrom('staff').selectAll();
    if (program) query = query.where('program', '=', program);
    if (last) {
      const { full_name, email } = last;
      query = query.where((eb) =>
        eb.or([eb('full_name', '>', full_name), eb.and([eb('full_name', '=', full_name), eb('email', '>', email)])]),
      );
    }
    const batch = await query.orderBy('full_name').orderBy('email').limit(reportPeopleAtOnce).execute();
    if (batch.length === 0) return;
    last = batch.at(-1)!;
    const staff = await withDates(db, batch);
    const emails = staff.map((s) => s.email);
    const people = gridRows(staff, await allSubmittedSections(db, emails), reminded, onlyDay);
    const latest = await latestReportsOf(db, emails);
    const lines: (string | number | null)[][] = [];
    for (const person of people)
      for (const day of person.days)
        for (const section of day.sections) {
          const row = latest.get(person.email)?.get(`${day.day} ${section}`);
          for (const a of readableAnswers(section, row?.answers ?? {}))
            lines.push([
              person.name,
              person.email,
              person.program,
              day.day + 1,
              day.date,
              reportForms[section].title,
              row?.submitted_at ?? null,
              a.question,
              a.answer,
            ]);
        }
    yield lines;
  }
}
