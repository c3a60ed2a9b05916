// Scheduled program texts (docs/product.md#scheduled-texts): when one may go and how late it may still go.
// The wall clock of the program's time zone is scheduledTime.ts, so the time zone library loads only with the text screen.

export const scheduleLimits = {
  /** The earliest a text may be scheduled: a minute ahead (sooner is "Send now"). */
  earliestMs: 60_000,
  /** The latest: 30 days ahead. */
  latestMs: 30 * 24 * 3_600_000,
  /** A text due while the server was down still goes up to an hour late; later, it is missed. */
  missedAfterMs: 3_600_000,
} as const;

export const scheduledStatuses = ['scheduled', 'sent', 'cancelled', 'missed'] as const;

/** The program's time zone: the camp's (docs/spec-notes.md). */
export const programTimeZone = 'America/New_York';

/** An ISO 8601 time with its offset (Z or ±HH:MM): a time without one would mean a different
 * instant on the phone and on the server. */
const isoWithOffset = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** The instant `sendAt` names, or the words saying what is wrong with it at `now`. */
export function checkSendAt(sendAt: string, now: number): { at: number } | { problem: string } {
  const at = isoWithOffset.test(sendAt) ? Date.parse(sendAt) : Number.NaN;
  if (Number.isNaN(at)) return { problem: 'must be a date and time with its offset, like 2026-07-02T09:30:00-04:00' };
  if (at < now + scheduleLimits.earliestMs) return { problem: 'must be at least 1 minute from now' };
  if (at > now + scheduleLimits.latestMs) return { problem: 'must be at most 30 days from now' };
  return { at };
}
