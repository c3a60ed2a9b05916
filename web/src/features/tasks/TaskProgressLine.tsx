// How far the saved answers take a task (docs/product.md#states): 'Done', '1 of 2 done', or 'Not done yet'.
import { progressOf, taskCompletion, type TaskSubmission } from '@pals/core/taskProgress';
import type { DirectorTask } from './useDirectorTasks.ts';

function progressWords(task: DirectorTask, submission: TaskSubmission): string {
  const completion = taskCompletion(task, submission);
  if (task.type === 'deliverable' && task.checkboxes.length > 0) {
    const ticked = Math.round(completion * task.checkboxes.length);
    return `${ticked} of ${task.checkboxes.length} done`;
  }
  return completion >= 1 ? 'Done' : 'Not done yet';
}

export function TaskProgressLine({ task, submission }: { task: DirectorTask; submission: TaskSubmission }) {
  const progress = progressOf(taskCompletion(task, submission));
  return (
    <p className={`task-progress task-progress-${progress}`}>
      <span className="task-progress-symbol" aria-hidden="true">
        {progress === 'done' ? '✓' : progress === 'partial' ? '…' : '○'}
      </span>
      <span>{`Progress: ${progressWords(task, submission)}`}</span>
    </p>
  );
}
