// How far a task's answers take it (docs/product.md#states): 'Done', '1 of 2 done', or 'Not done yet',
// counted from the form as it is now, so a tick shows at once; until Submit it says the change is
// not sent yet (docs/decisions/044-director-task-buckets-in-date-order.md).
import { progressOf, taskCompletion, type TaskSubmission } from '@pals/core/tasks/progress';
import type { TaskFields } from './taskFields.ts';
import type { DirectorTask } from './useDirectorTasks.ts';

/** The form's values as a submission: an empty field is no answer. */
const answered = (fields: TaskFields): TaskSubmission => Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== ''));

function progressWords(task: DirectorTask, submission: TaskSubmission): string {
  const completion = taskCompletion(task, submission);
  if (task.type === 'deliverable' && task.checkboxes.length > 0) {
    const ticked = Math.round(completion * task.checkboxes.length);
    return `${ticked} of ${task.checkboxes.length} done`;
  }
  return completion >= 1 ? 'Done' : 'Not done yet';
}

export function TaskProgressLine({ task, fields, unsent }: { task: DirectorTask; fields: TaskFields; unsent: boolean }) {
  const submission = answered(fields);
  const progress = progressOf(taskCompletion(task, submission));
  return (
    <div className="task-progress-box" aria-live="polite">
      <p className={`task-progress task-progress-${progress}`}>
        {progress !== 'none' && (
          <span className="task-progress-symbol" aria-hidden="true">
            {progress === 'done' ? '✓' : '…'}
          </span>
        )}
        <span>{`Progress: ${progressWords(task, submission)}`}</span>
      </p>
      {unsent && <p className="task-unsent">Not saved yet: press Submit to save it.</p>}
    </div>
  );
}
