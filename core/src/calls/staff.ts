// What staff send and read: daily reports, the Director's tasks, the note picker and notes
// (docs/product.md#calls).
import { z } from 'zod/mini';
import { endpoint, ok, text } from '../endpoint.ts';
import { limits } from '../limits.ts';
import { reportSections } from '../reportSections.ts';
import { taskBuckets, taskTypes } from '../tasks.ts';

// Each shape is a function that builds it, or, where another file reads it, a z.lazy one: a call's
// schemas are built when first read (core/endpoint.ts).
const dayRange = () =>
  [
    z.int('day must be a whole number'),
    z.minimum(0, 'day must be 0 or more'),
    z.maximum(limits.reportDays - 1, `day must be less than ${limits.reportDays}`),
  ] as const;
/** In a body only a JSON integer (null, true, '1' are refused); in a query only plain decimal digits (no 0x1, 1e0, ' 1'). */
const reportDay = () => z.number('day must be a whole number').check(...dayRange());
// The web's typed client may hand a number (it is sent as digits); over HTTP a query is always a string.
export const reportDayQuery = () =>
  z.pipe(
    z.pipe(
      z.union([z.string().check(z.regex(/^[0-9]{1,6}$/, 'day must be a whole number')), z.number()], 'day must be a whole number'),
      z.transform((day: string | number) => Number(day)),
    ),
    z.number().check(...dayRange()),
  );
export const reportSection = () =>
  z.enum(reportSections, 'report must be one of provisions, programming, personnel, procedures, headcounselorpersonnel');
/** Saved answers by field name: Yes/No, a rating 1 to 5, or text (core/reports.ts checks them per form). */
const reportAnswers = () => z.record(z.string(), z.string());

const taskSubmission = () => z.record(z.string(), z.string());
export const directorTask = z.lazy(() =>
  z.object({
    id: z.string(),
    type: z.enum(taskTypes),
    bucket: z.enum(taskBuckets),
    name: z.string(),
    optional: z.boolean(),
    /** The task's date for this person, YYYY-MM-DD; null without a start date to count from. */
    date: z.nullable(z.string()),
    hour: z.nullable(z.number()),
    /** For calls: 'Sun, Mar 14, 2027, 7:00 PM ET'. */
    callTime: z.nullable(z.string()),
    description: z.string(),
    topic: z.string(),
    surveyId: z.nullable(z.string()),
    /** For trainings: the survey link with the person's name and email. */
    surveyLink: z.nullable(z.string()),
    link: z.nullable(z.string()),
    linkTitle: z.nullable(z.string()),
    checkboxes: z.array(z.object({ name: z.string(), text: z.string() })),
  }),
);
const taskBucketLabel = () => z.object({ bucket: z.enum(taskBuckets), title: z.string(), month: z.string(), current: z.boolean() });

export const noteParticipant = z.lazy(() => z.object({ name: z.string(), role: z.string(), is_lead: z.boolean(), is_staff: z.boolean() }));

export const staffCalls = {
  staffReport: endpoint({
    method: 'GET',
    path: '/api/google/staffreport',
    access: 'report',
    query: () => z.object({ day: reportDayQuery(), report: reportSection() }),
    answer: reportAnswers,
  }),
  submitReport: endpoint({
    method: 'POST',
    path: '/api/google/staffreport',
    access: 'report',
    body: () => z.catchall(z.object({ day: reportDay(), report: reportSection() }), z.union([z.string(), z.number()])),
    answer: ok,
    idempotent: true,
  }),
  reportSections: endpoint({
    method: 'GET',
    path: '/api/google/reportsections',
    access: 'report',
    answer: () =>
      z.object({
        days: z.array(z.object({ day: z.number(), date: z.string(), sections: z.array(reportSection()) })),
      }),
  }),
  directorTasks: endpoint({
    method: 'GET',
    path: '/api/google/directortask',
    access: 'tasks',
    answer: () => z.object({ tasks: z.array(directorTask), buckets: z.array(taskBucketLabel()), submission: taskSubmission() }),
  }),
  submitDirectorTasks: endpoint({
    method: 'POST',
    path: '/api/google/directortask',
    access: 'tasks',
    body: () => z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
    answer: () => z.object({ submission: taskSubmission() }),
    idempotent: true,
  }),
  participants: endpoint({
    method: 'GET',
    path: '/api/google/participants',
    access: 'note',
    answer: () => z.object({ participants: z.array(noteParticipant) }),
  }),
  note: endpoint({
    method: 'POST',
    path: '/api/google/note',
    access: 'note',
    body: () =>
      z.object({
        message: text(1, 'Write the note', limits.noteMessage, `A note can be at most ${limits.noteMessage} characters`),
        participant: text(1, 'Choose a participant', 200, 'Choose a participant from the list'),
      }),
    answer: ok,
    idempotent: true,
  }),
};
