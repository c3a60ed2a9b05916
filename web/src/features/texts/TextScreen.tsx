// docs/product.md#screen-text), docs/product.md#states: write, confirm, send (at least 1 second), then the answer. A new
// confirmation gets a new Idempotency-Key; 'Go back' keeps what was written. "Send later" schedules the
// text instead (docs/product.md#scheduled-texts), through the same confirmation; the scheduled texts are listed below.
import { may } from '@pals/core/people/roles';
import { useState } from 'react';
import { useOnline } from '../../data/useOnline.ts';
import { useSession } from '../../session/session.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { BackLink } from '../../ui/BackLink.tsx';
import { ScreenTitle } from '../../ui/ScreenTitle.tsx';
import { ScheduledOutcome } from './ScheduledOutcome.tsx';
import { ScheduledTexts } from './ScheduledTexts.tsx';
import { newSendKey } from './sendKey.ts';
import { sendAtOfDraft } from './sendLater.ts';
import { TextConfirmation } from './TextConfirmation.tsx';
import { newDraft } from './textDraft.ts';
import { TextForm } from './TextForm.tsx';
import { TextOutcome } from './TextOutcome.tsx';
import { useScheduleText } from './useScheduleText.ts';
import { useSendText } from './useSendText.ts';
import './text.css';

export function TextScreen() {
  const { identity } = useSession();
  const ownProgram = identity.kind === 'staff' ? identity.program : null;
  const anyProgram = may(identity, 'textAnyProgram');
  const [draft, setDraft] = useState(() => newDraft(ownProgram));
  /** The open confirmation's Idempotency-Key and, for "Send later", its time; null while writing. */
  const [confirming, setConfirming] = useState<{ key: string; sendAt: string | null } | null>(null);
  const send = useSendText();
  const schedule = useScheduleText();
  const online = useOnline();
  const working = confirming?.sendAt ? schedule : send;

  const back = () => {
    send.reset();
    schedule.reset();
    setConfirming(null);
  };
  const another = () => {
    back();
    setDraft((written) => ({ ...written, message: '' }));
  };

  return (
    <div className="text-sender laptop-columns">
      {/* The answer has its own "Back to home" button: one way home. */}
      {!send.isSuccess && !schedule.isSuccess && <BackLink to="/" name="Back to home" />}
      <ScreenTitle focusOnShow={send.isSuccess || schedule.isSuccess}>Send a Program Text</ScreenTitle>
      {!anyProgram && !ownProgram ? (
        <Notice tone="info">You have no program to text. An Administrator can text any program.</Notice>
      ) : send.isSuccess ? (
        <TextOutcome answer={send.data} onAnother={another} />
      ) : schedule.isSuccess ? (
        <ScheduledOutcome sendAt={schedule.data.sendAt} onAnother={another} />
      ) : confirming ? (
        <TextConfirmation
          draft={draft}
          sending={working.isPending}
          failure={working.error}
          offline={!online}
          sendAt={confirming.sendAt}
          sendKey={confirming.key}
          onSend={() =>
            confirming.sendAt ? schedule.scheduleDraft(draft, confirming.sendAt, confirming.key) : send.sendDraft(draft, confirming.key)
          }
          onBack={back}
        />
      ) : (
        <TextForm
          draft={draft}
          ownProgram={ownProgram}
          anyProgram={anyProgram}
          onChange={setDraft}
          onConfirm={() => setConfirming({ key: newSendKey(), sendAt: sendAtOfDraft(draft) })}
        />
      )}
      {(anyProgram || ownProgram) && !confirming && <ScheduledTexts />}
    </div>
  );
}
