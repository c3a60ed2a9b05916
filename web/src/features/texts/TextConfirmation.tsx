// docs/product.md#screen-text: before anything is sent, the exact text with its prefix (docs/product.md#limits) and the
// recipient count; docs/product.md#texts: its SMS segments, opted-out skips, quiet hours and a test to oneself. 'Send now' may be pressed again after a failure: the confirmation's one key makes
// sure the text still goes out only once.
import { messages } from '@pals/core/messages';
import { scheduledTimeLabel } from '@pals/core/texts/scheduledTime';
import { textBody } from '@pals/core/texts/rules';
import { useEffect, useId, useRef, useState } from 'react';
import { ApiFailure } from '../../api/client.ts';
import { Button } from '../../ui/Button.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { prefixProgramOf, targetOf, type TextDraft } from './textDraft.ts';
import { SendProgress } from './SendProgress.tsx';
import { QuietHoursWarning, SegmentsLine, SkippedLine } from './TextChecks.tsx';
import { TestToMe } from './TestToMe.tsx';
import { useRecipientCount } from './useRecipientCount.ts';
import { useSkippedCount } from './useSkippedCount.ts';

interface TextConfirmationProps {
  draft: TextDraft;
  sending: boolean;
  failure: Error | null;
  /** docs/offline.md "What people write offline": texts are never kept to send later; offline, Send waits for the connection. */
  offline: boolean;
  /** When the text is to go (docs/product.md#scheduled-texts); null to send it now. */
  sendAt: string | null;
  /** The send's Idempotency-Key, to follow its progress while it goes. */
  sendKey: string;
  onSend: () => void;
  onBack: () => void;
}

/** 'Send now' opens under the finger that pressed 'Send': it waits this long, so a double tap cannot press both. */
const settleMs = 500;

export function TextConfirmation({ draft, sending, failure, offline, sendAt, sendKey, onSend, onBack }: TextConfirmationProps) {
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    title.current?.focus();
    const timer = setTimeout(() => setSettled(true), settleMs);
    return () => clearTimeout(timer);
  }, []);
  const program = prefixProgramOf(draft);
  const count = useRecipientCount(targetOf(draft));
  const skipped = useSkippedCount(targetOf(draft), draft.number);
  const body = textBody(draft.message, program);
  const [openedAt] = useState(() => new Date());

  return (
    <section className="card text-confirm" aria-labelledby={titleId}>
      <h2 id={titleId} ref={title} tabIndex={-1} className="text-confirm-title">
        Check your text
      </h2>
      <p className="text-line">
        <span className="text-line-label">To:</span> {program ?? draft.number.trim()}
      </p>
      <p className="text-line">Recipients: {count}</p>
      <SkippedLine skipped={skipped} />
      {sendAt && (
        <p className="text-line">
          <span className="text-line-label">It will be sent:</span> {scheduledTimeLabel(Date.parse(sendAt))}
        </p>
      )}
      <p className="text-line-label">This exact text will be sent:</p>
      <p className="text-preview">{body}</p>
      <SegmentsLine body={body} />
      <QuietHoursWarning now={sendAt ? new Date(sendAt) : openedAt} later={sendAt !== null} />
      <div className="button-stack">
        {offline && <Notice tone="info">{messages.textsNeedConnection}</Notice>}
        <Button onClick={onSend} disabled={!settled || offline} busy={sending}>
          {sendAt ? 'Schedule it' : 'Send now'}
        </Button>
        <Button look="secondary" onClick={onBack} busy={sending}>
          Go back
        </Button>
        <TestToMe message={draft.message} program={program} />
      </div>
      {sending && <Spinner label={sendAt ? 'Scheduling...' : 'Sending...'} />}
      {sending && !sendAt && <SendProgress sendKey={sendKey} />}
      {!sending && stillBeingSent(failure) && <SendProgress sendKey={sendKey} afterAnswer />}
      {failure && (
        <Notice tone="failure">
          {sendAt ? 'The text was not scheduled.' : messages.textFailed} {failureResponse(failure)}
        </Notice>
      )}
    </section>
  );
}

/** No answer at all (the server went away mid-send) or a server error: the send may go on without
 * this page. ("Still being sent" is no failure: the confirmation waits for the answer, answerOnceSent.ts.) */
const stillBeingSent = (failure: Error | null) => failure instanceof ApiFailure && (failure.status === 0 || failure.status >= 500);

/** docs/product.md#messages: the failure and the server's words; without a network, plain words of what to do. */
function failureResponse(failure: Error): string {
  if (failure instanceof ApiFailure && failure.status === 0)
    return 'The server could not be reached. Check your connection, then press Send now again; the text will not go out twice.';
  if (failure instanceof ApiFailure) return failure.message;
  return 'Something went wrong. Please try again.';
}
