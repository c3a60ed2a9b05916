// One Programming activity (SPEC §3, §4). Until the activity before it has a name it is disabled:
// only its name box shows, greyed, with the reason beside it.
import { activityEnabled, type Activity } from '@pals/core/reports';
import { useId } from 'react';
import { QuestionField } from './QuestionField.tsx';
import type { QuestionProps } from './questionProps.ts';

export function ActivityFieldset({ activity, previous, ...props }: QuestionProps & { activity: Activity; previous: Activity | undefined }) {
  const hintId = useId();
  const enabled = activityEnabled(activity, props.answers);
  const [name, ...rest] = activity.questions;
  return (
    <fieldset className="report-activity" disabled={!enabled}>
      <legend className="activity-title">{activity.title}</legend>
      {!enabled && previous && (
        <p id={hintId} className="activity-hint">
          Give {previous.title.toLowerCase()} a name first.
        </p>
      )}
      {name && <QuestionField question={name} hintId={enabled ? undefined : hintId} {...props} />}
      {enabled && rest.map((question) => <QuestionField key={question.field} question={question} {...props} />)}
    </fieldset>
  );
}
