// docs/product.md#task-buckets: what is overdue and due this week first; then the buckets in date order
// under their months (docs/decisions/044-director-task-buckets-in-date-order.md), each month saying in
// words whether it is past, this month or to come; then All Tasks.
import { isDueSoon, isOverdue, taskMonths, type TaskMonth } from '@pals/core/tasks/timeline';
import { LinkButton } from '../../ui/LinkButton.tsx';
import { BackLink } from '../../ui/BackLink.tsx';
import { ScreenTitle } from '../../ui/ScreenTitle.tsx';
import { useToday } from '../../ui/useNow.ts';
import { BucketButton } from './BucketButton.tsx';
import { TaskList } from './TaskList.tsx';
import { TasksData } from './TasksData.tsx';
import { allTasksPath, bucketEntries, type BucketEntry } from './taskViews.ts';
import type { DirectorTasks } from './useDirectorTasks.ts';

const monthTags = { past: 'Past', current: 'This month', future: null } as const;

export function BucketsScreen() {
  const today = useToday();
  return (
    <div className="tasks tasks-buckets laptop-columns">
      <BackLink to="/" name="Back to home" />
      <ScreenTitle>Director Tasks</ScreenTitle>
      <TasksData>
        {(data) => (
          <>
            {data.buckets.length === 0 && (
              <p className="lead-text">Your start date is not in the camp’s sheet yet, so the weeks before camp have no month.</p>
            )}
            <DueNow data={data} today={today} />
            <nav aria-label="Task buckets" className="task-months laptop-beside">
              {monthsShown(taskMonths(bucketEntries(data), data.tasks, today)).map((month) => (
                <MonthSection key={month.key} month={month} data={data} today={today} />
              ))}
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

/** At most this many tasks listed in each group of "To do now": the latest overdue, the soonest due
 * (the months below count the rest; the staff home lists them too). */
const dueNowShown = 2;

/** "To do now": what is overdue, then what is due in the next 7 days, each group under its own count
 * with the tasks it lists, so a count never stands over tasks of the other group. */
function DueNow({ data, today }: { data: DirectorTasks; today: string }) {
  const overdue = data.tasks.filter((task) => isOverdue(task, data.submission, today));
  const soon = data.tasks.filter((task) => isDueSoon(task, data.submission, today));
  if (overdue.length === 0 && soon.length === 0) return null;
  return (
    <section className="task-due" aria-labelledby="task-due-heading">
      <h2 id="task-due-heading" className="task-month-heading">
        To do now
      </h2>
      <DueGroup count={`${overdue.length} overdue`} label="Overdue tasks" tasks={[...overdue].reverse()} data={data} />
      <DueGroup count={`${soon.length} due in the next 7 days`} label="Tasks due in the next 7 days" tasks={soon} data={data} />
    </section>
  );
}

function DueGroup({ count, label, tasks, data }: { count: string; label: string; tasks: DirectorTasks['tasks']; data: DirectorTasks }) {
  if (tasks.length === 0) return null;
  const shown = tasks.slice(0, dueNowShown);
  const more = tasks.length - shown.length;
  return (
    <>
      <h3 className="task-due-count">{count}</h3>
      <TaskList label={label} tasks={shown} submission={data.submission} />
      {more > 0 && <p className="task-due-more">{`${more} more: each month below says how many.`}</p>}
    </>
  );
}

/** A month to come whose one bucket is the month itself ("February" of February 2027) needs no
 * heading of its own: such months in a row are one section, "Later months", each bucket named with
 * its month and year. */
function monthsShown(months: TaskMonth<BucketEntry>[]): TaskMonth<BucketEntry>[] {
  const shown: TaskMonth<BucketEntry>[] = [];
  for (const month of months) {
    const only = month.entries.length === 1 ? month.entries[0] : undefined;
    const itself = month.when === 'future' && only !== undefined && month.name.startsWith(`${only.title} `);
    if (!itself) {
      shown.push(month);
      continue;
    }
    const named = { ...only, title: month.name };
    const last = shown.at(-1);
    if (last?.key.startsWith('later-')) last.entries.push(named);
    else shown.push({ key: `later-${month.key}`, name: 'Later months', when: 'future', entries: [named] });
  }
  return shown;
}

function MonthSection({ month, data, today }: { month: TaskMonth<BucketEntry>; data: DirectorTasks; today: string }) {
  const tag = monthTags[month.when];
  const headingId = `task-month-${month.key}`;
  return (
    <section className={`task-month task-month-${month.when}`} aria-labelledby={headingId}>
      <h2 id={headingId} className="task-month-heading">
        {month.name}
        {tag && (
          <>
            {' '}
            <span className={`tag task-tag-${month.when}`}>{tag}</span>
          </>
        )}
      </h2>
      <ul className="menu">
        {month.entries.map((entry) => (
          <li key={entry.bucket}>
            <BucketButton
              entry={entry}
              when={month.when}
              tasks={data.tasks.filter((task) => task.bucket === entry.bucket)}
              submission={data.submission}
              today={today}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
