// How many texts may wait (core/scheduledTexts.ts): the defaults, the workbook's settings, and the words of each refusal.
import { describe, expect, it } from 'vitest';
import { waitingLimitDefaults, waitingLimitsOf, waitingProblem } from '../src/scheduledTexts.ts';

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
    expect(waitingLimitsOf(new Map())).toEqual({ perPerson: 15, perProgram: 30, perNumber: 3, nearOneTime: 4 });
  });
});
