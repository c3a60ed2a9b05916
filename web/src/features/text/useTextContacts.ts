// SPEC §7: the contacts a text can go to, by program (a Program Staff member's own; every program's
// for an Administrator).
import { api } from '@pals/core/api';
import { useApiQuery } from '../../data/useApiQuery.ts';

export function useTextContacts() {
  return useApiQuery(api.textContacts, undefined, { select: (answer) => answer.list });
}
