// A task's form values (docs/product.md#task-completion submission keys): every key of the task, '' when unanswered, and
// 'true' for a ticked box. What is sent is all of them, empty ones included (docs/product.md#calls).
import { taskKeys, type TaskSubmission } from '@pals/core/tasks/progress';
import type { DirectorTask } from './useDirectorTasks.ts';

export type TaskFields = Record<string, string>;

export function taskFields(task: DirectorTask, submission: TaskSubmission): TaskFields {
  return Object.fromEntries(taskKeys(task).map(({ key }) => [key, submission[key] ?? '']));
}
