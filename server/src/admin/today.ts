// The admin's "Today" at a glance (docs/decisions/046-admin-today-summary.md): the day's reports sent
// against those due, the texts sent since the day began and how they went, and the replies that
// came in. The day is the admin's own: its date and the instant it began on their phone.
import { api } from '@pals/core/api';
import type { AdminToday } from '@pals/core/admin/calls';
import { dayStatus, reportDate, reportDayCount } from '@pals/core/reports/rules';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { serve } from '../http/route.ts';
import { allSubmittedSections } from '../reports/shared.ts';
import { staffWithDates } from './progressQueries.ts';

async function todaysReports(db: Db, date: string): Promise<AdminToday['reports']> {
  const submitted = await allSubmittedSections(db);
  const counts = { due: 0, complete: 0, partial: 0 };
  for (const person of await staffWithDates(db, undefined)) {
    if (person.start === null || person.program === null) continue;
    const day = Array.from({ length: reportDayCount(person.start, person.end) }, (_, index) => index).find(
      (index) => reportDate(person.start as string, index) === date,
    );
    if (day === undefined) continue;
    counts.due += 1;
    const status = dayStatus(submitted.get(person.email)?.get(day) ?? [], person.role);
    if (status === 'complete') counts.complete += 1;
    if (status === 'partial') counts.partial += 1;
  }
  return counts;
}

async function textsSince(db: Db, since: string): Promise<AdminToday['texts']> {
  const rows = await db
    .selectFrom('text_recipients')
    .innerJoin('text_sends', 'text_sends.id', 'text_recipients.send_id')
    .where('text_sends.created_at', '>=', since)
    .select(['text_recipients.status', (eb) => eb.fn.countAll().as('n')])
    .groupBy('text_recipients.status')
    .execute();
  const count = (...statuses: string[]) => rows.filter((row) => statuses.includes(row.status)).reduce((sum, row) => sum + Number(row.n), 0);
  return { sent: count('sent'), failed: count('failed', 'unknown'), waiting: count('pending', 'handing') };
}

async function repliesSince(db: Db, since: string): Promise<number> {
  const row = await db
    .selectFrom('text_replies')
    .where('received_at', '>=', since)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function adminTodayRoutes(app: FastifyInstance, db: Db): void {
  serve(app, db, api.adminToday, async ({ query }) => {
    const since = new Date(query.since).toISOString();
    return { reports: await todaysReports(db, query.date), texts: await textsSince(db, since), replies: await repliesSince(db, since) };
  });
}
