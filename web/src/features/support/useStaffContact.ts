// SPEC §7: the program's admin contact, from the participant or the Google variant of the call.
import { api } from '@pals/core/api';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/client.ts';
import { useSession } from '../../app/session.tsx';

export function useStaffContact() {
  const { identity } = useSession();
  const participant = identity.kind === 'participant';
  return useQuery({
    queryKey: ['staffContact', participant ? 'local' : 'google'],
    queryFn: async () => (await call(participant ? api.localStaff : api.googleStaff)).staff,
  });
}
