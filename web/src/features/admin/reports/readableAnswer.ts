// A report answer as the person saw the question: an activity's questions name their activity, and a
// rating has its words ('4 Great').
import { questionsOf, reportForms, scaleLabels, type ReportSection } from '@pals/core/reports/rules';

export function questionLabel(section: ReportSection, field: string, question: string): string {
  const base = field.replace(/-comment$/, '');
  const activity = reportForms[section].activities?.find((a) => a.questions.some((q) => q.field === base));
  return activity ? `${activity.title}: ${question}` : question;
}

export function answerText(section: ReportSection, field: string, answer: string): string {
  const question = questionsOf(reportForms[section]).find((q) => q.field === field);
  const rating = Number(answer);
  if (question?.kind === 'rating' && Number.isInteger(rating) && rating >= 1 && rating <= 5)
    return `${answer} ${scaleLabels[question.scale][rating - 1]}`;
  return answer;
}
