// "Let a phone in" codes (core/src/signIn/phoneCodes.ts): as shown, as typed, and who may make one.
import { describe, expect, it } from 'vitest';
import { shownCode, typedCode } from '../src/signIn/phoneCodes.ts';
import { may, type Identity } from '../src/people/roles.ts';

describe('a code that lets a phone in', () => {
  it('is shown in two groups of five', () => {
    expect(shownCode('KTXM4PRWHC')).toBe('KTXM4 PRWHC');
  });

  it('is read as typed in small letters, with spaces or a dash; anything else is not a code', () => {
    expect(typedCode(' ktxm4 prwhc ')).toBe('KTXM4PRWHC');
    expect(typedCode('KTXM4-PRWHC')).toBe('KTXM4PRWHC');
    expect(typedCode('KTXM4PRWH')).toBeNull();
    expect(typedCode('KTXM4PRWHCX')).toBeNull();
    // 0, O, 1, I, L and U are never in a code.
    expect(typedCode('KTXM0PRWHC')).toBeNull();
    expect(typedCode('KTXMOPRWHC')).toBeNull();
    expect(typedCode('bluejay')).toBeNull();
  });

  it('is made by Program Staff, Directors, Leads and Head Counselors with a program only', () => {
    const who: [Identity, boolean][] = [
      [{ kind: 'anonymous' }, false],
      [{ kind: 'participant', program: 'Blue Ridge' }, false],
      [{ kind: 'staff', role: 'Administrator', program: 'Blue Ridge' }, false],
      [{ kind: 'staff', role: 'Program Staff', program: 'Blue Ridge' }, true],
      [{ kind: 'staff', role: 'Director', program: 'Blue Ridge' }, true],
      [{ kind: 'staff', role: 'Lead', program: 'Blue Ridge' }, true],
      [{ kind: 'staff', role: 'Head Counselor', program: 'Blue Ridge' }, true],
      [{ kind: 'staff', role: 'Lead', program: null }, false],
    ];
    expect(who.map(([identity]) => may(identity, 'letPhoneIn'))).toEqual(who.map(([, allowed]) => allowed));
  });
});
