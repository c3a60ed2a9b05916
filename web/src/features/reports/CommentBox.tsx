// The companion comment of a Yes/No or a rating ({field}-comment, docs/product.md#data), shown while it is open.
import { textLimits } from '@pals/core/reports/rules';
import { useId } from 'react';
import { FieldProblem } from './FieldProblem.tsx';
import type { QuestionProps } from './questionProps.ts';

export function CommentBox({ field, answers, problems, onChange }: QuestionProps & { field: string }) {
  const id = useId();
  const problemId = useId();
  const problem = problems[field];
  return (
    <div className="comment-box">
      <label className="field-label" htmlFor={id}>
        Comment
      </label>
      {problem && <FieldProblem id={problemId} message={problem} />}
      <textarea
        id={id}
        className="text-input report-text"
        rows={3}
        maxLength={textLimits.comment}
        value={answers[field] ?? ''}
        onChange={(event) => onChange(field, event.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId : undefined}
      />
    </div>
  );
}
