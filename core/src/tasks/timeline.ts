// The Director's tasks against the calendar (docs/decisions/044-director-task-buckets-in-date-order.md):
// the buckets in date order under their months, which month is past, this month or to come, and the
// tasks that are overdue or due soon. "Today" is the camp's calendar date (campDate).
import { monthNames } from '../dates/calendarWords.ts';
import { progressOf, taskCompletion, type ProgressTask, type TaskSubmission } from './progress.ts';
import type { TaskBucket } from './rules.ts';

export interface DatedTask extends ProgressTask {
  bucket: TaskBucket;
  /** YYYY-MM-DD, or null without a start date to count from. */
  date: string | null;
}

export interface BucketMonthEntry {
  bucket: TaskBucket;
  title: string;
  /** The server's month: 'September 2026' for an offset bucket, the month's name for a month bucket. */
  month: string;
}

export type MonthWhen = 'past' | 'current' | 'future';

export interface TaskMonth<Entry extends BucketMonthEntry> {
  /** YYYY-MM */
  key: string;
  /** 'September 2026' */
  name: string;
  when: MonthWhen;
  entries: Entry[];
}

const monthName = (key: string) => `${monthNames[Number(key.slice(5, 7)) - 1]} ${key.slice(0, 4)}`;

/** YYYY-MM of 'September 2026'; null for a month's name alone ('February'). */
function keyOfMonthWords(words: string): string | null {
  const match = /^([A-Za-z]+) (\d{4})$/.exec(words);
  const index = match ? monthNames.indexOf(match[1] as (typeof monthNames)[number]) : -1;
  return match && index >= 0 ? `${match[2]}-${String(index + 1).padStart(2, '0')}` : null;
}

/** A month bucket ('February', any year) lands in the year of its earliest dated task; without one,
 * in the year that puts it nearest to today, the later one on a tie. */
function monthBucketKey(entry: BucketMonthEntry, tasks: readonly DatedTask[], today: string): string {
  const month = String(monthNames.indexOf(entry.title as (typeof monthNames)[number]) + 1).padStart(2, '0');
  const dated = tasks
    .filter((task) => task.bucket === entry.bucket && task.date !== null)
    .map((task) => task.date as string)
    .sort();
  if (dated[0]) return `${dated[0].slice(0, 4)}-${month}`;
  const year = Number(today.slice(0, 4));
  const distance = (y: number) => Math.abs(y * 12 + Number(month) - (year * 12 + Number(today.slice(5, 7))));
  // Half a year either way is a tie: the months ahead win, as the ones to plan for.
  const best = [year + 1, year, year - 1].reduce((a, b) => (distance(b) < distance(a) ? b : a));
  return `${best}-${month}`;
}

/** The buckets under their months, earliest month first; buckets of one month keep their order. */
export function taskMonths<Entry extends BucketMonthEntry>(
  entries: readonly Entry[],
  tasks: readonly DatedTask[],
  today: string,
): TaskMonth<Entry>[] {
  const thisMonth = today.slice(0, 7);
  const keyed = entries.map((entry, order) => ({
    entry,
    order,
    key: keyOfMonthWords(entry.month) ?? monthBucketKey(entry, tasks, today),
  }));
  keyed.sort((a, b) => (a.key === b.key ? a.order - b.order : a.key < b.key ? -1 : 1));
  const months: TaskMonth<Entry>[] = [];
  for (const { entry, key } of keyed) {
    const last = months.at(-1);
    if (last?.key === key) last.entries.push(entry);
    else
      months.push({
        key,
        name: monthName(key),
        when: key < thisMonth ? 'past' : key === thisMonth ? 'current' : 'future',
        entries: [entry],
      });
  }
  return months;
}

/** The buckets in the Director's page's order (under their months, earliest first), which the
 * admin's task grid keeps too. */
export function bucketsInDateOrder<Entry extends BucketMonthEntry>(
  entries: readonly Entry[],
  tasks: readonly DatedTask[],
  today: string,
): Entry[] {
  return taskMonths(entries, tasks, today).flatMap((month) => month.entries);
}

/** A task is overdue when its date has passed and it is not done; an optional training never is. */
export function isOverdue(task: DatedTask, submission: TaskSubmission, today: string): boolean {
  return !task.optional && task.date !== null && task.date < today && progressOf(taskCompletion(task, submission)) !== 'done';
}

/** Not done, not optional, dated from today to `days` days on. */
export function isDueSoon(task: DatedTask, submission: TaskSubmission, today: string, days = 7): boolean {
  if (task.optional || task.date === null || task.date < today) return false;
  const last = new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  return task.date <= last && progressOf(taskCompletion(task, submission)) !== 'done';
}
