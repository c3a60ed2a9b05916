// SPEC §7: the room names of the person's program, for the room search.
import { api } from '@pals/core/api';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/client.ts';

export function useRoomNames() {
  return useQuery({ queryKey: ['rooms'], queryFn: async () => (await call(api.rooms)).names });
}
