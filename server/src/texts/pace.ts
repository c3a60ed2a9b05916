// How fast texts go to the SMS provider (docs/deploy.md "How fast texts go out"): never more than
// SMS_SENDS_PER_SECOND hand-overs in any second, across every send of this server at once (a program
// text, a scheduled one, the reminders), and a pause for everyone when the provider answers "too many
// requests" (Twilio's 429): a text it refused was not taken, so it is handed over again after the pause.
// The rate itself is p-throttle's strict limiter, spacing hand-overs evenly; the pause doubles on each
// refusal in a row.
import { setTimeout as sleep } from 'node:timers/promises';
import pThrottle from 'p-throttle';

export interface SendPace {
  /** Hand-overs in any one second, at most. */
  readonly perSecond: number;
  /** How many hand-overs a send keeps in flight: enough to reach the rate when the provider takes
   * a quarter of a second to answer. */
  readonly inFlight: number;
  /** Resolves when the next hand-over may start. */
  turn(): Promise<void>;
  /** The provider said "too many requests": from the second refusal in a row, everyone waits, longer
   * after each. */
  holdOff(): void;
  /** A hand-over was taken: the next refusal waits the shortest pause again. */
  taken(): void;
}

export interface PaceOptions {
  perSecond: number;
  /** The first pause after a refusal; it doubles up to `longestPauseMs`. */
  firstPauseMs?: number;
  longestPauseMs?: number;
}

/** A refused text is handed over again this many times at most before it counts as failed. */
export const refusalsPerText = 8;

export function sendPace({ perSecond, firstPauseMs = 250, longestPauseMs = 16_000 }: PaceOptions): SendPace {
  // One hand-over every 1.1/perSecond of a second, evenly, never a second's worth at once: a tenth
  // below the set rate, as hand-overs bunch up on their way (the server busy writing outcomes, the
  // network) and the count must hold on the provider's clock, not only on this server's.
  const throttled = pThrottle({ limit: 1, interval: 1100 / perSecond, strict: true })(() => undefined);
  let pausedUntil = 0;
  let refusalsInARow = 0;
  return {
    perSecond,
    inFlight: Math.max(4, Math.ceil(perSecond / 4)),
    async turn() {
      // A pause that began while this turn waited in the limiter's queue holds it too.
      for (;;) {
        while (Date.now() < pausedUntil) await sleep(pausedUntil - Date.now());
        await throttled();
        if (Date.now() >= pausedUntil) return;
      }
    },
    holdOff() {
      // One refusal between texts taken is a busy moment: only that text goes again, at its turn.
      // Refusals in a row mean the provider is full: everyone pauses, longer each time.
      refusalsInARow += 1;
      // Refusals of hand-overs that started before the pause are the same crowd: one pause for them.
      if (refusalsInARow < 2 || Date.now() < pausedUntil) return;
      pausedUntil = Date.now() + Math.min(longestPauseMs, firstPauseMs * 2 ** (refusalsInARow - 2));
    },
    taken() {
      refusalsInARow = 0;
    },
  };
}
