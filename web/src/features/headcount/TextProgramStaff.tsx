// docs/product.md#screen-headcount "Text Program Staff": on the result of a count with someone
// missing, the text the app writes and whom it goes to, then one tap sends it through the app's own
// text sending; without a signal it waits on the phone behind the count and goes once it can.
import { api } from '@pals/core/api';
import { alertText, namesAnd, noOneToAlert } from '@pals/core/headcount/alert';
import { countTitle, missingOf } from '@pals/core/headcount/rules';
import MessageSquareWarning from 'lucide-react/icons/message-square-warning';
import { useId } from 'react';
import { loadFailed, useApiQuery } from '../../data/useApiQuery.ts';
import { useApiMutation } from '../../data/useApiMutation.ts';
import { Button } from '../../ui/Button.tsx';
import { LoadFailed, tryAgain } from '../../ui/LoadFailed.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import type { FinishedCount } from './CountResult.tsx';

interface TextProgramStaffProps {
  count: FinishedCount;
  /** The leader's name, as the text signs it. */
  from: string;
  program: string;
}

export function TextProgramStaff({ count, from, program }: TextProgramStaffProps) {
  const headingId = useId();
  const to = useApiQuery(api.headcountAlertTo);
  const send = useApiMutation(api.headcountAlert);
  const missing = missingOf(count.listed, count.present);
  const text = alertText({ ...count, present: count.present.length, total: count.listed.length, missing }, from, program);
  const optedOut = to.data?.optedOut ?? 0;

  return (
    <section className="headcount-alert" aria-labelledby={headingId}>
      <h3 id={headingId} className="headcount-alert-heading">
        Tell Program Staff
      </h3>
      {to.isPending && <Spinner label="Finding Program Staff..." />}
      {loadFailed(to) && <LoadFailed onTryAgain={tryAgain(to)} />}
      {to.data?.to.length === 0 && <p className="headcount-alert-none">{noOneToAlert(optedOut)}</p>}
      {to.data && to.data.to.length > 0 && (
        <>
          <p className="headcount-alert-to">This text goes to {namesAnd(to.data.to)} (Program Staff):</p>
          <p className="headcount-alert-text">{text}</p>
          {optedOut > 0 && (
            <p className="headcount-alert-note">
              {optedOut === 1 ? '1 more has' : `${optedOut} more have`} opted out of texts and will not get it.
            </p>
          )}
          {send.isIdle && (
            <Button onClick={() => send.send({ countKey: count.key }, { about: countTitle(count.team, count.moment) })}>
              <MessageSquareWarning aria-hidden="true" focusable="false" className="headcount-alert-icon" />
              Text Program Staff
            </Button>
          )}
        </>
      )}
      {send.sending && <Spinner label="Sending the text..." />}
      {send.held && <Notice tone="info">No signal: this text goes when the phone is back online.</Notice>}
      {send.isSuccess && <Notice tone={send.data.success ? 'success' : 'failure'}>{send.data.response}</Notice>}
      {send.isError && !send.held && <Notice tone="failure">The text was not sent. {send.error.message}</Notice>}
    </section>
  );
}
