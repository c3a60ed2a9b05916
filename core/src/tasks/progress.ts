// Director task progress (docs/product.md#task-completion, docs/product.md#task-completion, docs/product.md#limits call ratings).
import type { TaskCheckbox, TaskType } from './rules.ts';

export interface ProgressTask {
  id: string;
  type: TaskType;
  optional: boolean;
  checkboxes: readonly TaskCheckbox[];
}

/** Saved answers by key: {id}-Completed, {id}-Rating, {id}-Feedback, {id}-{checkbox}. */
export type TaskSubmission = Readonly<Record<string, string>>;

export const callRatings = [
  { value: '1', label: 'Not helpful' },
  { value: '2', label: 'Could have been better' },
  { value: '3', label: 'Extremely helpful' },
  { value: '0', label: 'Did not attend' },
] as const;

export const feedbackLimit = 1000;
const ticked = (submission: TaskSubmission, key: string) => submission[key] === 'true';

/** 0 to 1: training when Completed; deliverable the share of boxes ticked (or Completed when it
 * has none); call once it has a rating. */
export function taskCompletion(task: ProgressTask, submission: TaskSubmission): number {
  if (task.type === 'call') return submission[`${task.id}-Rating`] !== undefined ? 1 : 0;
  if (task.type === 'deliverable' && task.checkboxes.length > 0) {
    return task.checkboxes.filter((box) => ticked(submission, `${task.id}-${box.name}`)).length / task.checkboxes.length;
  }
  return ticked(submission, `${task.id}-Completed`) ? 1 : 0;
}

/** The average over a bucket's tasks. Optional trainings are shown but do not lower it: they count
 * only when done, or when the bucket has nothing else. */
export function bucketCompletion(tasks: readonly ProgressTask[], submission: TaskSubmission): number {
  const counted = tasks.filter((task) => !task.optional || taskCompletion(task, submission) === 1);
  const pool = counted.length > 0 ? counted : tasks;
  if (pool.length === 0) return 0;
  return pool.reduce((sum, task) => sum + taskCompletion(task, submission), 0) / pool.length;
}

export type Progress = 'done' | 'partial' | 'none';
export const progressOf = (completion: number): Progress => (completion >= 1 ? 'done' : completion > 0 ? 'partial' : 'none');

/** The form keys of a task, for the web to draw and the server to accept. */
export function taskKeys(task: ProgressTask): { key: string; kind: 'tick' | 'rating' | 'text' }[] {
  if (task.type === 'call')
    return [
      { key: `${task.id}-Rating`, kind: 'rating' },
      { key: `${task.id}-Feedback`, kind: 'text' },
    ];
  if (task.type === 'deliverable' && task.checkboxes.length > 0)
    return task.checkboxes.map((box) => ({ key: `${task.id}-${box.name}`, kind: 'tick' as const }));
  return [{ key: `${task.id}-Completed`, kind: 'tick' }];
}

export type TaskValidation = { ok: true; changes: Record<string, string | null> } | { ok: false; fields: Record<string, string> };

/** Checks posted task fields; each becomes a value to save or null to clear (an empty field). */
export function validateTaskFields(tasks: readonly ProgressTask[], fields: Readonly<Record<string, unknown>>): TaskValidation {
  const kinds = new Map(tasks.flatMap(taskKeys).map(({ key, kind }) => [key, kind]));
  const errors: Record<string, string> = {};
  const changes: Record<string, string | null> = {};
  for (const [key, raw] of Object.entries(fields)) {
    const kind = kinds.get(key);
    const value =
      typeof raw === 'boolean' ? String(raw) : typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : null;
    if (!kind) errors[key] = 'is not a field of your tasks';
    else if (value === null) errors[key] = 'must be text';
    else if (value === '' || (kind === 'tick' && value === 'false')) changes[key] = null;
    else if (kind === 'tick' && value !== 'true') errors[key] = 'must be true or false';
    else if (kind === 'rating' && !callRatings.some((r) => r.value === value)) errors[key] = 'must be 0, 1, 2 or 3';
    else if (kind === 'text' && value.length > feedbackLimit) errors[key] = `can be at most ${feedbackLimit} characters`;
    else changes[key] = value;
  }
  return Object.keys(errors).length > 0 ? { ok: false, fields: errors } : { ok: true, changes };
}
