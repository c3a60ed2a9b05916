// The Administrator's view of staff progress: who has reported which day, one report's answers,
// and each Director's task completion per bucket; each also as CSV.
import { api } from '@pals/core/api';
import { commentField, dayStatus, questionsOf, reportDate, reportDayCount, reportForms, type ReportSection } from '@pals/core/reports';
import { may } from '@pals/core/roles';
import { bucketCompletion } from '@pals/core/taskProgress';
import { bucketLabel, taskBuckets, taskId } from '@pals/core/tasks';
import type { FastifyInstance } from 'fastify';
import { staffDates } from '../auth/person.ts';
import type { Db } from '../db/database.ts';
import { allSubmittedSections, latestReport } from '../reports/queries.ts';
import { allTaskSubmissions, listTasks } from '../tasks/queries.ts';
import { listPrograms, listStaff } from '../db/workbookTables.ts';
import { sendCsv } from '../http/csv.ts';
import { serve } from '../http/route.ts';

async function staffWithDates(db: Db, program: string | undefined) {
  const programs = new Map((await listPrograms(db)).map((p) => [p.name, p]));
  return (await listStaff(db))
    .filter((s) => !program || s.program === program)
    .map((s) => {
      const { start, end } = staffDates(s, s.program ? programs.get(s.program) : undefined);
      return { ...s, role: s.staff_role, start, end };
    });
}

async function reportGrid(db: Db, program: string | undefined, onlyDay: number | undefined) {
  const submitted = await allSubmittedSections(db);
  return (await staffWithDates(db, program)).map((s) => {
    const { start } = s;
    // No start date, no report days (reportDayCount gives 0).
    const days =
      start === null
        ? []
        : Array.from({ length: reportDayCount(start, s.end) }, (_, day) => day)
            .filter((day) => onlyDay === undefined || day === onlyDay)
            .map((day) => {
              const sections = submitted.get(s.email)?.get(day) ?? [];
              return { day, date: reportDate(start, day), sections, status: dayStatus(sections, s.role) };
            });
    return { email: s.email, name: s.full_name, role: s.role, program: s.program, days };
  });
}

/** A report's answers beside the questions as staff read them. */
function readableAnswers(section: ReportSection, answers: Record<string, string>) {
  return questionsOf(reportForms[section]).flatMap((q) =>
    [
      { field: q.field, question: q.question, answer: answers[q.field] },
      { field: commentField(q.field), question: `${q.question} (comment)`, answer: answers[commentField(q.field)] },
    ].filter((a): a is { field: string; question: string; answer: string } => a.answer !== undefined),
  );
}

async function directorProgress(db: Db, program: string | undefined) {
  const tasks = (await listTasks(db)).map((t) => ({ ...t, id: taskId(t) }));
  const submissions = await allTaskSubmissions(db);
  return (await staffWithDates(db, program))
    .filter((s) => may({ kind: 'staff', role: s.role, program: s.program }, 'listedInTaskProgress'))
    .map((s) => ({
      email: s.email,
      name: s.full_name,
      program: s.program,
      buckets: taskBuckets.map((bucket) => ({
        bucket,
        title: s.start ? bucketLabel(bucket, s.start).title : bucket,
        completion: bucketCompletion(
          tasks.filter((t) => t.bucket === bucket),
          submissions.get(s.email) ?? {},
        ),
      })),
    }));
}

export function adminProgressRoutes(app: FastifyInstance, db: Db): void {
  serve(app, db, api.adminReports, async ({ query }) => ({ staff: await reportGrid(db, query.program, query.day) }));

  serve(app, db, api.adminReport, async ({ query }) => {
    const row = await latestReport(db, query.email.toLowerCase(), query.day, query.report);
    return { submittedAt: row?.submitted_at ?? null, answers: row ? readableAnswers(query.report, row.answers) : [] };
  });

  serve(app, db, api.adminReportsCsv, async ({ query, reply }) => {
    const lines: (string | number | null)[][] = [];
    for (const person of await reportGrid(db, query.program, query.day)) {
      for (const day of person.days) {
        for (const section of day.sections) {
          const row = await latestReport(db, person.email, day.day, section);
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
      }
    }
    return sendCsv(
      reply,
      'reports.csv',
      ['name', 'email', 'program', 'day', 'date', 'section', 'submitted at', 'question', 'answer'],
      lines,
    );
  });

  serve(app, db, api.adminTasks, async ({ query }) => ({ directors: await directorProgress(db, query.program) }));

  serve(app, db, api.adminTasksCsv, async ({ query, reply }) => {
    const lines = (await directorProgress(db, query.program)).flatMap((d) =>
      d.buckets.map((b) => [d.name, d.email, d.program, b.title, Math.round(b.completion * 100)]),
    );
    return sendCsv(reply, 'tasks.csv', ['director', 'email', 'program', 'bucket', 'percent complete'], lines);
  });
}
