// What a task is: its kind and bucket, description, date (a call's hour in ET), topic, its link, and
// for a training the survey, which already carries the person's name and email.
import { LinkButton } from '../../ui/LinkButton.tsx';
import { bucketTitle, taskTypeWord } from './taskViews.ts';
import { TaskWhen } from './TaskWhen.tsx';
import type { DirectorTask } from './useDirectorTasks.ts';

export function TaskAbout({ task, overdue }: { task: DirectorTask; overdue: boolean }) {
  return (
    <>
      <p className="lead-text">
        {taskTypeWord(task)} · {bucketTitle(task.bucket)}
      </p>
      <section className="card task-about" aria-label="About this task">
        {task.description && <p>{task.description}</p>}
        <dl className="task-facts">
          <div>
            <dt>{task.type === 'call' ? 'When' : 'Due'}</dt>
            <dd>
              <TaskWhen task={task} />
              {overdue && (
                <>
                  {' '}
                  <span className="tag task-tag-overdue">Overdue</span>
                </>
              )}
            </dd>
          </div>
          {task.topic && (
            <div>
              <dt>Topic</dt>
              <dd>{task.topic}</dd>
            </div>
          )}
        </dl>
      </section>
      {(task.link || task.surveyLink) && (
        <div className="button-stack">
          {task.link && <LinkButton href={task.link}>{task.linkTitle || task.link}</LinkButton>}
          {task.surveyLink && (
            <LinkButton look="primary" href={task.surveyLink}>
              Open the survey
            </LinkButton>
          )}
        </div>
      )}
    </>
  );
}
