// One way to try again (docs/decisions/019-handlers-get-the-caller-they-can-have-one-retry.md): p-retry's exponential backoff for what is retried while
// the caller waits (a Sheets call, a text to one number), and the same schedule for the job table's
// tries, which are kept in the database between passes.
import pRetry from 'p-retry';

export interface Backoff {
  /** The wait before the second try; each later wait is `factor` times the one before. */
  firstDelayMs: number;
  /** 2 unless given. */
  factor?: number;
  /** No wait is longer than this. */
  maxDelayMs?: number;
}

export interface RetryPolicy extends Backoff {
  /** Tries in all, the first included. */
  tries: number;
  /** Whether a failure is worth another try (a busy or unreachable service); any other ends at once. */
  retryable: (error: unknown) => boolean;
}

/** `attempt` until it succeeds, fails in a way `retryable` refuses, or has been tried `tries` times;
 * the last error is thrown as it was. */
export function retrying<T>(attempt: (tryNumber: number) => Promise<T>, policy: RetryPolicy): Promise<T> {
  return pRetry(attempt, {
    retries: Math.max(0, policy.tries - 1),
    minTimeout: policy.firstDelayMs,
    factor: policy.factor ?? 2,
    maxTimeout: policy.maxDelayMs ?? Infinity,
    shouldRetry: ({ error }) => policy.retryable(error),
  });
}

/** The wait after `failures` failed tries, as `retrying` waits (p-retry's formula, not randomized). */
export function delayAfter(failures: number, backoff: Backoff): number {
  return Math.min(backoff.maxDelayMs ?? Infinity, Math.round(backoff.firstDelayMs * (backoff.factor ?? 2) ** (failures - 1)));
}
