// The Administrator's view of staff progress: who has reported which day, one report's answers,
// and each Director's task completion per bucket (each also as CSV: downloads.ts).
import { api } from '@pals/core/api';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { latestReport } from '../reports/shared.ts';
import { serve } from '../http/route.ts';
import { cachedAnswers } from '../http/cachedAnswers.ts';
import { changeMark } from '../db/changeMarks.ts';
import { lastUpdate } from '../db/syncRuns.ts';
import { directorProgress, readableAnswers, reportGrid } from './progressQueries.ts';

export function adminProgressRoutes(app: FastifyInstance, db: Db): void {
  // Each grid is kept until a write to its submissions (or the reminders sent) or an import of the
  // workbook (its staff, programs and tasks): docs/decisions/058-admin-pages-are-kept-until-their-tables-change.md.
  const reportGrids = cachedAnswers({
    mark: async () => `${await changeMark(db, 'reports')} ${await lastUpdate(db)}`,
    build: async ({ program, day }: { program?: string | undefined; day?: number | undefined }) => ({
      staff: await reportGrid(db, program, day),
    }),
  });
  serve(app, db, api.adminReports, ({ query }) => reportGrids(query));

  serve(app, db, api.adminReport, async ({ query }) => {
    const row = await latestReport(db, query.email.toLowerCase(), query.day, query.report);
    return { submittedAt: row?.submitted_at ?? null, answers: row ? readableAnswers(query.report, row.answers) : [] };
  });

  const taskGrids = cachedAnswers({
    mark: async () => `${await changeMark(db, 'tasks')} ${await lastUpdate(db)}`,
    build: async ({ program }: { program?: string | undefined }) => ({ directors: await directorProgress(db, program) }),
  });
  serve(app, db, api.adminTasks, ({ query }) => taskGrids(query));
}
