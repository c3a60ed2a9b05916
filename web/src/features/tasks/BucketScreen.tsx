// docs/product.md#task-bucket: the bucket's tasks; its back arrow returns to /tasks.
import { useParams } from '../../ui/router.tsx';
import { BackLink } from '../../ui/BackLink.tsx';
import { ScreenTitle } from '../../ui/ScreenTitle.tsx';
import { TaskList } from './TaskList.tsx';
import { TaskNotFound } from './TaskNotFound.tsx';
import { TasksData } from './TasksData.tsx';
import { bucketEntries, bucketMonth, bucketOfParam, bucketTitle, tasksPath } from './taskViews.ts';

export function BucketScreen() {
  const param = useParams().bucket;
  const bucket = bucketOfParam(param);
  const title = bucket ? bucketTitle(bucket) : 'Director Tasks';
  return (
    <div className="tasks">
      <BackLink to={tasksPath} name="Back to Director Tasks" />
      <ScreenTitle>{title}</ScreenTitle>
      {!bucket ? (
        <TaskNotFound>{`There is no task bucket called “${param ?? ''}”.`}</TaskNotFound>
      ) : (
        <TasksData>
          {(data) => {
            const entry = bucketEntries(data).find((candidate) => candidate.bucket === bucket);
            const month = entry && bucketMonth(entry);
            return (
              <>
                {month && <p className="lead-text">{month}</p>}
                <TaskList
                  label={`Tasks of ${title}`}
                  tasks={data.tasks.filter((task) => task.bucket === bucket)}
                  submission={data.submission}
                />
              </>
            );
          }}
        </TasksData>
      )}
    </div>
  );
}
