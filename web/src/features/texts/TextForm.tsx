// docs/product.md#screen-text, docs/product.md#limits: whom the text goes to, the recipient count, the message (required, at most
// 100, with the counter), now or later (docs/product.md#scheduled-texts). Send opens the confirmation; nothing is sent from here.
import { limits } from '@pals/core/limits';
import { textBody } from '@pals/core/texts/rules';
import type { FormEvent } from 'react';
import { useOnline } from '../../data/useOnline.ts';
import { ReasonedButton } from '../../ui/ReasonedButton.tsx';
import { MessageBox } from '../../ui/MessageBox.tsx';
import { RecipientChoice } from './RecipientChoice.tsx';
import { sendAtOfDraft } from './sendLater.ts';
import { SendWhen } from './SendWhen.tsx';
import { draftReady, prefixProgramOf, targetOf, type TextDraft } from './textDraft.ts';
import { useRecipientCount } from './useRecipientCount.ts';
import { typedPhone, usePhoneCheck } from './usePhoneCheck.ts';
import { useTextPrograms } from './useTextPrograms.ts';

/** Why Send cannot be pressed yet, in the words of the form. */
function whyNotReady(draft: TextDraft, phone: string | null): string {
  const missing = [
    draft.to === 'number' ? (phone === null ? 'type a phone number' : null) : draft.program === '' ? 'choose who gets it' : null,
    draft.message.trim() === '' ? 'write your text' : null,
  ].filter(Boolean);
  return `To send, ${missing.join(' and ')}.`;
}

interface TextFormProps {
  draft: TextDraft;
  ownProgram: string | null;
  anyProgram: boolean;
  onChange: (draft: TextDraft) => void;
  onConfirm: () => void;
}

export function TextForm({ draft, ownProgram, anyProgram, onChange, onConfirm }: TextFormProps) {
  const programs = useTextPrograms(ownProgram);
  const count = useRecipientCount(targetOf(draft));
  const online = useOnline();
  const phoneCheck = usePhoneCheck(anyProgram && draft.to === 'number');
  const phone = typedPhone(phoneCheck, draft.number);
  const ready = draftReady(draft, phone, sendAtOfDraft(draft));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) onConfirm();
  };

  return (
    <form className="card form" onSubmit={submit} noValidate>
      {anyProgram ? (
        <RecipientChoice draft={draft} programs={programs} phoneCheck={phoneCheck.state} phone={phone} onChange={onChange} />
      ) : (
        <p className="text-line">
          <span className="text-line-label">To:</span> {draft.program}
        </p>
      )}
      {/* No count or preview before a program is chosen: 'Recipients: 0' would say the program is empty (docs/decisions/020-design-pass.md). */}
      <p className="text-line" aria-live="polite">
        {(draft.to === 'number' || draft.program !== '') && `Recipients: ${count}`}
      </p>
      {/* Offline the screen already says texts need a connection: no promise here that it can go. */}
      {count === 'ERR' && online && <p className="text-hint">The contact list did not load. The text can still be sent.</p>}
      <MessageBox
        label="Your text"
        value={draft.message}
        max={limits.textMessage}
        rows={3}
        onChange={(message) => onChange({ ...draft, message })}
      />
      {(draft.to === 'number' || draft.program !== '') && (
        <div className="text-received">
          <p className="text-line-label">They will receive:</p>
          <p className="text-preview">{textBody(draft.message.trim() === '' ? 'your message' : draft.message, prefixProgramOf(draft))}</p>
        </div>
      )}
      <SendWhen draft={draft} onChange={onChange} />
      <ReasonedButton type="submit" why={ready ? null : whyNotReady(draft, phone)}>
        {draft.when === 'later' ? 'Schedule' : 'Send'}
      </ReasonedButton>
    </form>
  );
}
