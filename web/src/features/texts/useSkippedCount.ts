// docs/product.md#texts: how many recipients a send will skip because they replied STOP, before Send is pressed.
import { skippedCount, type TextTarget } from '@pals/core/texts/rules';
import { typedPhone, usePhoneCheck } from './usePhoneCheck.ts';
import { useTextContactsAnswer } from './useTextContacts.ts';

/** The count, or null while the contacts load (or failed to). */
export function useSkippedCount(target: TextTarget, typedNumber: string): number | null {
  const contacts = useTextContactsAnswer();
  // Loaded already: 'Send' needs a checked number before this confirmation opens.
  const phone = typedPhone(usePhoneCheck(target.kind === 'number'), typedNumber);
  if (!contacts.data) return null;
  return skippedCount(target, contacts.data.list, { phone, optedOutNumbers: contacts.data.optedOutNumbers });
}
