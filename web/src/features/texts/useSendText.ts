// docs/product.md#calls: a text to one's own program, or (Administrator) to a chosen program or a typed number, with
// the confirmation's Idempotency-Key; shown as sending for at least 1 second (docs/product.md#limits). Texts never
// wait in the outbox: a text sent hours late is wrong (docs/offline.md "What people write offline: writes that wait").
import { api } from '@pals/core/api';
import { may } from '@pals/core/people/roles';
import { useQueryClient } from '@tanstack/react-query';
import { useApiMutation } from '../../data/useApiMutation.ts';
import { useSession } from '../../session/session.tsx';
import { answerOnceSent, isStillBeingSent } from './answerOnceSent.ts';
import type { TextDraft } from './textDraft.ts';

/** A text to thousands goes at the provider's pace: Send now answers "still being sent" after a few
 * seconds, and the confirmation waits for the answer (answerOnceSent.ts). */
export function useSendText() {
  const client = useQueryClient();
  const stillAtWork = { is: isStillBeingSent, answer: (key: string) => answerOnceSent(client, key) };
  const anyProgram = may(useSession().identity, 'textAnyProgram');
  const own = useApiMutation(api.sendText, { stillAtWork });
  const admin = useApiMutation(api.sendTextAdmin, { stillAtWork });
  const send = anyProgram ? admin : own;

  const sendDraft = (draft: TextDraft, key: string) => {
    const message = draft.message.trim();
    if (!anyProgram) own.send({ message }, { key });
    else
      admin.send(draft.to === 'number' ? { message, inputNumber: draft.number.trim() } : { message, selectedProgram: draft.program }, {
        key,
      });
  };
  return Object.assign(send, { sendDraft });
}
