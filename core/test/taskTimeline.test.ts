import { describe, expect, it } from 'vitest';
import { isDueSoon, isOverdue, taskMonths, type DatedTask } from '../src/tasks/timeline.ts';

const task = (id: string, bucket: DatedTask['bucket'], date: string | null, optional = false): DatedTask => ({
  id,
  bucket,
  date,
  optional,
  type: 'training',
  checkboxes: [],
});

// A camp starting Mon, Nov 16, 2026, as the demo's Blue Ridge: its offset buckets fall Sep–Nov 2026,
// its month buckets' tasks in 2027.
const buckets = [
  { bucket: 'february', title: 'February', month: 'February' },
  { bucket: 'march', title: 'March', month: 'March' },
  { bucket: 'eightweeks', title: '8 Weeks Out', month: 'September 2026' },
  { bucket: 'sixweeks', title: '6 Weeks Out', month: 'October 2026' },
  { bucket: 'fourweeks', title: '4 Weeks Out', month: 'October 2026' },
  { bucket: 'twoweeks', title: '2 Weeks Out', month: 'November 2026' },
  { bucket: 'oneweek', title: '1 Week Out', month: 'November 2026' },
  { bucket: 'aftercamp', title: 'After Camp', month: 'November 2026' },
] as const;
const tasks = [task('a', 'february', '2027-02-17'), task('b', 'eightweeks', '2026-09-21')];

describe('the Director’s months (docs/decisions/046)', () => {
  it('puts the buckets in date order under their months, one of them this month', () => {
    const months = taskMonths(buckets, tasks, '2026-11-18');
    expect(months.map((month) => [month.name, month.when, month.entries.map((entry) => entry.title)])).toEqual([
      ['September 2026', 'past', ['8 Weeks Out']],
      ['October 2026', 'past', ['6 Weeks Out', '4 Weeks Out']],
      ['November 2026', 'current', ['2 Weeks Out', '1 Week Out', 'After Camp']],
      ['February 2027', 'future', ['February']],
      ['March 2027', 'future', ['March']],
    ]);
  });

  it('puts a month bucket without dated tasks in the year nearest today', () => {
    expect(taskMonths([buckets[1]], [], '2026-11-18').map((month) => month.name)).toEqual(['March 2027']);
    expect(taskMonths([buckets[1]], [], '2026-05-02').map((month) => month.name)).toEqual(['March 2026']);
    expect(taskMonths([{ bucket: 'may', title: 'May', month: 'May' }], [], '2026-11-18').map((month) => month.name)).toEqual(['May 2027']);
  });
});

describe('overdue and due soon', () => {
  const submission = { 'done-Completed': 'true' };
  it('calls a task overdue when its date has passed and it is not done', () => {
    expect(isOverdue(task('late', 'eightweeks', '2026-09-21'), submission, '2026-11-18')).toBe(true);
    expect(isOverdue(task('done', 'eightweeks', '2026-09-21'), submission, '2026-11-18')).toBe(false);
    expect(isOverdue(task('today', 'twoweeks', '2026-11-18'), submission, '2026-11-18')).toBe(false);
    expect(isOverdue(task('optional', 'eightweeks', '2026-09-21', true), submission, '2026-11-18')).toBe(false);
    expect(isOverdue(task('undated', 'february', null), submission, '2026-11-18')).toBe(false);
  });

  it('calls a task due soon from today to seven days on', () => {
    expect(isDueSoon(task('today', 'twoweeks', '2026-11-18'), submission, '2026-11-18')).toBe(true);
    expect(isDueSoon(task('week', 'aftercamp', '2026-11-25'), submission, '2026-11-18')).toBe(true);
    expect(isDueSoon(task('later', 'aftercamp', '2026-11-26'), submission, '2026-11-18')).toBe(false);
    expect(isDueSoon(task('late', 'eightweeks', '2026-09-21'), submission, '2026-11-18')).toBe(false);
  });
});
