// The Director's tasks (docs/product.md#calls): the tasks with their buckets, and saving the ticks.
import { z } from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { taskBuckets, taskTypes } from './rules.ts';

// Each shape is a function that builds it, or, where another file reads it, a z.lazy one: a call's
// schemas are built when first read (core/src/endpoint.ts).
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

export const taskCalls = {
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
};
