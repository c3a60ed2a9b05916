// docs/product.md#screen-feedback, docs/product.md#limits: the message (required, at most 500, with the characters-left counter) and
// an optional name (at most 50; empty sends it anonymously: nothing of the sender is kept,
// core/src/feedback/rules.ts).
import { limits } from '@pals/core/limits';
import type { FormEvent } from 'react';
import { ReasonedButton } from '../../ui/ReasonedButton.tsx';
import { MessageBox } from '../../ui/MessageBox.tsx';
import type { Feedback } from './useSendFeedback.ts';

/** The fields' ids, which the screen's Listen button reads. */
export const feedbackFields = { message: 'feedback-message', name: 'feedback-name' } as const;

interface FeedbackFormProps {
  /** What is written: the screen keeps it (a draft on the phone), so a failure after the form was done finds it. */
  feedback: Feedback;
  onChange: (feedback: Feedback) => void;
  sending: boolean;
  onSend: (feedback: Feedback) => void;
}

export function FeedbackForm({ feedback, onChange, sending, onSend }: FeedbackFormProps) {
  const { message, name } = feedback;
  const empty = message.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!empty && !sending) onSend({ message: message.trim(), name: name.trim() });
  };

  return (
    <form className="card form" onSubmit={submit} noValidate>
      <MessageBox
        id={feedbackFields.message}
        label="Your feedback"
        value={message}
        max={limits.feedbackMessage}
        onChange={(typed) => onChange({ ...feedback, message: typed })}
        readOnly={sending}
        rows={3}
      />
      <label className="field-label" htmlFor={feedbackFields.name}>
        Your name (optional)
      </label>
      <input
        id={feedbackFields.name}
        className="text-input"
        type="text"
        autoComplete="name"
        maxLength={limits.feedbackName}
        value={name}
        onChange={(event) => onChange({ ...feedback, name: event.target.value })}
        readOnly={sending}
      />
      <ReasonedButton type="submit" why={empty ? 'To send, write your feedback.' : null} busy={sending}>
        Submit
      </ReasonedButton>
    </form>
  );
}
