// A clock of the test's own for the waits SPEC sets (the minimum spinner of §9, a read's one more
// try a second later, a notice's seconds on screen), so no test sits through them in real time. The
// clock still runs by itself in step with real time (React, the screens loaded on demand and Testing
// Library's waits behave as ever); a test moves it on past a wait with passTime. Only timeouts and
// the clocks (Date, performance) are fake. setup.ts puts the real ones back after each test.
import { limits } from '@pals/core/limits';
import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';

/** Fake timeouts from now on (or still); answers a user-event user whose own pauses run on that clock. */
export function fakeClock() {
  if (!vi.isFakeTimers())
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      shouldClearNativeTimers: true,
      toFake: ['setTimeout', 'clearTimeout', 'Date', 'performance'],
    });
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

/** Moves the clock on by `ms`, running each timeout that falls due and what it sets off. */
export async function passTime(ms: number): Promise<void> {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

/** Half the minimum spinner time goes by: a call answered at once still shows its spinner then. */
export const halfTheSpinnerTime = () => passTime(limits.minimumSpinnerMs / 2);

/** The minimum spinner time goes by, all of it. */
export const spinnerTime = () => passTime(limits.minimumSpinnerMs);
