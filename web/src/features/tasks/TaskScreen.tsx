// docs/product.md#task-bucket: one task, what it is about, its progress and its form. Its back arrow
// returns to the task's bucket.
import { useParams } from '../../ui/router.tsx';
import { BackLink } from '../../ui/BackLink.tsx';
import { ScreenTitle } from '../../ui/ScreenTitle.tsx';
import { TaskAbout } from './TaskAbout.tsx';
import { TaskForm } from './TaskForm.tsx';
import { TaskNotFound } from './TaskNotFound.tsx';
import { bucketPath, bucketTitle, tasksPath } from './taskViews.ts';
import { useDirectorTasks } from './useDirectorTasks.ts';
import { TasksData } from './TasksData.tsx';
import { useFormStart } from '../../data/useApiQuery.ts';
import { Loading } from '../../ui/Spinner.tsx';
import { useToday } from '../../ui/useNow.ts';
import { isOverdue } from '@pals/core/tasks/timeline';

export function TaskScreen() {
  const id = useParams().id ?? '';
  const tasks = useDirectorTasks();
  const task = tasks.data?.tasks.find((candidate) => candidate.id === id);
  const start = useFormStart(tasks, id);
  const today = useToday();
  return (
    <div className="tasks">
      {task ? (
        <BackLink to={bucketPath(task.bucket)} name={`Back to ${bucketTitle(task.bucket)}`} />
      ) : (
        <BackLink to={tasksPath} name="Back to Director Tasks" />
      )}
      <ScreenTitle>{task?.name ?? 'Director Tasks'}</ScreenTitle>
      <TasksData>
        {(data) =>
          task ? (
            <>
              <TaskAbout task={task} overdue={isOverdue(task, data.submission, today)} />
              {start ? <TaskForm key={task.id} task={task} saved={start.submission} /> : <Loading />}
            </>
          ) : (
            <TaskNotFound>There is no such task in your list.</TaskNotFound>
          )
        }
      </TasksData>
    </div>
  );
}
