// SPEC §7: the roster of the person's program. A participant asks the local call (no rooms in it),
// a Google user the Google call (with rooms).
import { api } from '@pals/core/api';
import type { RosterEntry } from '@pals/core/roster';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/client.ts';
import { useSession } from '../../app/session.tsx';

export function useRoster() {
  const { identity } = useSession();
  const participant = identity.kind === 'participant';
  return useQuery({
    queryKey: ['roster', participant ? 'local' : 'google'],
    queryFn: async (): Promise<RosterEntry[]> => (participant ? (await call(api.localCall)).call : (await call(api.googleCall)).call),
  });
}
