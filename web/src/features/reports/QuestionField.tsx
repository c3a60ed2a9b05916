// One question of a report form, drawn by its kind (core/src/reports/rules.ts).
import type { Question } from '@pals/core/reports/rules';
import { ChoiceQuestion } from './ChoiceQuestion.tsx';
import type { QuestionProps } from './questionProps.ts';
import { TextQuestion } from './TextQuestion.tsx';

export function QuestionField({ question, hintId, ...props }: QuestionProps & { question: Question; hintId?: string }) {
  return question.kind === 'text' ? (
    <TextQuestion question={question} hintId={hintId} {...props} />
  ) : (
    <ChoiceQuestion question={question} {...props} />
  );
}
