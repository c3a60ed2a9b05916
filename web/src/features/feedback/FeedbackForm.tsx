// docs/product.md#screen-feedback, docs/product.md#limits: the message (required, at most 500, with the characters-left counter) and
// an optional name (at most 50; empty sends it anonymously).
import { limits } from '@pals/core/limits';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../ui/Button.tsx';
import { MessageBox } from '../../ui/MessageBox.tsx';
import type { Feedback } from './useSendFeedback.ts';

export function FeedbackForm({ sending, onSend }: { sending: boolean; onSend: (feedback: Feedback) => void }) {
  const [message, setMessage] = useState('');
  const [name, setName] = useState('');
  const nameId = useId();
  const empty = message.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!empty && !sending) onSend({ message: message.trim(), name: name.trim() });
  };

  return (
    <form className="card form" onSubmit={submit} noValidate>
      <MessageBox label="Your feedback" value={message} max={limits.feedbackMessage} onChange={setMessage} readOnly={sending} rows={4} />
      <label className="field-label" htmlFor={nameId}>
        Your name (optional)
      </label>
      <input
        id={nameId}
        className="text-input"
        type="text"
        autoComplete="name"
        maxLength={limits.feedbackName}
        value={name}
        onChange={(event) => setName(event.target.value)}
        readOnly={sending}
      />
      <Button type="submit" disabled={empty} busy={sending}>
        Submit
      </Button>
    </form>
  );
}
