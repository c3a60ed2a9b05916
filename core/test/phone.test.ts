import { describe, expect, it } from 'vitest';
import { displayPhone } from '../src/people/phone.ts';

describe('phone display', () => {
  it('shows US numbers as (AAA) BBB-CCCC and others as stored', () => {
    expect(displayPhone('+14125550134')).toBe('(412) 555-0134');
    expect(displayPhone('+442071838750')).toBe('+442071838750');
    expect(displayPhone('')).toBe('');
  });
});
