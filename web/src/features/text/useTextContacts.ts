// SPEC §7: the contacts a text can go to, by program (a Program Staff member's own; every program's
// for an Administrator).
import { api } from '@pals/core/api';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/client.ts';

export function useTextContacts() {
  return useQuery({ queryKey: ['textContacts'], queryFn: async () => (await call(api.textContacts)).list });
}
