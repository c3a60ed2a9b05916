// SPEC §7: the participants of the person's program, for the note picker.
import { api } from '@pals/core/api';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/client.ts';

export function useParticipants() {
  return useQuery({ queryKey: ['participants'], queryFn: async () => (await call(api.participants)).participants });
}
