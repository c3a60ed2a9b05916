// Issue 16: how many recipients a send will skip because they replied STOP, before Send is pressed.
import { toE164 } from '@pals/core/phoneNumbers';
import { skippedCount, type TextTarget } from '@pals/core/texts';
import { useTextContactsAnswer } from './useTextContacts.ts';

/** The count, or null while the contacts load (or failed to). */
export function useSkippedCount(target: TextTarget, typedNumber: string): number | null {
  const contacts = useTextContactsAnswer();
  if (!contacts.data) return null;
  return skippedCount(target, contacts.data.list, { phone: toE164(typedNumber), optedOutNumbers: contacts.data.optedOutNumbers });
}
