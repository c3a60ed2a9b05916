// A Yes/No or a 1-to-5 rating as a real radio group: the question is the legend, every option a big
// labelled target, a rating's option showing its docs/product.md#report-section words. The comment box opens as docs/product.md#report-section says.
import { commentField, commentOpen, scaleLabels, type Question } from '@pals/core/reports';
import { useId } from 'react';
import { CommentBox } from './CommentBox.tsx';
import { FieldProblem } from './FieldProblem.tsx';
import type { QuestionProps } from './questionProps.ts';

type ChoiceKind = Extract<Question, { kind: 'yesNo' | 'rating' }>;

function optionsOf(question: ChoiceKind): { value: string; words: string }[] {
  if (question.kind === 'yesNo')
    return [
      { value: 'Yes', words: 'Yes' },
      { value: 'No', words: 'No' },
    ];
  return scaleLabels[question.scale].map((words, index) => ({ value: String(index + 1), words }));
}

export function ChoiceQuestion({ question, ...props }: QuestionProps & { question: ChoiceKind }) {
  const { answers, problems, onChange } = props;
  const problemId = useId();
  const answer = answers[question.field] ?? '';
  const problem = problems[question.field];
  return (
    <fieldset className="report-question" aria-describedby={problem ? problemId : undefined}>
      <legend className="field-label">{question.question}</legend>
      {problem && <FieldProblem id={problemId} message={problem} />}
      <div className={question.kind === 'yesNo' ? 'choices choices-two' : 'choices'}>
        {optionsOf(question).map(({ value, words }) => (
          <label key={value} className={question.kind === 'rating' ? 'choice choice-rating' : 'choice'}>
            <input
              type="radio"
              name={question.field}
              value={value}
              checked={answer === value}
              onChange={() => onChange(question.field, value)}
              aria-invalid={problem ? true : undefined}
            />
            {question.kind === 'rating' && <span className="choice-number">{value}</span>} <span>{words}</span>
          </label>
        ))}
      </div>
      {commentOpen(question, answer) && <CommentBox field={commentField(question.field)} {...props} />}
    </fieldset>
  );
}
