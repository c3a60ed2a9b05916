// A task's date, or a call's date and hour in ET, with the hour kept on one line on a narrow phone.
import { taskWhen } from './taskViews.ts';
import type { DirectorTask } from './useDirectorTasks.ts';

export function TaskWhen({ task }: { task: DirectorTask }) {
  const words = taskWhen(task);
  const hourAt = task.callTime ? words.lastIndexOf(', ') : -1;
  if (hourAt < 0) return words;
  return (
    <>
      {words.slice(0, hourAt + 2)}
      <span className="no-wrap">{words.slice(hourAt + 2)}</span>
    </>
  );
}
