// The ticks of a task: a deliverable's checklist, or the one 'Completed' box of a training or of a
// deliverable without a checklist. Each box is a big labelled target.
import type { DirectorTask } from './useDirectorTasks.ts';
import type { TaskFields } from './taskFields.ts';

export function TaskTicks({
  task,
  fields,
  onChange,
}: {
  task: DirectorTask;
  fields: TaskFields;
  onChange: (key: string, value: string) => void;
}) {
  const boxes =
    task.checkboxes.length > 0 && task.type === 'deliverable'
      ? task.checkboxes.map((box) => ({ key: `${task.id}-${box.name}`, text: box.text }))
      : null;
  const tick = (key: string, text: string) => (
    <label key={key} className="choice">
      <input type="checkbox" checked={fields[key] === 'true'} onChange={(event) => onChange(key, event.target.checked ? 'true' : '')} />
      <span>{text}</span>
    </label>
  );
  if (!boxes) return <div className="task-fieldset">{tick(`${task.id}-Completed`, 'Completed')}</div>;
  return (
    <fieldset className="task-fieldset">
      <legend className="field-label">Checklist</legend>
      {boxes.map(({ key, text }) => tick(key, text))}
    </fieldset>
  );
}
