import type { Answers } from './answersToSend.ts';

/** What every question of a report form is drawn from, and how it tells the form of a change. */
export interface QuestionProps {
  answers: Answers;
  /** The server's word on fields of the last submission, by field name. */
  problems: Readonly<Record<string, string>>;
  onChange: (field: string, value: string) => void;
}
