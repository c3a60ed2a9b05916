// docs/product.md#calls: the room names of the person's program, for the room search.
import { api } from '@pals/core/api';
import { useApiQuery } from '../../data/useApiQuery.ts';

export function useRoomNames() {
  return useApiQuery(api.rooms, undefined, { select: (answer) => answer.names });
}
