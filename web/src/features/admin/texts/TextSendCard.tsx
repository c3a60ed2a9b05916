// One text send (docs/product.md#admin-pages 'each send with its text, who sent it, when, and every recipient's outcome';
// docs/product.md#texts: delivered, failed and waiting counts from Twilio's reports, each failure with its reason).
// The outcome in words, never by colour alone.
import type { textSendRow } from '@pals/core/calls/admin';
import { displayPhone } from '@pals/core/phone';
import { deliveryTally, recipientOutcome } from '@pals/core/textDelivery';
import type { z } from 'zod/mini';
import { SentLine } from '../shared/SentLine.tsx';
import { WholeTime } from '../shared/WholeTime.tsx';

type Send = z.infer<typeof textSendRow>;

const groupWords = { delivered: 'Delivered', failed: 'Failed', waiting: 'Waiting', 'opted out': 'Opted out', unknown: 'Unknown' } as const;

export function TextSendCard({ send }: { send: Send }) {
  const outcomes = send.recipients.map((r) => ({ ...r, outcome: recipientOutcome(r) }));
  const failed = outcomes.filter((r) => r.outcome.group === 'failed' || r.outcome.group === 'unknown');
  return (
    <li className="card inbox-item">
      <SentLine time={send.time}>
        {send.scheduledFor && (
          <>
            {' '}
            · scheduled for <WholeTime at={send.scheduledFor} />
          </>
        )}
        {send.reminder && <> · daily-report reminder</>}
      </SentLine>
      <p className="inbox-from">
        From {send.sender} to {/^\+\d+$/.test(send.target) ? displayPhone(send.target) : send.target}
      </p>
      <p className="inbox-message text-bubble">{send.body}</p>
      <p className="inbox-answer">
        <span className="admin-muted">Answer: </span>
        {send.answer ?? 'none recorded'}
      </p>
      <ul className="delivery-tally" aria-label="Delivery">
        {deliveryTally(send.recipients).map(({ group, count }) => (
          <li key={group}>
            {groupWords[group]} {count}
          </li>
        ))}
      </ul>
      {failed.length > 0 && (
        <ul className="recipient-list" aria-label="Not delivered">
          {failed.map((r, i) => (
            <li key={i} className="recipient">
              <span className="recipient-name">{r.name}</span>
              <span className="recipient-phone">{displayPhone(r.phone)}</span>
              <span className="recipient-outcome">{r.outcome.words}</span>
            </li>
          ))}
        </ul>
      )}
      <details className="recipients" open={send.recipients.length > 0 && send.recipients.length <= 3}>
        <summary>
          {send.recipients.length} {send.recipients.length === 1 ? 'recipient' : 'recipients'}
        </summary>
        <ul className="recipient-list">
          {outcomes.map((r, i) => (
            <li key={i} className={`recipient recipient-${r.outcome.group.replace(' ', '-')}`}>
              <span className="recipient-name">{r.name}</span>
              <span className="recipient-phone">{displayPhone(r.phone)}</span>
              <span className="recipient-outcome">{r.outcome.words}</span>
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
}
