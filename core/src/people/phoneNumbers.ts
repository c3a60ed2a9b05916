// Phone numbers to E.164 with libphonenumber, US by default (docs/workbook.md, docs/product.md#texts).
// Kept apart from phone.ts so screens that only show numbers do not load the number data.
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** Texts already read, and what they came to: a workbook sync reads every phone of every tab again
 * each time, and people's numbers seldom change between two syncs. Reading one costs about 20 µs,
 * most of a 100-fold workbook's sync (docs/performance.md "Scale"); a remembered one, a lookup.
 * Bounded: past this many it starts again. */
const read = new Map<string, string | null>();
const remembered = 200_000;

export function toE164(text: string): string | null {
  const known = read.get(text);
  if (known !== undefined) return known;
  // The number may sit among words ("412-555-0134 (cell)"), as admins write it in a sheet.
  const phone = parsePhoneNumberFromString(text.trim(), 'US');
  const e164 = phone?.isValid() ? phone.number : null;
  if (read.size >= remembered) read.clear();
  read.set(text, e164);
  return e164;
}
