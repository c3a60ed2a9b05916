// One bucket of /tasks. This month's bucket is solid and carries a 'This month' tag, so the highlight
// is never colour alone; the others are faded but still easy to read.
import { bucketCompletion, progressOf, type TaskSubmission } from '@pals/core/taskProgress';
import { Link } from '../../ui/router.tsx';
import { TaskMark } from './TaskMark.tsx';
import { bucketMonth, bucketPath, type BucketEntry } from './taskViews.ts';
import type { DirectorTask } from './useDirectorTasks.ts';

export function BucketButton({ entry, tasks, submission }: { entry: BucketEntry; tasks: DirectorTask[]; submission: TaskSubmission }) {
  const month = bucketMonth(entry);
  return (
    <Link
      className={`button button-menu task-bucket ${entry.current ? 'task-bucket-current' : 'task-bucket-faded'}`}
      to={bucketPath(entry.bucket)}
    >
      <span className="task-bucket-words">
        {/* The month on a line of its own under the title: '8 Weeks Out ·' never breaks from it (docs/decisions/020-design-pass-issue-13.md). */}
        <span className="task-bucket-title">{entry.title}</span>
        {month && (
          <>
            {' '}
            <span className="task-bucket-month">{month}</span>
          </>
        )}{' '}
        {entry.current && <span className="task-tag">This month</span>}
      </span>{' '}
      <TaskMark progress={progressOf(bucketCompletion(tasks, submission))} />
    </Link>
  );
}
