// SPEC §7: a text to one's own program, or (Administrator) to a chosen program or a typed number, with
// the confirmation's Idempotency-Key; shown as sending for at least 1 second (SPEC §9).
import { api } from '@pals/core/api';
import { limits } from '@pals/core/limits';
import { may } from '@pals/core/roles';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../api/client.ts';
import { useSession } from '../../app/session.tsx';
import { atLeast } from '../../ui/atLeast.ts';
import type { TextDraft } from './textDraft.ts';

export interface TextSend {
  draft: TextDraft;
  key: string;
}

export function useSendText() {
  const { identity } = useSession();
  const anyProgram = may(identity, 'textAnyProgram');
  return useMutation({ mutationFn: ({ draft, key }: TextSend) => atLeast(limits.minimumSpinnerMs, send(draft, key, anyProgram)) });
}

function send(draft: TextDraft, key: string, anyProgram: boolean) {
  const options = { headers: { 'Idempotency-Key': key } };
  const message = draft.message.trim();
  if (!anyProgram) return call(api.sendText, { message }, options);
  const body = draft.to === 'number' ? { message, inputNumber: draft.number.trim() } : { message, selectedProgram: draft.program };
  return call(api.sendTextAdmin, body, options);
}
