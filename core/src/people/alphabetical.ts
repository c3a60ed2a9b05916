// Names in alphabetical order as the collator `new Intl.Collator('en', { sensitivity: 'base' })` puts
// them (case and accents aside), without asking it for the names most lists hold: a page's first use
// of any Intl object loads the browser's locale data, 16-45 ms on this project's machine, and the
// collator made as the roster's and the note picker's files were evaluated made that one long task
// after the first paint (docs/decisions/063-names-in-order-without-the-collation-data.md). A name of
// plain letters, digits, spaces and the punctuation below is compared by this table, in the
// collator's own order; any other name by the collator, made the first time one comes. The same
// answer either way (core/test/alphabetical.test.ts).

/** The characters compared without the collator, in the collator's order at its first level. */
const known = " -,.'()/&0123456789abcdefghijklmnopqrstuvwxyz";

/** Each known character's place in `known`, by character code (-1: not known); capitals take their letter's place. */
const places = new Int8Array(128).fill(-1);
for (const [place, character] of [...known].entries())
  places[character.charCodeAt(0)] = places[character.toUpperCase().charCodeAt(0)] = place;
const placeOf = (text: string, index: number) => places[text.charCodeAt(index)] ?? -1;

let collator: Intl.Collator['compare'] | null = null;
const byCollator = (a: string, b: string) => (collator ??= new Intl.Collator('en', { sensitivity: 'base' }).compare)(a, b);

/** Negative when `a` comes first, positive when `b` does, 0 when they read alike (as the collator says). */
export function alphabetical(a: string, b: string): number {
  // One pass over both names: the first place they differ decides, unless a character further on is
  // not known, which sends both names to the collator.
  let apart = 0;
  for (let index = 0; index < Math.max(a.length, b.length); index++) {
    const inA = index < a.length ? placeOf(a, index) : 0;
    const inB = index < b.length ? placeOf(b, index) : 0;
    if (inA < 0 || inB < 0) return byCollator(a, b);
    if (apart === 0 && index < a.length && index < b.length) apart = inA - inB;
  }
  return apart !== 0 ? apart : a.length - b.length;
}
