// The tasks of a bucket or of a kind: name, kind and date, and the task's mark, each opening the task.
import { progressOf, taskCompletion, type TaskSubmission } from '@pals/core/taskProgress';
import { Link } from '../../ui/router.tsx';
import { TaskMark } from './TaskMark.tsx';
import { taskPath, taskTypeWord } from './taskViews.ts';
import { TaskWhen } from './TaskWhen.tsx';
import type { DirectorTask } from './useDirectorTasks.ts';

/** 'Season Kickoff Call' says it is a call already: no second 'Call' beside it (docs/decisions/020-design-pass-issue-13.md). */
const namesItsType = (task: DirectorTask) => new RegExp(`\\b${taskTypeWord(task)}$`, 'i').test(task.name.trim());

export function TaskList({ label, tasks, submission }: { label: string; tasks: DirectorTask[]; submission: TaskSubmission }) {
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
                </span>
              </span>{' '}
              <TaskMark progress={progressOf(taskCompletion(task, submission))} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
