// "Let a phone in" (docs/product.md#let-a-phone-in): a staff member shows a code on their own phone that
// signs one phone in as a participant of their program, without the camp password; it works while
// camp-password sign-in is closed by guessers (docs/decisions/070-a-staff-code-lets-a-phone-in.md).

/** Ten characters from 30 that cannot be mistaken for one another (no 0/O, 1/I/L, no U): about 49
 * bits, so guessing one of the few codes alive at a time, from any number of addresses, is hopeless. */
export const phoneCodeAlphabet = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export const phoneCodeLength = 10;

export const phoneCodeLimits = {
  /** How long a code works after it is made: long enough to read it out and type it. */
  validMs: 3 * 60_000,
} as const;

/** A code as people read it: two groups of five, "KTXM4 PRWHC". */
export const shownCode = (code: string): string => `${code.slice(0, 5)} ${code.slice(5)}`;

/** What a person typed, as a code: capitals, without spaces or dashes; null when it cannot be one. */
export function typedCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]+/g, '');
  if (code.length !== phoneCodeLength) return null;
  return [...code].every((c) => phoneCodeAlphabet.includes(c)) ? code : null;
}

/** The words for a code that does not sign in. */
export const phoneCodeWords = {
  notACode: 'That is not a code from staff. A code has 10 letters and numbers, like KTXM4 PRWHC.',
  unknown: 'This code does not work. Check each letter, or ask for a new one.',
  used: 'This code was already used on another phone. Ask for a new one.',
  stale: 'This code is too old: a code works for 3 minutes. Ask for a new one.',
} as const;
