import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { alphabetical } from '../src/people/alphabetical.ts';

const collator = new Intl.Collator('en', { sensitivity: 'base' }).compare;
const characters = [..." -,.'()/&0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ", 'é', 'Ø', '’', '_', 'ß'];
const name = fc.array(fc.constantFrom(...characters), { maxLength: 8 }).map((each) => each.join(''));

describe('alphabetical order', () => {
  it('puts names in the order the collator does, case and accents aside', () => {
    const names = [
      'Zoe',
      'amy',
      'Ben',
      "O'Brien",
      'Mary-Jane',
      'Mary Jane',
      'Maryjane',
      'José',
      'Jose',
      'ann',
      'Ann',
      'Camper 10',
      'Camper 9',
      'Øyvind',
      '',
    ];
    expect([...names].sort(alphabetical)).toEqual([
      '',
      'amy',
      'ann',
      'Ann',
      'Ben',
      'Camper 10',
      'Camper 9',
      'José',
      'Jose',
      'Mary Jane',
      'Mary-Jane',
      'Maryjane',
      "O'Brien",
      'Øyvind',
      'Zoe',
    ]);
  });

  it('answers as the collator does for any two names', () => {
    fc.assert(
      fc.property(name, name, (a, b) => Math.sign(alphabetical(a, b)) === Math.sign(collator(a, b))),
      { numRuns: 20000 },
    );
  });
});
