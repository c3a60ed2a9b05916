// docs/product.md#task-buckets: the ten buckets in order, each with its month and its mark (✓ at 100 %, … when
// partial, docs/product.md#states), this month's highlighted and tagged, the others faded; then All Tasks.
import { LinkButton } from '../../ui/LinkButton.tsx';
import { BackLink } from '../../ui/BackLink.tsx';
import { ScreenTitle } from '../../ui/ScreenTitle.tsx';
import { BucketButton } from './BucketButton.tsx';
import { TasksData } from './TasksData.tsx';
import { allTasksPath, bucketEntries } from './taskViews.ts';

export function BucketsScreen() {
  return (
    <div className="tasks">
      <BackLink to="/" name="Back to home" />
      <ScreenTitle>Director Tasks</ScreenTitle>
      <TasksData>
        {(data) => (
          <>
            {data.buckets.length === 0 && (
              <p className="lead-text">Your start date is not in the camp’s sheet yet, so the weeks before camp have no month.</p>
            )}
            <nav aria-label="Task buckets">
              <ul className="menu">
                {bucketEntries(data).map((entry) => (
                  <li key={entry.bucket}>
                    <BucketButton
                      entry={entry}
                      tasks={data.tasks.filter((task) => task.bucket === entry.bucket)}
                      submission={data.submission}
                    />
                  </li>
                ))}
              </ul>
            </nav>
            <LinkButton look="primary" to={allTasksPath}>
              All Tasks
            </LinkButton>
          </>
        )}
      </TasksData>
    </div>
  );
}
