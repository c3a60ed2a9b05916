// What a report submission carries (docs/product.md#data): every question of the form, blank when unanswered, and
// the comments whose boxes are open. An activity the form does not show sends blanks, and so do the
// questions of an activity without a name.
import { activityQuestions, commentField, openActivities, commentOpen, type Question, type ReportForm } from '@pals/core/reports/rules';

export type Answers = Readonly<Record<string, string>>;

export function answersToSend(form: ReportForm, answers: Answers): Record<string, string> {
  const fields: Record<string, string> = {};
  const add = (question: Question, enabled: boolean) => {
    const answer = enabled ? (answers[question.field] ?? '') : '';
    fields[question.field] = answer;
    if (enabled && commentOpen(question, answer)) fields[commentField(question.field)] = answers[commentField(question.field)] ?? '';
  };
  for (const question of form.questions) add(question, true);
  const open = openActivities(form.activities ?? [], answers);
  for (const activity of form.activities ?? []) {
    const asked = activityQuestions(activity, answers);
    for (const question of activity.questions) add(question, open.includes(activity) && asked.includes(question));
  }
  return fields;
}
