import { describe, expect, it } from 'vitest';
import { toE164 } from '../src/people/phoneNumbers.ts';
import { recipientCount, textBody, textPrefix } from '../src/texts/rules.ts';

describe('texts (SPEC §9)', () => {
  it('prefixes a program text with the program and a typed number with [PALS]', () => {
    expect(textPrefix('Blue Ridge')).toBe('[Blue Ridge] ');
    expect(textPrefix(null)).toBe('[PALS] ');
    expect(textBody('  Buses leave at 9! ', 'Lakeshore')).toBe('[Lakeshore] Buses leave at 9!');
  });

  it('counts the contacts of the chosen program, and a typed number as 1', () => {
    const list = [
      { program: 'Blue Ridge', fullname: 'Ava', count: 2 },
      { program: 'Blue Ridge', fullname: 'Ben', count: 1 },
      { program: 'Lakeshore', fullname: 'Cy', count: 1 },
    ];
    expect(recipientCount({ kind: 'program', program: 'Blue Ridge' }, list)).toBe(3);
    expect(recipientCount({ kind: 'program', program: 'Nowhere' }, list)).toBe(0);
    expect(recipientCount({ kind: 'number' }, list)).toBe(1);
  });

  it.each([
    ['(412) 555-0134', '+14125550134'],
    ['412.555.0134', '+14125550134'],
    ['+1 412 555 0134', '+14125550134'],
    ['+44 20 7183 8750', '+442071838750'],
    ['555-0134', null],
    ['call me', null],
    ['', null],
  ])('reads %j as %s', (text, e164) => {
    expect(toE164(text)).toBe(e164);
  });
});
