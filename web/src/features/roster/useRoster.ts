// docs/product.md#calls: the roster of the person's program. A participant asks the local call (no rooms in it),
// a Google user the Google call (with rooms).
import { api } from '@pals/core/api';
import type { RosterEntry } from '@pals/core/roster/rules';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ApiFailure } from '../../api/client.ts';
import { useApiQuery } from '../../data/useApiQuery.ts';
import { useSession } from '../../session/session.tsx';

const entries = (answer: { call: RosterEntry[] }) => answer.call;

export function useRoster(): UseQueryResult<RosterEntry[], ApiFailure> {
  const participant = useSession().identity.kind === 'participant';
  const local = useApiQuery(api.localCall, undefined, { select: entries, enabled: participant });
  const google = useApiQuery(api.googleCall, undefined, { select: entries, enabled: !participant });
  return participant ? local : google;
}
