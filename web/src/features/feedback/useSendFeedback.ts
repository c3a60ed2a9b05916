// SPEC §7: feedback through the participant or the Google variant of the call, shown as submitting
// for at least 1 second (SPEC §9); offline it waits on the phone (issue 12 §4).
import { api } from '@pals/core/api';
import { useApiMutation } from '../../data/useApiMutation.ts';
import { useSession } from '../../session/session.tsx';

export interface Feedback {
  message: string;
  name: string;
}

export function useSendFeedback() {
  const participant = useSession().identity.kind === 'participant';
  const local = useApiMutation(api.localFeedback);
  const google = useApiMutation(api.googleFeedback);
  return participant ? local : google;
}
