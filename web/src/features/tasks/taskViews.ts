// How the task screens name, date, group and address tasks (docs/product.md#screen-tasks, docs/product.md#limits buckets).
import { bucketLabel, taskBuckets, type TaskBucket } from '@pals/core/tasks/rules';
import { weekdayDate } from '@pals/core/dates/time';
import type { DirectorTask, DirectorTasks } from './useDirectorTasks.ts';

/** The lists of /tasks/alltasks/{taskType}: 'training' is the required trainings, 'opt_training' the optional ones. */
export const taskTypeViews = [
  { type: 'training', title: 'Trainings', shows: (task: DirectorTask) => task.type === 'training' && !task.optional },
  { type: 'deliverable', title: 'Deliverables', shows: (task: DirectorTask) => task.type === 'deliverable' },
  { type: 'call', title: 'Calls', shows: (task: DirectorTask) => task.type === 'call' },
  { type: 'opt_training', title: 'Optional Trainings', shows: (task: DirectorTask) => task.type === 'training' && task.optional },
] as const;

export const tasksPath = '/tasks';
export const allTasksPath = '/tasks/alltasks';
export const typePath = (type: string) => `/tasks/alltasks/${type}`;
export const bucketPath = (bucket: TaskBucket) => `/tasks/bucket/${bucket}`;
export const taskPath = (id: string) => `/tasks/task/${encodeURIComponent(id)}`;

export const bucketOfParam = (param: string | undefined): TaskBucket | null => taskBuckets.find((bucket) => bucket === param) ?? null;

/** A bucket's title ('8 Weeks Out') does not depend on the start date; only its month does. */
export const bucketTitle = (bucket: TaskBucket) => bucketLabel(bucket, '2000-01-01').title;

export interface BucketEntry {
  bucket: TaskBucket;
  title: string;
  /** 'September 2026'; empty when the person has no start date to count from. */
  month: string;
  current: boolean;
}

/** The ten buckets in order, with the server's months; titles only when it had no start date. */
export function bucketEntries(data: DirectorTasks): BucketEntry[] {
  if (data.buckets.length > 0) return data.buckets;
  return taskBuckets.map((bucket) => ({ bucket, title: bucketTitle(bucket), month: '', current: false }));
}

/** 'September 2026' for an offset bucket; none for a month bucket, whose title is its month already. */
export const bucketMonth = ({ title, month }: BucketEntry) => (month && month !== title ? month : null);

const typeWords = { training: 'Training', deliverable: 'Deliverable', call: 'Call' } as const;
export const taskTypeWord = (task: DirectorTask) =>
  task.optional ? `Optional ${typeWords[task.type].toLowerCase()}` : typeWords[task.type];

/** 'Mon, Sep 21, 2026', the same whatever the phone's time zone; a call its hour in ET too. */
export function taskWhen(task: DirectorTask): string {
  if (task.callTime) return task.callTime;
  return task.date ? weekdayDate(task.date, true) : 'No date yet';
}
