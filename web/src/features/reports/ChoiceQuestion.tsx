// A Yes/No or a 1-to-5 rating as a real radio group: the question is the legend, every option a big
// labelled target. A rating is one row of five numbered targets, each named by its number and its
// docs/product.md#report-section words; the scale's ends and the chosen words are written under the row
// (docs/decisions/045-report-ratings-in-one-row.md). The comment box opens as docs/product.md#report-section says.
import { commentField, commentOpen, scaleLabels, type Question } from '@pals/core/reports/rules';
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
  const options = optionsOf(question);
  return (
    <fieldset className="report-question" aria-describedby={problem ? problemId : undefined}>
      <legend className="field-label">{question.question}</legend>
      {problem && <FieldProblem id={problemId} message={problem} />}
      <div className={question.kind === 'yesNo' ? 'choices choices-two' : 'choices choices-rating'}>
        {options.map(({ value, words }) => (
          <label key={value} className={question.kind === 'rating' ? 'choice choice-rating' : 'choice'}>
            <input
              type="radio"
              name={question.field}
              value={value}
              checked={answer === value}
              onChange={() => onChange(question.field, value)}
              aria-invalid={problem ? true : undefined}
            />
            {question.kind === 'rating' && <span className="choice-number">{value}</span>}{' '}
            <span className={question.kind === 'rating' ? 'visually-hidden' : undefined}>{words}</span>
          </label>
        ))}
      </div>
      {question.kind === 'rating' && <RatingWords options={options} answer={answer} />}
      {commentOpen(question, answer) && <CommentBox field={commentField(question.field)} {...props} />}
    </fieldset>
  );
}

/** Under a rating's row: what 1 and 5 mean, and the words of the answer chosen. The radio buttons
 * carry the same words for a screen reader, so this is for the eye only. */
function RatingWords({ options, answer }: { options: { value: string; words: string }[]; answer: string }) {
  const chosen = options.find((option) => option.value === answer);
  const first = options[0];
  const last = options.at(-1);
  return (
    <div className="rating-words" aria-hidden="true">
      <p className="rating-ends">
        <span>{first && `1 = ${first.words}`}</span>
        <span>{last && `${last.value} = ${last.words}`}</span>
      </p>
      {chosen && <p className="rating-chosen">{`${chosen.value}: ${chosen.words}`}</p>}
    </div>
  );
}
