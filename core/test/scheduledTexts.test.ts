// How many texts may wait (core/src/texts/scheduled.ts): the defaults, the workbook's settings, and the words of each refusal.
import { describe, expect, it } from 'vitest';
import { checkSendAt, waitingLimitDefaults, waitingLimitsOf, waitingProblem } from '../src/texts/scheduled.ts';

const room = { byPerson: 0, toSame: 0, nearItsTime: 0 };

describe('waiting texts', () => {
  it('has room below every limit, a change not counting its author again', () => {
    expect(waitingProblem({ byPerson: 14, toSame: 29, nearItsTime: 3 }, waitingLimitDefaults, 'Blue Ridge')).toBeNull();
    expect(waitingProblem({ byPerson: null, toSame: 2, nearItsTime: 3 }, waitingLimitDefaults, null)).toBeNull();
  });

  it('refuses the 16th of one person, the 31st to a program, the 4th to a number, the 5th within an hour, saying the limit', () => {
    expect(waitingProblem({ ...room, byPerson: 15 }, waitingLimitDefaults, 'Blue Ridge')).toBe(
      'You already have 15 texts waiting to go, the most one person may have. Cancel one, or wait until one has gone.',
    );
    expect(waitingProblem({ ...room, toSame: 30 }, waitingLimitDefaults, 'Blue Ridge')).toBe(
      'Blue Ridge already has 30 texts waiting to go, the most one program may have. Cancel one, or wait until one has gone.',
    );
    expect(waitingProblem({ ...room, toSame: 3 }, waitingLimitDefaults, null)).toBe(
      'That number already has 3 texts waiting to go, the most one number may have. Cancel one, or wait until one has gone.',
    );
    expect(waitingProblem({ ...room, nearItsTime: 4 }, waitingLimitDefaults, 'Lakeshore')).toBe(
      'Lakeshore already has 4 texts waiting to go within an hour of that time, the most there may be. Choose a time further from them, or change one of them.',
    );
  });

  it("takes each limit from the workbook's settings when it is a whole number from 1 to 1,000", () => {
    const settings = new Map([
      ['scheduled_texts_per_person', ' 40 '],
      ['scheduled_texts_per_program', '0'],
      ['scheduled_texts_per_number', 'many'],
      ['scheduled_texts_within_an_hour', '1001'],
    ]);
    expect(waitingLimitsOf(settings)).toEqual({ perPerson: 40, perProgram: 30, perNumber: 3, nearOneTime: 4 });
    expect(waitingProblem({ ...room, byPerson: 1 }, waitingLimitsOf(new Map([['scheduled_texts_per_person', '1']])), 'Blue Ridge')).toBe(
      'You already have 1 text waiting to go, the most one person may have. Cancel one, or wait until one has gone.',
    );
    expect(waitingLimitsOf(new Map())).toEqual({ perPerson: 15, perProgram: 30, perNumber: 3, nearOneTime: 4 });
  });
});

describe('the time to send a text', () => {
  const now = Date.parse('2026-11-17T13:00:00Z');
  const wrong = { problem: 'must be a date and time with its offset, like 2026-07-02T09:30:00-04:00' };

  it('reads a time as written, with its offset', () => {
    expect(checkSendAt('2026-11-17T23:59:59Z', now)).toEqual({ at: Date.parse('2026-11-17T23:59:59Z') });
    expect(checkSendAt('2026-11-17T09:30-05:00', now)).toEqual({ at: Date.parse('2026-11-17T14:30:00Z') });
    expect(checkSendAt('2026-11-30T12:00:00.5+00:00', now)).toEqual({ at: Date.parse('2026-11-30T12:00:00.500Z') });
  });

  it('refuses a time JavaScript would roll over to another: 24:00, minute 60, second 60, November 31, month 13, offset +15:00', () => {
    for (const sendAt of [
      '2026-11-17T24:00Z',
      '2026-11-17T23:60Z',
      '2026-11-17T23:00:60Z',
      '2026-11-31T10:00Z',
      '2026-13-01T10:00Z',
      '2026-11-18T10:00+15:00',
    ])
      expect(checkSendAt(sendAt, now), sendAt).toEqual(wrong);
  });
});
