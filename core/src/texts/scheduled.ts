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
const isoWithOffset = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(?:Z|[+-](\d{2}):(\d{2}))$/;

/** Each field in its range: JavaScript reads 24:00 or February 30 as the next day, which is not the
 * time a person wrote. */
function writtenAsItIs(match: RegExpExecArray): boolean {
  const [year, month, day, hour, minute, second = 0, offsetHours = 0, offsetMinutes = 0] = match.slice(1).map((part) => Number(part ?? 0));
  const daysInMonth = new Date(Date.UTC(year!, month!, 0)).getUTCDate();
  return (
    month! >= 1 &&
    month! <= 12 &&
    day! >= 1 &&
    day! <= daysInMonth &&
    hour! < 24 &&
    minute! < 60 &&
    second < 60 &&
    offsetHours <= 14 &&
    offsetMinutes < 60
  );
}

/** The instant `sendAt` names, or the words saying what is wrong with it at `now`. */
export function checkSendAt(sendAt: string, now: number): { at: number } | { problem: string } {
  const match = isoWithOffset.exec(sendAt);
  const at = match && writtenAsItIs(match) ? Date.parse(sendAt) : Number.NaN;
  if (Number.isNaN(at)) return { problem: 'must be a date and time with its offset, like 2026-07-02T09:30:00-04:00' };
  if (at < now + scheduleLimits.earliestMs) return { problem: 'must be at least 1 minute from now' };
  if (at > now + scheduleLimits.latestMs) return { problem: 'must be at most 30 days from now' };
  return { at };
}

/** How many texts may wait to go (docs/deploy.md "Texts"): more than honest scheduling ever needs —
 * a week of camp with a text or two a day — and far fewer than a flood. Each is changeable in the
 * workbook's settings tab under its setting name. */
export const waitingLimitDefaults = {
  /** Texts one person has waiting, to every program and number together. */
  perPerson: 15,
  /** Texts waiting to one program, from everyone. */
  perProgram: 30,
  /** Texts waiting to one typed number, from everyone. */
  perNumber: 3,
  /** Texts waiting to one program or number within an hour of one another. */
  nearOneTime: 4,
} as const;

export type WaitingLimits = { -readonly [limit in keyof typeof waitingLimitDefaults]: number };

const waitingLimitSettings: { [limit in keyof WaitingLimits]: string } = {
  perPerson: 'scheduled_texts_per_person',
  perProgram: 'scheduled_texts_per_program',
  perNumber: 'scheduled_texts_per_number',
  nearOneTime: 'scheduled_texts_within_an_hour',
};

/** The limits a workbook's settings set: a whole number from 1 to 1,000, else the default. */
export function waitingLimitsOf(settings: ReadonlyMap<string, string>): WaitingLimits {
  const limits = { ...waitingLimitDefaults } as WaitingLimits;
  for (const [limit, setting] of Object.entries(waitingLimitSettings) as [keyof WaitingLimits, string][]) {
    const value = settings.get(setting)?.trim() ?? '';
    if (/^\d{1,4}$/.test(value) && Number(value) >= 1 && Number(value) <= 1000) limits[limit] = Number(value);
  }
  return limits;
}

/** The texts already waiting that a new one (or one moved to a new time) would join. */
export interface Waiting {
  /** The person's own, everywhere; null when not counted (a change keeps its author's count). */
  byPerson: number | null;
  /** To the same program or number. */
  toSame: number;
  /** To the same program or number, within an hour of its time. */
  nearItsTime: number;
}

const whenOneHasGone = 'Cancel one, or wait until one has gone.';
const texts = (n: number) => (n === 1 ? '1 text' : `${n} texts`);

/** The words refusing one more waiting text, or null when there is room. `program` names where it goes (null: a typed number). */
export function waitingProblem(waiting: Waiting, limits: WaitingLimits, program: string | null): string | null {
  const place = program ?? 'That number';
  if (waiting.byPerson !== null && waiting.byPerson >= limits.perPerson)
    return `You already have ${texts(limits.perPerson)} waiting to go, the most one person may have. ${whenOneHasGone}`;
  const most = program ? limits.perProgram : limits.perNumber;
  if (waiting.toSame >= most)
    return `${place} already has ${texts(most)} waiting to go, the most one ${program ? 'program' : 'number'} may have. ${whenOneHasGone}`;
  if (waiting.nearItsTime >= limits.nearOneTime)
    return `${place} already has ${texts(limits.nearOneTime)} waiting to go within an hour of that time, the most there may be. Choose a time further from them, or change one of them.`;
  return null;
}
