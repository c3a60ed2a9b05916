// SPEC §7: feedback through the participant or the Google variant of the call, shown as submitting
// for at least 1 second (SPEC §9).
import { api } from '@pals/core/api';
import { limits } from '@pals/core/limits';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../api/client.ts';
import { useSession } from '../../app/session.tsx';
import { atLeast } from '../../ui/atLeast.ts';

export interface Feedback {
  message: string;
  name: string;
}

export function useSendFeedback() {
  const { identity } = useSession();
  const endpoint = identity.kind === 'participant' ? api.localFeedback : api.googleFeedback;
  return useMutation({ mutationFn: (feedback: Feedback) => atLeast(limits.minimumSpinnerMs, call(endpoint, feedback)) });
}
