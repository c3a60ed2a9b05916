// A phone text is read by libphonenumber once: a sync that reads the same workbook again finds the
// numbers it read last time (docs/performance.md "Scale").
import { describe, expect, it, vi } from 'vitest';

const parse = vi.hoisted(() => ({ calls: [] as string[] }));
vi.mock('libphonenumber-js/min', async (original) => {
  const real = await original<typeof import('libphonenumber-js/min')>();
  return {
    ...real,
    parsePhoneNumberFromString: (text: string, country: never) => {
      parse.calls.push(text);
      return real.parsePhoneNumberFromString(text, country);
    },
  };
});
// Loaded afresh, so it reads through the mock above even where another file loaded it first.
vi.resetModules();
const { toE164 } = await import('../src/people/phoneNumbers.ts');

describe('reading phone numbers', () => {
  it('reads each text once, and gives the same answer, a number or none, every later time', () => {
    const cells = ['(412) 555-0177', '412-555-0178 (cell)', 'call me', '(412) 555-0177', 'call me', '412-555-0178 (cell)'];
    expect(cells.map(toE164)).toEqual(['+14125550177', '+14125550178', null, '+14125550177', null, '+14125550178']);
    expect(parse.calls).toEqual(['(412) 555-0177', '412-555-0178 (cell)', 'call me']);
  });
});
