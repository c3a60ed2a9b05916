// A free-text question: a labelled box with the core's length limit. An activity's name is one line;
// longer answers get a text area.
import { textLimits, type Question } from '@pals/core/reports/rules';
import { useId } from 'react';
import { FieldProblem } from './FieldProblem.tsx';
import type { QuestionProps } from './questionProps.ts';

type TextKind = Extract<Question, { kind: 'text' }>;

export function TextQuestion({ question, answers, problems, onChange, hintId }: QuestionProps & { question: TextKind; hintId?: string }) {
  const id = useId();
  const problemId = useId();
  const problem = problems[question.field];
  const describedBy = [hintId, problem ? problemId : undefined].filter(Boolean).join(' ') || undefined;
  const box = {
    id,
    className: 'text-input report-text',
    maxLength: question.maxLength,
    value: answers[question.field] ?? '',
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': describedBy,
  };
  return (
    <div className="report-question">
      <label className="field-label" htmlFor={id}>
        {question.question}
      </label>
      {problem && <FieldProblem id={problemId} message={problem} />}
      {question.maxLength <= textLimits.activityName ? (
        <input {...box} type="text" onChange={(event) => onChange(question.field, event.target.value)} />
      ) : (
        <textarea {...box} rows={3} onChange={(event) => onChange(question.field, event.target.value)} />
      )}
    </div>
  );
}
