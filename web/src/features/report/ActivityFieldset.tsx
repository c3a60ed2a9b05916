// One Programming activity (docs/product.md#data): its name, then how it went.
import type { Activity } from '@pals/core/reports';
import { QuestionField } from './QuestionField.tsx';
import type { QuestionProps } from './questionProps.ts';

export function ActivityFieldset({ activity, ...props }: QuestionProps & { activity: Activity }) {
  return (
    <fieldset className="report-activity">
      <legend className="activity-title">{activity.title}</legend>
      {activity.questions.map((question) => (
        <QuestionField key={question.field} question={question} {...props} />
      ))}
    </fieldset>
  );
}
