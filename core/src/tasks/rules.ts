// Director task rules that the workbook needs to read the tasks tab (docs/product.md#data-task, docs/product.md#limits, docs/product.md#limits).
import { monthNames } from '../dates/calendarWords.ts';
import { parseIsoDate } from '../dates/time.ts';

export const taskBuckets = [
  'february',
  'march',
  'april',
  'may',
  'eightweeks',
  'sixweeks',
  'fourweeks',
  'twoweeks',
  'oneweek',
  'aftercamp',
] as const;
export type TaskBucket = (typeof taskBuckets)[number];

export const taskTypes = ['training', 'deliverable', 'call'] as const;
export type TaskType = (typeof taskTypes)[number];

export type TaskDate = { kind: 'absolute'; date: string } | { kind: 'offset'; amount: number; unit: 'days' | 'weeks' | 'months' };

const offsetLimit = { days: 1100, weeks: 156, months: 36 } as const;
const offsetPattern = /^([+-]?\d+)\s*(day|days|week|weeks|month|months)$/i;

/** A task date: YYYY-MM-DD, or a signed whole number of days, weeks or months from the start date. */
export function parseTaskDate(text: string): TaskDate | null {
  const trimmed = text.trim();
  const absolute = parseIsoDate(trimmed);
  if (absolute) return { kind: 'absolute', date: absolute };
  const match = offsetPattern.exec(trimmed);
  if (!match) return null;
  const word = match[2]!.toLowerCase();
  const unit = word.startsWith('day') ? 'days' : word.startsWith('week') ? 'weeks' : 'months';
  const amount = Number(match[1]);
  // About three years either way covers any real plan; beyond it a typo ('99999999 weeks') would make
  // an invalid Date, so it is a row error at import instead of a 500 in the task calls.
  if (Math.abs(amount) > offsetLimit[unit]) return null;
  return { kind: 'offset', amount, unit };
}

export interface TaskCheckbox {
  name: string;
  text: string;
}

/** Checkbox entries separated by `|`, each `name: text`; null when an entry has no name or text. */
export function parseCheckboxes(text: string): TaskCheckbox[] | null {
  if (text.trim() === '') return [];
  const entries = text.split('|').map((entry) => entry.trim());
  const boxes = entries.map((entry) => {
    const colon = entry.indexOf(':');
    if (colon <= 0) return null;
    const name = entry.slice(0, colon).trim();
    const label = entry.slice(colon + 1).trim();
    return name && label ? { name, text: label } : null;
  });
  return boxes.every((box) => box !== null) ? boxes : null;
}

/** docs/product.md#data: the bucket's index padded to two digits, the bucket, the type and the name stripped
 * to letters and digits, joined with dashes: '04-eightweeks-deliverable-Budgetdraft'. */
export function taskId(task: { bucket: TaskBucket; type: TaskType; name: string }): string {
  const index = String(taskBuckets.indexOf(task.bucket)).padStart(2, '0');
  return [index, task.bucket, task.type, task.name.replace(/[^A-Za-z0-9]/g, '')].join('-');
}

const dayMs = 86_400_000;
const utc = (date: string) => Date.parse(`${date}T00:00:00Z`);
const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A task's date for a person: as written, or the offset from their start date. Weeks and days
 * count in UTC days; months keep the day of the month, or the month's last day if it has fewer. */
export function resolveTaskDate(date: TaskDate, startDate: string): string {
  if (date.kind === 'absolute') return date.date;
  if (date.unit === 'days') return isoOf(utc(startDate) + date.amount * dayMs);
  if (date.unit === 'weeks') return isoOf(utc(startDate) + date.amount * 7 * dayMs);
  const [year, month, day] = startDate.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + date.amount, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return isoOf(target.getTime());
}

/** Offset buckets sit this far from the start date (docs/product.md#limits); month buckets are months. */
const bucketOffsets: Partial<Record<TaskBucket, TaskDate>> = {
  eightweeks: { kind: 'offset', amount: -8, unit: 'weeks' },
  sixweeks: { kind: 'offset', amount: -6, unit: 'weeks' },
  fourweeks: { kind: 'offset', amount: -4, unit: 'weeks' },
  twoweeks: { kind: 'offset', amount: -2, unit: 'weeks' },
  oneweek: { kind: 'offset', amount: -1, unit: 'weeks' },
  aftercamp: { kind: 'offset', amount: 1, unit: 'weeks' },
};
const bucketTitles: Record<TaskBucket, string> = {
  february: 'February',
  march: 'March',
  april: 'April',
  may: 'May',
  eightweeks: '8 Weeks Out',
  sixweeks: '6 Weeks Out',
  fourweeks: '4 Weeks Out',
  twoweeks: '2 Weeks Out',
  oneweek: '1 Week Out',
  aftercamp: 'After Camp',
};

export interface BucketLabel {
  bucket: TaskBucket;
  title: string;
  /** The month the bucket falls in: 'April 2027' for an offset bucket, the month's name for a month bucket. */
  month: string;
  /** YYYY-MM for an offset bucket; *-MM for a month bucket, which is that month of any year. */
  monthKey: string;
}

/** A bucket's title and month for a person: month buckets are their month; offset buckets the
 * month that the offset from the start date falls in (docs/product.md#limits). */
export function bucketLabel(bucket: TaskBucket, startDate: string): BucketLabel {
  const offset = bucketOffsets[bucket];
  const title = bucketTitles[bucket];
  if (!offset)
    return {
      bucket,
      title,
      month: title,
      monthKey: `*-${String(monthNames.indexOf(title as (typeof monthNames)[number]) + 1).padStart(2, '0')}`,
    };
  const monthKey = resolveTaskDate(offset, startDate).slice(0, 7);
  return { bucket, title, month: `${monthNames[Number(monthKey.slice(5, 7)) - 1]} ${monthKey.slice(0, 4)}`, monthKey };
}

/** A training's survey link: the base link with the survey id and the person's name and email. */
export function surveyLink(base: string, surveyId: string | null, person: { name: string; email: string }): string {
  const url = new URL(base);
  if (surveyId) url.searchParams.set('survey', surveyId);
  url.searchParams.set('name', person.name);
  url.searchParams.set('email', person.email);
  return url.toString();
}
