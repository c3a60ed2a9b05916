// One bucket of /tasks. This month's bucket is solid and carries a 'This month' tag, so the highlight
// is never colour alone; the others are faded but still easy to read.
import { bucketCompletion, progressOf, type TaskSubmission } from '@pals/core/taskProgress';
import { Link } from 'react-router';
import { TaskMark } from './TaskMark.tsx';
import { bucketMonth, bucketPath, type BucketEntry } from './taskViews.ts';
import type { DirectorTask } from './useDirectorTasks.ts';

export function BucketButton({ entry, tasks, submission }: { entry: BucketEntry; tasks: DirectorTask[]; submission: TaskSubmission }) {
  const month = bucketMonth(entry);
  return (
    <Link className={`button button-menu task-bucket ${entry.current ? 'task-bucket-current' : 'task-bucket-faded'}`} to={bucketPath(entry.bucket)}>
      <span className="task-bucket-words">
        <span>
          {entry.title}
          {month && (
            <>
              {' · '}
              <span className="task-nowrap">{month}</span>
            </>
          )}
        </span>{' '}
        {entry.current && <span className="task-tag">This month</span>}
      </span>{' '}
      <TaskMark progress={progressOf(bucketCompletion(tasks, submission))} />
    </Link>
  );
}
