// docs/product.md#calls: feedback through the participant or the Google variant of the call, shown as submitting
// for at least 1 second (docs/product.md#limits); offline it waits on the phone (docs/offline.md "What people write offline: writes that wait").
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
