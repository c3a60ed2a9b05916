import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { staffRoles } from '../src/people/roles.ts';
import { sessionUser, type SessionUser } from '../src/people/session.ts';
import { decodeUserCookie, encodeUserCookie, identityOf } from '../src/people/sessionCookie.ts';

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
      localUser: {
        fullname: 'Blue Ridge Participant',
        localrole: 'participant',
        program: 'Blue Ridge',
        programschedulelink: 'x',
        photouploadlink: 'y',
      },
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
    [
      'both users at once',
      encodeURIComponent(
        JSON.stringify({
          ...dana,
          localUser: { fullname: 'x', localrole: 'participant', program: 'p', programschedulelink: '', photouploadlink: '' },
        }),
      ),
    ],
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

  // The web reads the cookie without zod (core/src/people/sessionCookie.ts): it must accept and give back
  // exactly what the schema does, for values near the right shape as much as for any JSON.
  it('is read exactly as the sessionUser schema reads it', () => {
    // Mostly right, so that a wrong field alone is tried often.
    const text = fc.oneof({ arbitrary: fc.string(), weight: 12 }, fc.constant(null), fc.integer(), fc.constant(undefined));
    const role = fc.oneof({ arbitrary: fc.constantFrom(...staffRoles), weight: 12 }, fc.constantFrom('Owner', '', null));
    const extra = fc.dictionary(fc.constantFrom('extra', 'googleUser', 'localUser', '__proto__', 'program'), fc.jsonValue(), {
      maxKeys: 1,
    });
    const google = fc.record({
      givenname: text,
      fullname: text,
      email: text,
      program: text,
      staffrole: role,
      startdate: text,
      enddate: text,
      programschedulelink: text,
      photouploadlink: text,
    });
    const local = fc.record({
      fullname: text,
      localrole: fc.oneof({ arbitrary: fc.constant('participant'), weight: 12 }, fc.constantFrom('staff', null)),
      program: text,
      programschedulelink: text,
      photouploadlink: text,
    });
    const nearShape = fc.oneof(
      fc.tuple(google, extra, extra).map(([googleUser, inner, outer]) => ({ googleUser: { ...googleUser, ...inner }, ...outer })),
      fc.tuple(local, extra, extra).map(([localUser, inner, outer]) => ({ localUser: { ...localUser, ...inner }, ...outer })),
      fc.record({ googleUser: fc.jsonValue(), localUser: fc.jsonValue() }, { requiredKeys: [] }),
      fc.jsonValue(),
    );
    fc.assert(
      fc.property(nearShape, (value) => {
        const json = JSON.stringify(value) ?? 'undefined';
        const parsed = sessionUser.safeParse(JSON.parse(json === 'undefined' ? 'null' : json));
        expect(decodeUserCookie(encodeURIComponent(json))).toEqual(parsed.success ? parsed.data : null);
      }),
      { numRuns: 2000 },
    );
  });
});
