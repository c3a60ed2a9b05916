// The Director's task tracker: tasks with dates and labels resolved for the person, and their answers.
import { api } from '@pals/core/api';
import { resolveLinks } from '@pals/core/home/links';
import { validateTaskFields } from '@pals/core/tasks/progress';
import { callTimeLabel, isCurrentMonth } from '@pals/core/tasks/easternTime';
import { bucketLabel, resolveTaskDate, surveyLink, taskBuckets, taskId } from '@pals/core/tasks/rules';
import type { FastifyInstance } from 'fastify';
import type { StaffMember } from '../auth/person.ts';
import type { Db } from '../db/database.ts';
import { changeTaskSubmission, listTasks, taskSubmission } from './queries.ts';
import { readSettings } from '../db/workbookTables.ts';
import { fail } from '../http/errors.ts';
import { claimOf, once } from '../http/idempotency.ts';
import { serve } from '../http/route.ts';

async function tasksFor(db: Db, person: StaffMember) {
  const { start } = person.dates;
  const surveyBase = resolveLinks(await readSettings(db)).training_survey_link;
  return (await listTasks(db)).map((row) => {
    const { bucket, type } = row;
    const date = row.date.kind === 'absolute' ? row.date.date : start ? resolveTaskDate(row.date, start) : null;
    return {
      id: taskId({ bucket, type, name: row.name }),
      type,
      bucket,
      name: row.name,
      optional: row.optional,
      date,
      hour: row.hour,
      callTime: type === 'call' && date && row.hour !== null ? callTimeLabel(date, row.hour) : null,
      description: row.description ?? '',
      topic: row.topic ?? '',
      surveyId: row.survey_id,
      surveyLink:
        type === 'training' ? surveyLink(surveyBase, row.survey_id, { name: person.staff.full_name, email: person.staff.email }) : null,
      link: row.link,
      linkTitle: row.link_title,
      checkboxes: row.checkboxes,
    };
  });
}

export function taskRoutes(app: FastifyInstance, db: Db, now: () => Date = () => new Date()): void {
  serve(app, db, api.directorTasks, async ({ person }) => {
    const { start } = person.dates;
    const buckets = start
      ? taskBuckets.map((bucket) => {
          const label = bucketLabel(bucket, start);
          return { bucket, title: label.title, month: label.month, current: isCurrentMonth(label, now()) };
        })
      : [];
    return { tasks: await tasksFor(db, person), buckets, submission: await taskSubmission(db, person.staff.email) };
  });

  serve(app, db, api.submitDirectorTasks, async (call) => {
    const { body, person } = call;
    return once(db, claimOf(call), {
      async write(trx) {
        const result = validateTaskFields(await tasksFor(trx, person), body);
        if (!result.ok) {
          const summary = Object.entries(result.fields)
            .map(([field, message]) => `${field} ${message}`)
            .join('; ');
          throw fail.badInput(`Please check the tasks: ${summary}.`, result.fields);
        }
        await changeTaskSubmission(trx, person.staff.email, result.changes);
        return { submission: await taskSubmission(trx, person.staff.email) };
      },
    });
  });
}
