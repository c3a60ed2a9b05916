// docs/product.md#calls: the program's admin contact, from the participant or the Google variant of the call.
import { api } from '@pals/core/api';
import { useApiQuery } from '../../data/useApiQuery.ts';
import { useSession } from '../../session/session.tsx';

const staffOf = (answer: { staff: { name: string | null; phone: string | null } }) => answer.staff;

export function useStaffContact() {
  const participant = useSession().identity.kind === 'participant';
  const local = useApiQuery(api.localStaff, undefined, { select: staffOf, enabled: participant });
  const google = useApiQuery(api.googleStaff, undefined, { select: staffOf, enabled: !participant });
  return participant ? local : google;
}
