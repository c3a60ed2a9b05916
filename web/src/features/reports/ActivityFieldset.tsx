// One Programming activity (docs/product.md#data): its name, then, once it has one, how it went.
import { activityQuestions, type Activity } from '@pals/core/reports/rules';
import { QuestionField } from './QuestionField.tsx';
import type { QuestionProps } from './questionProps.ts';

export function ActivityFieldset({ activity, ...props }: QuestionProps & { activity: Activity }) {
  return (
    <fieldset className="report-activity">
      <legend className="activity-title">{activity.title}</legend>
      {activityQuestions(activity, props.answers).map((question) => (
        <QuestionField key={question.field} question={question} {...props} />
      ))}
    </fieldset>
  );
}
