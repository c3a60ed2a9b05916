// The admin area's grids (docs/product.md#admin-pages): every program's daily reports and Director's
// tasks, one person's report, and their CSV exports.
import { z } from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { staffRoles } from '../people/roles.ts';
import { reportDayQuery, reportSection } from '../reports/calls.ts';
import { taskBuckets } from '../tasks/rules.ts';
import { csv, programFilter } from './inboxCalls.ts';

export const adminProgressCalls = {
  adminReports: endpoint({
    method: 'GET',
    path: '/api/google/admin/reports',
    access: 'admin',
    query: () => z.object({ program: programFilter(), day: z.optional(reportDayQuery()) }),
    answer: () =>
      z.object({
        staff: z.array(
          z.object({
            email: z.string(),
            name: z.string(),
            role: z.enum(staffRoles),
            program: z.nullable(z.string()),
            days: z.array(
              z.object({
                day: z.number(),
                date: z.string(),
                sections: z.array(reportSection()),
                status: z.enum(['complete', 'partial', 'none']),
                /** A daily-report reminder went to the person for this day (docs/product.md#report-reminders). */
                reminded: z.boolean(),
              }),
            ),
          }),
        ),
      }),
  }),
  adminReport: endpoint({
    method: 'GET',
    path: '/api/google/admin/report',
    access: 'admin',
    query: () => z.object({ email: z.string().check(z.minLength(1), z.maxLength(320)), day: reportDayQuery(), report: reportSection() }),
    answer: () =>
      z.object({
        submittedAt: z.nullable(z.string()),
        answers: z.array(z.object({ field: z.string(), question: z.string(), answer: z.string() })),
      }),
  }),
  adminReportsCsv: endpoint({
    method: 'GET',
    path: '/api/google/admin/reports.csv',
    access: 'admin',
    query: () => z.object({ program: programFilter(), day: z.optional(reportDayQuery()) }),
    answer: csv,
  }),
  adminTasks: endpoint({
    method: 'GET',
    path: '/api/google/admin/tasks',
    access: 'admin',
    query: () => z.object({ program: programFilter() }),
    answer: () =>
      z.object({
        directors: z.array(
          z.object({
            email: z.string(),
            name: z.string(),
            program: z.nullable(z.string()),
            buckets: z.array(z.object({ bucket: z.enum(taskBuckets), title: z.string(), completion: z.number() })),
          }),
        ),
      }),
  }),
  adminTasksCsv: endpoint({
    method: 'GET',
    path: '/api/google/admin/tasks.csv',
    access: 'admin',
    query: () => z.object({ program: programFilter() }),
    answer: csv,
  }),
};
