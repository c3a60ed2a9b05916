// docs/product.md#calls: the participants of the person's program, for the note picker.
import { api } from '@pals/core/api';
import { useApiQuery } from '../../data/useApiQuery.ts';

export function useParticipants() {
  return useApiQuery(api.participants, undefined, { select: (answer) => answer.participants });
}
