// SPEC §2 /tasks/task/{id}: one task, what it is about, its progress and its form. Its back arrow
// returns to the task's bucket.
import { useParams } from '../../ui/router.tsx';
import { BackLink } from '../../ui/BackLink.tsx';
import { ScreenTitle } from '../../ui/ScreenTitle.tsx';
import { TaskAbout } from './TaskAbout.tsx';
import { TaskForm } from './TaskForm.tsx';
import { TaskNotFound } from './TaskNotFound.tsx';
import { TaskProgressLine } from './TaskProgressLine.tsx';
import { bucketPath, bucketTitle, tasksPath } from './taskViews.ts';
import { useDirectorTasks } from './useDirectorTasks.ts';
import { TasksData } from './TasksData.tsx';

export function TaskScreen() {
  const id = useParams().id ?? '';
  const task = useDirectorTasks().data?.tasks.find((candidate) => candidate.id === id);
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
              <TaskAbout task={task} />
              <TaskProgressLine task={task} submission={data.submission} />
              <TaskForm key={task.id} task={task} saved={data.submission} />
            </>
          ) : (
            <TaskNotFound>There is no such task in your list.</TaskNotFound>
          )
        }
      </TasksData>
    </div>
  );
}
