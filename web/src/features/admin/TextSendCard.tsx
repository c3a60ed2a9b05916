// One text send (issue 7 'each send with its text, who sent it, when, and every recipient's outcome'):
// the outcome in words, never by colour alone.
import type { textSendRow } from '@pals/core/api';
import { displayPhone } from '@pals/core/phone';
import type { z } from 'zod/mini';
import { SentLine } from './SentLine.tsx';

type Send = z.infer<typeof textSendRow>;
type Recipient = Send['recipients'][number];

const outcomeWords = (r: Recipient) =>
  r.status === 'sent' ? 'Sent' : r.status === 'opted_out' ? 'Opted out of texts' : r.status === 'failed' ? `Failed${r.reason ? `: ${r.reason}` : ''}` : 'Not sent yet';

/** '40 recipients: 38 sent, 1 failed, 1 opted out' */
function tally(recipients: Recipient[]): string {
  const count = (status: string) => recipients.filter((r) => r.status === status).length;
  const parts = [
    [count('sent'), 'sent'],
    [count('failed'), 'failed'],
    [count('opted_out'), 'opted out'],
    [count('pending'), 'not sent yet'],
  ].flatMap(([n, words]) => (n ? [`${n} ${words}`] : []));
  return `${recipients.length} ${recipients.length === 1 ? 'recipient' : 'recipients'}${parts.length ? `: ${parts.join(', ')}` : ''}`;
}

export function TextSendCard({ send }: { send: Send }) {
  return (
    <li className="card inbox-item">
      <SentLine time={send.time} />
      <p className="inbox-from">
        From {send.sender} to {/^\+\d+$/.test(send.target) ? displayPhone(send.target) : send.target}
      </p>
      <p className="inbox-message text-bubble">{send.body}</p>
      <p className="inbox-answer">
        <span className="admin-muted">Answer: </span>
        {send.answer ?? 'none recorded'}
      </p>
      <details className="recipients" open={send.recipients.length > 0 && send.recipients.length <= 3}>
        <summary>{tally(send.recipients)}</summary>
        <ul className="recipient-list">
          {send.recipients.map((r, i) => (
            <li key={i} className={`recipient recipient-${r.status}`}>
              <span className="recipient-name">{r.name}</span>
              <span className="recipient-phone">{displayPhone(r.phone)}</span>
              <span className="recipient-outcome">{outcomeWords(r)}</span>
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
}
