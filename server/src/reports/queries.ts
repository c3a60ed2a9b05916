// Staff report submissions: each kept with its time; a resubmission supersedes the one before.
import type { ReportSection } from '@pals/core/reports/sections';
import { v7 as timeOrderedId } from 'uuid';
import { z } from 'zod/mini';
import type { Db } from '../db/database.ts';
import { readStoredJson } from '../db/storedJson.ts';

const answersJson = z.record(z.string(), z.string());

export async function saveReport(
  db: Db,
  submission: { email: string; program: string | null; day: number; section: ReportSection; answers: Record<string, string> },
  now = new Date(),
): Promise<void> {
  await db
    .insertInto('report_submissions')
    .values({ id: timeOrderedId(), ...submission, answers: JSON.stringify(submission.answers), submitted_at: now.toISOString() })
    .execute();
}

/** The latest answers of one person's section on one day, or {} before the first submission. */
export async function savedReport(db: Db, email: string, day: number, section: ReportSection): Promise<Record<string, string>> {
  return (await latestReport(db, email, day, section))?.answers ?? {};
}

/** The sections one person has submitted, by day. */
export async function submittedSections(db: Db, email: string): Promise<Map<number, ReportSection[]>> {
  const rows = await db
    .selectFrom('report_submissions')
    .select(['day', 'section'])
    .distinct()
    .where('email', '=', email)
    .orderBy('day')
    .orderBy('section')
    .execute();
  const byDay = new Map<number, ReportSection[]>();
  for (const { day, section } of rows) byDay.set(day, [...(byDay.get(day) ?? []), section]);
  return byDay;
}

export function countSubmissions(db: Db, email: string) {
  return db
    .selectFrom('report_submissions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
}

/** Every person's submitted sections by day (of these people only, when `emails` names them): email → day → sections. */
export async function allSubmittedSections(db: Db, emails?: readonly string[]): Promise<Map<string, Map<number, ReportSection[]>>> {
  if (emails?.length === 0) return new Map();
  const all = db.selectFrom('report_submissions');
  const rows = await (emails ? all.where('email', 'in', emails) : all)
    .select(['email', 'day', 'section'])
    .distinct()
    .orderBy('email')
    .orderBy('day')
    .orderBy('section')
    .execute();
  const byPerson = new Map<string, Map<number, ReportSection[]>>();
  for (const { email, day, section } of rows) {
    const byDay = byPerson.get(email) ?? new Map<number, ReportSection[]>();
    byDay.set(day, [...(byDay.get(day) ?? []), section]);
    byPerson.set(email, byDay);
  }
  return byPerson;
}

/** The latest submission of a person's section on a day: its answers and its time. */
export async function latestReport(
  db: Db,
  email: string,
  day: number,
  section: ReportSection,
): Promise<{ answers: Record<string, string>; submitted_at: string } | undefined> {
  const row = await db
    .selectFrom('report_submissions')
    .select(['id', 'answers', 'submitted_at'])
    .where('email', '=', email)
    .where('day', '=', day)
    .where('section', '=', section)
    // Two sends in the same millisecond: the later one wins (its id is time-ordered, UUIDv7).
    .orderBy('submitted_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return (
    row && { answers: readStoredJson(answersJson, row.answers, `report_submissions.answers of ${row.id}`), submitted_at: row.submitted_at }
  );
}

/** The latest submission of every section these people submitted, in one read: email → `${day} ${section}` → it. */
export async function latestReportsOf(
  db: Db,
  emails: readonly string[],
): Promise<Map<string, Map<string, { answers: Record<string, string>; submitted_at: string }>>> {
  const latest = new Map<string, Map<string, { answers: Record<string, string>; submitted_at: string }>>();
  if (emails.length === 0) return latest;
  const rows = await db
    .selectFrom('report_submissions')
    .select(['id', 'email', 'day', 'section', 'answers', 'submitted_at'])
    .where('email', 'in', emails)
    .orderBy('email')
    .orderBy('day')
    .orderBy('section')
    .orderBy('submitted_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  for (const row of rows) {
    const person = latest.get(row.email) ?? new Map();
    const key = `${row.day} ${row.section}`;
    if (!person.has(key))
      person.set(key, {
        answers: readStoredJson(answersJson, row.answers, `report_submissions.answers of ${row.id}`),
        submitted_at: row.submitted_at,
      });
    latest.set(row.email, person);
  }
  return latest;
}
