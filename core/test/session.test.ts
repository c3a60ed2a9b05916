import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeUserCookie, encodeUserCookie, identityOf, type SessionUser } from '../src/session.ts';

const dana: SessionUser = {
  googleUser: {
    givenname: 'Dana',
    fullname: 'Dana Brooks',
    email: 'dana.brooks@example.org',
    program: 'Blue Ridge',
    staffrole: 'Director',
    startdate: '2026-11-16',
    enddate: '2026-11-22',
    programschedulelink: 'https://example.org/schedule; a=b',
    photouploadlink: 'https://example.org/photos',
  },
};

describe('the readable user cookie', () => {
  it('is URI-encoded JSON of {googleUser} (SPEC §3)', () => {
    const value = encodeUserCookie(dana);
    expect(value.startsWith('%7B%22googleUser%22%3A%7B%22givenname%22%3A%22Dana%22')).toBe(true);
    expect(value).not.toMatch(/[;,\s"]/);
    expect(decodeUserCookie(value)).toEqual(dana);
  });

  it('reads back a participant', () => {
    const user: SessionUser = {
      localUser: { fullname: 'Blue Ridge Participant', localrole: 'participant', program: 'Blue Ridge', programschedulelink: 'x', photouploadlink: 'y' },
    };
    expect(decodeUserCookie(encodeUserCookie(user))).toEqual(user);
    expect(identityOf(user)).toEqual({ kind: 'participant', program: 'Blue Ridge' });
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['not JSON', 'hello'],
    ['a broken escape', '%E0%A4%A'],
    ['an unknown role', encodeURIComponent(JSON.stringify({ googleUser: { ...dana.googleUser, staffrole: 'Owner' } }))],
    ['both users at once', encodeURIComponent(JSON.stringify({ ...dana, localUser: { fullname: 'x', localrole: 'participant', program: 'p', programschedulelink: '', photouploadlink: '' } }))],
  ])('reads %s as nobody', (_, value) => {
    expect(decodeUserCookie(value)).toBeNull();
    expect(identityOf(decodeUserCookie(value))).toEqual({ kind: 'anonymous' });
  });

  it('never throws, whatever the cookie holds', () => {
    fc.assert(fc.property(fc.string(), (value) => decodeUserCookie(value) === null || typeof decodeUserCookie(value) === 'object'));
  });

  it('round-trips any names and links', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (fullname, link) => {
        const user: SessionUser = { googleUser: { ...dana.googleUser, fullname, programschedulelink: link } };
        expect(decodeUserCookie(encodeUserCookie(user))).toEqual(user);
      }),
    );
  });
});
