// One text to one number (docs/product.md#texts): handed to the provider at its pace (texts/pace.ts),
// tried again after a short wait when the provider surely did not take it (busy, or never reached),
// and after a pause for everyone when it refused it as one of too many requests.
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

export async function handOver(provider: SmsProvider, to: string, body: string, options: HandOverOptions): Promise<SendOutcome> {
  let refusals = 0;
  let failures = 0;
  for (;;) {
    // The wait for a turn is not the provider's time: the timeout starts once it is handed over.
    await provider.pace?.turn();
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
      await sleep(delayAfter(failures, { firstDelayMs: 250 }));
    } else return outcome;
  }
}
