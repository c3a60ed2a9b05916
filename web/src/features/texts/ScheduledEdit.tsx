// Changing a text still waiting (docs/product.md#scheduled-texts): its words, with the counter, and its
// date and time in the program's time zone; whom it goes to stays. Saved with a key of its own, so a
// double tap or a retry changes it once; a text that went meanwhile says so.
import { api } from '@pals/core/api';
import type { AnswerOf } from '@pals/core/api';
import { limits } from '@pals/core/limits';
import { sendAtOf, wallClockOf } from '@pals/core/texts/scheduledTime';
import { useState, type FormEvent } from 'react';
import { useApiMutation } from '../../data/useApiMutation.ts';
import { Button } from '../../ui/Button.tsx';
import { MessageBox } from '../../ui/MessageBox.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { timeProblem } from './sendLater.ts';
import { newSendKey } from './sendKey.ts';
import { WhenFields } from './WhenFields.tsx';

type Scheduled = AnswerOf<'scheduledTexts'>['list'][number];

export function ScheduledEdit({ text, onDone }: { text: Scheduled; onDone: () => void }) {
  const start = wallClockOf(Date.parse(text.sendAt));
  const [message, setMessage] = useState(text.message);
  const [date, setDate] = useState(start.date);
  const [time, setTime] = useState(start.time);
  const [key] = useState(newSendKey);
  const edit = useApiMutation(api.editScheduledText);
  const problem = timeProblem(date, time);
  const ready = message.trim() !== '' && problem === null;
  const save = (event: FormEvent) => {
    event.preventDefault();
    const sendAt = sendAtOf(date, time);
    if (ready && sendAt) edit.send({ id: text.id, message: message.trim(), sendAt }, { key, onSuccess: onDone });
  };
  return (
    <form className="scheduled-edit" onSubmit={save} noValidate>
      <MessageBox label="Your text" value={message} max={limits.textMessage} rows={3} onChange={setMessage} />
      <WhenFields
        date={date}
        time={time}
        problem={problem ?? (message.trim() === '' ? 'Write the text.' : '')}
        onDate={setDate}
        onTime={setTime}
      />
      <div className="scheduled-edit-buttons">
        <Button type="submit" disabled={!ready} busy={edit.isPending}>
          Save changes
        </Button>
        <Button look="secondary" onClick={onDone}>
          Keep it as it was
        </Button>
      </div>
      {edit.error && <Notice tone="failure">Not changed. {edit.error.message}</Notice>}
    </form>
  );
}
