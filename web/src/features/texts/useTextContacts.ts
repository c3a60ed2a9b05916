// docs/product.md#calls: the contacts a text can go to, by program (a Program Staff member's own; every program's
// for an Administrator), with the opted-out numbers a send will skip and the sender's own phone (docs/product.md#texts).
import { api } from '@pals/core/api';
import { useApiQuery } from '../../data/useApiQuery.ts';

export function useTextContacts() {
  return useApiQuery(api.textContacts, undefined, { select: (answer) => answer.list });
}

export function useTextContactsAnswer() {
  return useApiQuery(api.textContacts, undefined);
}
