// One text send (docs/product.md#admin-pages 'each send with its text, who sent it, when, and every recipient's outcome';
// docs/product.md#texts: delivered, failed and waiting counts from Twilio's reports, each failure with its reason).
// The outcome in words, never by colour alone.
import type { textSendRow } from '@pals/core/admin/inboxCalls';
import { displayPhone } from '@pals/core/people/phone';
import type { z } from 'zod/mini';
import { SentLine } from '../shared/SentLine.tsx';
import { WholeTime } from '../shared/WholeTime.tsx';
import { RecipientList, SendRecipients } from './SendRecipients.tsx';

type Send = z.infer<typeof textSendRow>;

const groupWords = { delivered: 'Delivered', failed: 'Failed', waiting: 'Waiting', 'opted out': 'Opted out', unknown: 'Unknown' } as const;

export function TextSendCard({ send }: { send: Send }) {
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
        From {send.senderName ?? send.sender}
        {send.senderName && <span className="admin-muted"> ({send.sender})</span>} to{' '}
        {/^\+\d+$/.test(send.target) ? displayPhone(send.target) : send.target}
      </p>
      {send.scheduledBy && (send.scheduledBy !== send.sender || send.changedAt) && (
        <p className="admin-muted">
          Scheduled by {send.scheduledByName ?? send.scheduledBy}
          {send.changedAt && (
            <>
              , changed by {send.senderName ?? send.sender} <WholeTime at={send.changedAt} />
            </>
          )}
        </p>
      )}
      <p className="inbox-message text-bubble">{send.body}</p>
      <p className="inbox-answer">
        <span className="admin-muted">What the sender was told: </span>
        {send.answer ?? 'nothing yet'}
      </p>
      {send.paused && <p className="admin-muted">{send.paused}</p>}
      {send.settled && <p className="admin-muted">{send.settled}</p>}
      <DeliveryTally send={send} />
      {send.notDelivered.length > 0 && <RecipientList recipients={send.notDelivered} label="Not delivered" />}
      <SendRecipients send={send} />
    </li>
  );
}

/** A send's delivered / failed / waiting counts, in words. */
export function DeliveryTally({ send }: { send: Send }) {
  return (
    <ul className="delivery-tally" aria-label="Delivery">
      {send.tally.map(({ group, count }) => (
        <li key={group}>
          {groupWords[group]} {count}
        </li>
      ))}
    </ul>
  );
}
