// The tasks of a bucket or of a kind: name, kind and date, 'Overdue' when its date has passed and it is
// not done (docs/decisions/044-director-task-buckets-in-date-order.md), and the task's mark, each opening the task.
import { progressOf, taskCompletion, type TaskSubmission } from '@pals/core/tasks/progress';
import { isOverdue } from '@pals/core/tasks/timeline';
import { Link } from '../../ui/router.tsx';
import { useToday } from '../../ui/useNow.ts';
import { TaskMark } from './TaskMark.tsx';
import { taskPath, taskTypeWord } from './taskViews.ts';
import { TaskWhen } from './TaskWhen.tsx';
import type { DirectorTask } from './useDirectorTasks.ts';

/** 'Season Kickoff Call' says it is a call already: no second 'Call' beside it (docs/decisions/020-design-pass.md). */
const namesItsType = (task: DirectorTask) => new RegExp(`\\b${taskTypeWord(task)}$`, 'i').test(task.name.trim());

export function TaskList({ label, tasks, submission }: { label: string; tasks: DirectorTask[]; submission: TaskSubmission }) {
  const today = useToday();
  if (tasks.length === 0) return <p className="card">There are no tasks here.</p>;
  return (
    <nav aria-label={label}>
      <ul className="menu">
        {tasks.map((task) => (
          <li key={task.id}>
            <Link className="button button-menu task-item" to={taskPath(task.id)}>
              <span className="task-item-words">
                <span className="task-item-name">{task.name}</span>{' '}
                <span className="task-item-meta">
                  {!namesItsType(task) && `${taskTypeWord(task)} · `}
                  <TaskWhen task={task} />
                </span>{' '}
                {isOverdue(task, submission, today) && <span className="tag task-tag-overdue">Overdue</span>}
              </span>{' '}
              <TaskMark progress={progressOf(taskCompletion(task, submission))} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
