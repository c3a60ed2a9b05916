// A task's form (docs/product.md#task-bucket): prefilled with the saved answers; Submit sends every field
// of the task, empty ones included; then 'Saved.' or a failure notice for 2 seconds. On success the
// form is reset from the submission the server answers; on failure the answers stay, to try again.
// A change is a draft kept on the phone (data/useDraft.ts) over the saved answers, which wins over
// them when the task opens again, and says so.
import { messages } from '@pals/core/messages';
import { useState, type FormEvent } from 'react';
import { useDraft, useDraftFollows } from '../../data/useDraft.ts';
import type { TaskSubmission } from '@pals/core/tasks/progress';
import { Button } from '../../ui/Button.tsx';
import { DraftLine } from '../../ui/DraftLine.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { CallRating } from './CallRating.tsx';
import { taskFields, type TaskFields } from './taskFields.ts';
import { TaskProgressLine } from './TaskProgressLine.tsx';
import { TaskTicks } from './TaskTicks.tsx';
import type { DirectorTask } from './useDirectorTasks.ts';
import { useSaveTask } from './useSaveTask.ts';
import { useTaskNotice } from './useTaskNotice.ts';

const taskSaved = 'Saved.';
const taskSaveFailed = 'Saving failed. Please try again.';

export function TaskForm({ task, saved }: { task: DirectorTask; saved: TaskSubmission }) {
  const [start] = useState<TaskFields>(() => taskFields(task, saved));
  const draft = useDraft(`task:${task.id}`, start);
  const fields = draft.value;
  // What the server has: the form's start, then each submission it answers.
  const [sent, setSent] = useState<TaskFields>(() => taskFields(task, saved));
  const [notice, showNotice] = useTaskNotice();
  const save = useSaveTask();
  useDraftFollows(draft, save.held, save.isError);

  const onChange = (key: string, value: string) => {
    if (save.sending) return;
    // A change while the last save waits on the phone: how that one goes is for the waiting list to say.
    if (save.held) save.reset();
    draft.set((current) => ({ ...current, [key]: value }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.sending) return;
    draft.handed();
    save.send(taskFields(task, fields), {
      about: task.name,
      onSuccess: ({ submission }) => {
        draft.sent(taskFields(task, submission));
        setSent(taskFields(task, submission));
        showNotice('saved');
      },
      onError: () => showNotice('failed'),
    });
  };

  const props = { task, fields, onChange };
  const unsent = Object.keys(sent).some((key) => (fields[key] ?? '') !== sent[key]) && !save.sending && !save.held;
  return (
    <form className="task-form" onSubmit={submit} noValidate>
      <DraftLine keptAt={draft.keptAt} overSaved overOthers={draft.overOthers} onClear={draft.discard} />
      <TaskProgressLine task={task} fields={fields} unsent={unsent} />
      {task.type === 'call' ? <CallRating {...props} /> : <TaskTicks {...props} />}
      <Button type="submit" busy={save.sending}>
        Submit
      </Button>
      {save.sending && <Spinner label="Submitting..." />}
      {save.held && <Notice tone="info">{messages.savedOnPhone}</Notice>}
      {notice === 'saved' && <Notice tone="success">{taskSaved}</Notice>}
      {notice === 'failed' && (
        <Notice tone="failure">
          {taskSaveFailed}
          {save.notKept && ` ${messages.notKeptOnPhone}`}
        </Notice>
      )}
    </form>
  );
}
