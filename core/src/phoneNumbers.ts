// Phone numbers to E.164 with libphonenumber, US by default (docs/workbook.md, docs/product.md#texts).
// Kept apart from phone.ts so screens that only show numbers do not load the number data.
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

export function toE164(text: string): string | null {
  const phone = parsePhoneNumberFromString(text.trim(), 'US');
  return phone?.isValid() ? phone.number : null;
}
