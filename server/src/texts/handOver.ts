// One text to one number (docs/product.md#texts): handed to the provider at its pace (texts/pace.ts),
// tried again after a short wait when the provider surely did not take it (busy, or never reached),
// and after a pause for everyone when it refused it as one of too many requests. A recipient counts as
// handed over only from the provider call itself, after its turn at the rate limit (`at.taking`), and
// goes back to waiting when the provider surely did not take it (`at.notTaken`): a server that stops
// while texts wait their turn leaves them waiting, for whoever takes the send on to text.
import { setTimeout as sleep } from 'node:timers/promises';
import { delayAfter } from '../retry.ts';
import { refusalsPerText } from './pace.ts';
import type { SendOutcome, SmsProvider } from './provider.ts';

export interface HandOverOptions {
  /** How long one hand-over may take before it counts as unanswered. */
  timeoutMs: number;
  /** Tries in all for a text the provider may take on another try (its refusals aside). */
  attempts: number;
}

/** Marks the recipient as being handed over; false when it is not to be (another run has it, or the
 * server is stopping): then nothing is sent. */
export interface HandOverSteps {
  taking(): Promise<boolean>;
  /** The provider surely did not take it and it is tried again after a wait: waiting again meanwhile. */
  notTaken(): Promise<void>;
}

/** The provider's outcome, or null when `at.taking` said not to send. */
export async function handOver(
  provider: SmsProvider,
  to: string,
  body: string,
  options: HandOverOptions,
  at: HandOverSteps,
): Promise<SendOutcome | null> {
  let refusals = 0;
  let failures = 0;
  for (;;) {
    // The wait for a turn is not the provider's time: the timeout starts once it is handed over.
    await provider.pace?.turn();
    if (!(await at.taking())) return null;
    const outcome = await provider.send(to, body, AbortSignal.timeout(options.timeoutMs));
    if (outcome.status !== 'failed') {
      provider.pace?.taken();
      return outcome;
    }
    if (outcome.refused && provider.pace && refusals < refusalsPerText - 1) {
      refusals += 1;
      provider.pace.holdOff();
    } else if (outcome.retry && failures < options.attempts - 1) {
      failures += 1;
      await at.notTaken();
      await sleep(delayAfter(failures, { firstDelayMs: 250 }));
      continue;
    } else return outcome;
    await at.notTaken();
  }
}
