// A send's whole list of recipients, each with what became of it, folded under "N recipients". A send to
// 3 or fewer comes with its list, open; a larger one reads its list when it is opened, so a page of
// sends to thousands stays small (docs/product.md#admin-pages).
import { api } from '@pals/core/api';
import type { textSendRow } from '@pals/core/admin/inboxCalls';
import { displayPhone } from '@pals/core/people/phone';
import { recipientOutcome } from '@pals/core/texts/delivery';
import { useState } from 'react';
import type { z } from 'zod/mini';
import { useApiQuery } from '../../../data/useApiQuery.ts';
import { count } from '../../../ui/count.ts';
import { Spinner } from '../../../ui/Spinner.tsx';

type Send = z.infer<typeof textSendRow>;
type Recipient = Send['notDelivered'][number];

/** Recipients in a list, each with its outcome in words (never by colour alone). */
export function RecipientList({ recipients, label }: { recipients: readonly Recipient[]; label?: string }) {
  return (
    <ul className="recipient-list" aria-label={label}>
      {recipients.map((r, i) => {
        const outcome = recipientOutcome(r);
        return (
          <li key={i} className={`recipient recipient-${outcome.group.replace(' ', '-')}`}>
            <span className="recipient-name">{r.name}</span>
            <span className="recipient-phone">{displayPhone(r.phone)}</span>
            <span className="recipient-outcome">
              {outcome.words}
              {r.settled && ` (${r.settled})`}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

export function SendRecipients({ send }: { send: Send }) {
  const [open, setOpen] = useState(send.recipients !== null && send.recipientCount > 0);
  const read = useApiQuery(api.adminTextRecipients, { send: send.id }, { enabled: open && send.recipients === null });
  const recipients = send.recipients ?? read.data?.recipients;
  return (
    <details className="recipients" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        {count(send.recipientCount)} {send.recipientCount === 1 ? 'recipient' : 'recipients'}
      </summary>
      {recipients ? (
        <RecipientList recipients={recipients} />
      ) : read.isError ? (
        <p className="admin-muted">The list did not load. Close it and open it again to try again.</p>
      ) : (
        open && <Spinner label="Loading the recipients..." />
      )}
    </details>
  );
}
