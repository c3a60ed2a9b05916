// docs/product.md#task-kinds: every task of one kind, soonest first (docs/decisions/020-design-pass.md: a month bucket
// may fall after an offset one); back to All Tasks.
import { taskBuckets } from '@pals/core/tasks/rules';
import { useParams } from '../../ui/router.tsx';
import { BackLink } from '../../ui/BackLink.tsx';
import { ScreenTitle } from '../../ui/ScreenTitle.tsx';
import { TaskList } from './TaskList.tsx';
import { TaskNotFound } from './TaskNotFound.tsx';
import { TasksData } from './TasksData.tsx';
import { allTasksPath, taskTypeViews } from './taskViews.ts';
import type { DirectorTask } from './useDirectorTasks.ts';

/** By date (undated last), then in bucket order. */
const byDate = (a: DirectorTask, b: DirectorTask) =>
  (a.date ?? '~').localeCompare(b.date ?? '~') || taskBuckets.indexOf(a.bucket) - taskBuckets.indexOf(b.bucket);

export function TaskTypeScreen() {
  const param = useParams().taskType;
  const view = taskTypeViews.find((candidate) => candidate.type === param);
  return (
    <div className="tasks">
      <BackLink to={allTasksPath} name="Back to All Tasks" />
      <ScreenTitle>{view?.title ?? 'All Tasks'}</ScreenTitle>
      {!view ? (
        <TaskNotFound>{`There is no kind of task called “${param ?? ''}”.`}</TaskNotFound>
      ) : (
        <TasksData>
          {(data) => <TaskList label={view.title} tasks={data.tasks.filter(view.shows).sort(byDate)} submission={data.submission} />}
        </TasksData>
      )}
    </div>
  );
}
