// A call's form: how helpful it was, as a real radio group of docs/product.md#task-bucket four call ratings, and feedback
// of at most 1000 characters with what is left of them.
import { callRatings, feedbackLimit } from '@pals/core/tasks/progress';
import { useId } from 'react';
import type { DirectorTask } from './useDirectorTasks.ts';
import type { TaskFields } from './taskFields.ts';

export function CallRating({
  task,
  fields,
  onChange,
}: {
  task: DirectorTask;
  fields: TaskFields;
  onChange: (key: string, value: string) => void;
}) {
  const feedbackId = useId();
  const counterId = useId();
  const ratingKey = `${task.id}-Rating`;
  const feedbackKey = `${task.id}-Feedback`;
  const feedback = fields[feedbackKey] ?? '';
  return (
    <>
      <fieldset className="task-fieldset">
        <legend className="field-label">How helpful was this call?</legend>
        {callRatings.map(({ value, label }) => (
          <label key={value} className="choice">
            <input
              type="radio"
              name={ratingKey}
              value={value}
              checked={fields[ratingKey] === value}
              onChange={() => onChange(ratingKey, value)}
            />
            <span>{label}</span>
          </label>
        ))}
      </fieldset>
      <div className="task-fieldset">
        <label className="field-label" htmlFor={feedbackId}>
          Feedback
        </label>
        <textarea
          id={feedbackId}
          className="text-input task-feedback"
          rows={4}
          maxLength={feedbackLimit}
          aria-describedby={counterId}
          value={feedback}
          onChange={(event) => onChange(feedbackKey, event.target.value)}
        />
        <p id={counterId} className="task-counter">
          {feedbackLimit - feedback.length} / {feedbackLimit} characters left
        </p>
      </div>
    </>
  );
}
