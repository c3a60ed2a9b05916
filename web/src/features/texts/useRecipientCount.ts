// docs/product.md#limits: the recipient count is the program's contact count, a typed number counts as 1; docs/product.md#messages:
// 'ERR' when the contact list failed to load.
import { recipientCount, type TextTarget } from '@pals/core/texts/rules';
import { useTextContacts } from './useTextContacts.ts';

export function useRecipientCount(target: TextTarget): string {
  const contacts = useTextContacts();
  if (target.kind === 'number') return String(recipientCount(target, []));
  if (contacts.isError) return 'ERR';
  if (contacts.isPending) return '…';
  return String(recipientCount(target, contacts.data));
}
