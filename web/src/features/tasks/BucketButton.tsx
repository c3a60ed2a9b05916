// One bucket of /tasks, under its month's heading: its title, how many of its tasks are overdue (in
// words, not colour alone) and its mark. This month's buckets are solid; past ones are plain.
import { bucketCompletion, progressOf, type TaskSubmission } from '@pals/core/tasks/progress';
import { isOverdue, type MonthWhen } from '@pals/core/tasks/timeline';
import { Link } from '../../ui/router.tsx';
import { TaskMark } from './TaskMark.tsx';
import { bucketPath, type BucketEntry } from './taskViews.ts';
import type { DirectorTask } from './useDirectorTasks.ts';

export function BucketButton({
  entry,
  when,
  tasks,
  submission,
  today,
}: {
  entry: BucketEntry;
  when: MonthWhen;
  tasks: DirectorTask[];
  submission: TaskSubmission;
  today: string;
}) {
  const overdue = tasks.filter((task) => isOverdue(task, submission, today)).length;
  return (
    <Link className={`button button-menu task-bucket task-bucket-${when}`} to={bucketPath(entry.bucket)}>
      <span className="task-bucket-words">
        <span className="task-bucket-title">{entry.title}</span>{' '}
        {overdue > 0 && <span className="tag task-tag-overdue">{`${overdue} overdue`}</span>}
      </span>{' '}
      <TaskMark progress={progressOf(bucketCompletion(tasks, submission))} />
    </Link>
  );
}
