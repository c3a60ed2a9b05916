// docs/product.md#screen-text), docs/product.md#states: write, confirm, send (at least 1 second), then the answer. A new
// confirmation gets a new Idempotency-Key; 'Go back' keeps what was written.
import { may } from '@pals/core/roles';
import { useState } from 'react';
import { useOnline } from '../../data/useOnline.ts';
import { useSession } from '../../session/session.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { ScreenTitle } from '../../ui/ScreenTitle.tsx';
import { newSendKey } from './sendKey.ts';
import { TextConfirmation } from './TextConfirmation.tsx';
import { newDraft } from './textDraft.ts';
import { TextForm } from './TextForm.tsx';
import { TextOutcome } from './TextOutcome.tsx';
import { useSendText } from './useSendText.ts';
import './text.css';

export function TextScreen() {
  const { identity } = useSession();
  const ownProgram = identity.kind === 'staff' ? identity.program : null;
  const anyProgram = may(identity, 'textAnyProgram');
  const [draft, setDraft] = useState(() => newDraft(ownProgram));
  /** The open confirmation's Idempotency-Key; null while writing. */
  const [sendKey, setSendKey] = useState<string | null>(null);
  const send = useSendText();
  const online = useOnline();

  const back = () => {
    send.reset();
    setSendKey(null);
  };
  const another = () => {
    back();
    setDraft((written) => ({ ...written, message: '' }));
  };

  return (
    <div className="text-sender">
      <ScreenTitle focusOnShow={send.isSuccess}>Send a Program Text</ScreenTitle>
      {!anyProgram && !ownProgram ? (
        <Notice tone="info">You have no program to text. An Administrator can text any program.</Notice>
      ) : send.isSuccess ? (
        <TextOutcome answer={send.data} onAnother={another} />
      ) : sendKey ? (
        <TextConfirmation
          draft={draft}
          sending={send.isPending}
          failure={send.error}
          offline={!online}
          onSend={() => send.sendDraft(draft, sendKey)}
          onBack={back}
        />
      ) : (
        <TextForm
          draft={draft}
          ownProgram={ownProgram}
          anyProgram={anyProgram}
          onChange={setDraft}
          onConfirm={() => setSendKey(newSendKey())}
        />
      )}
    </div>
  );
}
