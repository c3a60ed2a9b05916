// "Send later" (docs/product.md#scheduled-texts): the chosen date and time, in the program's time zone, as the
// instant the server is asked to send at; null while it is not a time 1 minute to 30 days ahead.
import { checkSendAt } from '@pals/core/texts/scheduled';
import { sendAtOf, wallClockOf } from '@pals/core/texts/scheduledTime';
import type { TextDraft } from './textDraft.ts';

export function sendAtOfDraft(draft: TextDraft, now = Date.now()): string | null {
  if (draft.when === 'now') return null;
  const sendAt = sendAtOf(draft.date, draft.time);
  return sendAt && 'at' in checkSendAt(sendAt, now) ? sendAt : null;
}

/** What is wrong with the chosen time, in words; null when it is fine (or not chosen yet). */
export function sendAtProblem(draft: TextDraft, now = Date.now()): string | null {
  if (draft.when === 'now' || draft.date === '' || draft.time === '') return null;
  return timeProblem(draft.date, draft.time, now);
}

/** What is wrong with a date and a time in the program's time zone, in words; null when they are
 * 1 minute to 30 days ahead. */
export function timeProblem(date: string, time: string, now = Date.now()): string | null {
  const sendAt = sendAtOf(date, time);
  if (!sendAt) return 'Choose a date and a time.';
  const checked = checkSendAt(sendAt, now);
  return 'problem' in checked ? `The time ${checked.problem}.` : null;
}

/** "Send later" opens on an hour from now, on the minute. */
export function laterStart(draft: TextDraft, now = Date.now()): TextDraft {
  return { ...draft, when: 'later', ...(draft.date === '' ? wallClockOf(now + 3_600_000) : {}) };
}
