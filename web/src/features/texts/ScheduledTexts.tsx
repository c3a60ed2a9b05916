// docs/product.md#scheduled-texts: the texts waiting to go (a Program Staff member's program's; every one for an
// Administrator), each with its time in the program's time zone, Change and Cancel until it goes; then
// the ones sent, cancelled or missed, with what happened.
import { api } from '@pals/core/api';
import type { AnswerOf } from '@pals/core/api';
import { displayPhone } from '@pals/core/people/phone';
import { scheduledTimeLabel } from '@pals/core/texts/scheduledTime';
import { useId, useState } from 'react';
import { useApiMutation } from '../../data/useApiMutation.ts';
import { useApiQuery } from '../../data/useApiQuery.ts';
import { Button } from '../../ui/Button.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { ScheduledEdit } from './ScheduledEdit.tsx';
import { newSendKey } from './sendKey.ts';

type Scheduled = AnswerOf<'scheduledTexts'>['list'][number];

const statusWords = { scheduled: 'Scheduled', sent: 'Sent', cancelled: 'Cancelled', missed: 'Missed — not sent' } as const;

export function ScheduledTexts() {
  const titleId = useId();
  const list = useApiQuery(api.scheduledTexts).data?.list ?? [];
  if (list.length === 0) return null;
  return (
    <section className="card scheduled-texts laptop-beside" aria-labelledby={titleId}>
      <h2 id={titleId} className="text-confirm-title">
        Scheduled texts
      </h2>
      <ul className="scheduled-list" aria-labelledby={titleId}>
        {list.map((text) => (
          <ScheduledItem key={text.id} text={text} />
        ))}
      </ul>
    </section>
  );
}

function ScheduledItem({ text }: { text: Scheduled }) {
  const cancel = useApiMutation(api.cancelScheduledText);
  // One key per item: a double tap or a retry cancels once.
  const [key] = useState(newSendKey);
  const [changing, setChanging] = useState(false);
  const to = /^\+\d+$/.test(text.to) ? displayPhone(text.to) : text.to;
  return (
    <li className={`scheduled-item scheduled-${text.status}`}>
      <p className="text-line">
        {statusWords[text.status]}: {scheduledTimeLabel(Date.parse(text.sendAt))}
      </p>
      <p className="text-line-label">
        To {to}, from {text.sender}
      </p>
      {text.changedBy && text.changedAt && (
        <p className="text-hint">
          Changed by {text.changedBy}, {scheduledTimeLabel(Date.parse(text.changedAt))}
          {text.changedBy !== text.sender && text.status === 'scheduled' && <>. It will go out under their name.</>}
        </p>
      )}
      <p className="text-preview">{text.body}</p>
      {text.note && text.status !== 'scheduled' && <p className="text-hint">{text.note}</p>}
      {text.status === 'scheduled' && changing && <ScheduledEdit text={text} onDone={() => setChanging(false)} />}
      {text.status === 'scheduled' && !changing && (
        <div className="scheduled-edit-buttons">
          <Button look="secondary" onClick={() => setChanging(true)}>
            Change this text
          </Button>
          <Button look="secondary" busy={cancel.isPending} onClick={() => cancel.send({ id: text.id }, { key })}>
            Cancel this text
          </Button>
        </div>
      )}
      {cancel.error && <Notice tone="failure">Not cancelled. {cancel.error.message}</Notice>}
    </li>
  );
}
