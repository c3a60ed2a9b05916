// What a report submission carries (SPEC §3): every question of the form, blank when unanswered, and
// the comments whose boxes are open. A disabled activity sends blanks, as a disabled input would.
import { activityEnabled, commentField, commentOpen, type Question, type ReportForm } from '@pals/core/reports';

export type Answers = Readonly<Record<string, string>>;

export function answersToSend(form: ReportForm, answers: Answers): Record<string, string> {
  const fields: Record<string, string> = {};
  const add = (question: Question, enabled: boolean) => {
    const answer = enabled ? (answers[question.field] ?? '') : '';
    fields[question.field] = answer;
    if (enabled && commentOpen(question, answer)) fields[commentField(question.field)] = answers[commentField(question.field)] ?? '';
  };
  for (const question of form.questions) add(question, true);
  for (const activity of form.activities ?? []) {
    const enabled = activityEnabled(activity, answers);
    for (const question of activity.questions) add(question, enabled);
  }
  return fields;
}
