// The one retry helper: how many tries, how long between them, and which failures are tried again.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jobBackoff } from '../src/db/jobs.ts';
import { delayAfter, retrying } from '../src/retry.ts';

class Busy extends Error {}
class Refused extends Error {}
const retryable = (error: unknown) => error instanceof Busy;

describe('retrying', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('tries again after 1 s, then 2 s, and answers with the first success', async () => {
    const tries: number[] = [];
    const result = retrying(
      async (tryNumber) => {
        tries.push(Date.now());
        if (tryNumber < 3) throw new Busy('busy');
        return 'read';
      },
      { tries: 4, firstDelayMs: 1000, retryable },
    );
    const started = Date.now();
    await vi.advanceTimersByTimeAsync(999);
    expect(tries).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(tries).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(tries).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('read');
    expect(tries.map((at) => at - started)).toEqual([0, 1000, 3000]);
  });

  it('gives up after the tries it is allowed, with the last error', async () => {
    let count = 0;
    const result = retrying(
      async () => {
        count += 1;
        throw new Busy(`busy ${count}`);
      },
      { tries: 4, firstDelayMs: 1000, retryable },
    );
    const failed = expect(result).rejects.toThrow('busy 4');
    await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000);
    await failed;
    expect(count).toBe(4);
    // and not once more, however long one waits
    await vi.advanceTimersByTimeAsync(60_000);
    expect(count).toBe(4);
  });

  it('does not try again a failure that is not worth it', async () => {
    let count = 0;
    const result = retrying(
      async () => {
        count += 1;
        throw new Refused('the sheet is not shared');
      },
      { tries: 4, firstDelayMs: 1000, retryable },
    );
    await expect(result).rejects.toBeInstanceOf(Refused);
    expect(count).toBe(1);
  });

  it('tries once when allowed one try', async () => {
    let count = 0;
    const result = retrying(
      async () => {
        count += 1;
        throw new Busy('busy');
      },
      { tries: 1, firstDelayMs: 1000, retryable },
    );
    await expect(result).rejects.toThrow('busy');
    expect(count).toBe(1);
  });

  it('waits no longer than the longest wait allowed', async () => {
    const tries: number[] = [];
    const started = Date.now();
    const result = retrying(
      async () => {
        tries.push(Date.now() - started);
        throw new Busy('busy');
      },
      { tries: 5, firstDelayMs: 1000, maxDelayMs: 3000, retryable },
    );
    const failed = expect(result).rejects.toThrow('busy');
    await vi.advanceTimersByTimeAsync(1000 + 2000 + 3000 + 3000);
    await failed;
    expect(tries).toEqual([0, 1000, 3000, 6000, 9000]);
  });
});

describe('the wait after a number of failures', () => {
  it('doubles from the first wait', () => {
    expect([1, 2, 3, 4].map((failures) => delayAfter(failures, { firstDelayMs: 1000 }))).toEqual([1000, 2000, 4000, 8000]);
  });

  it('is, for the job table, 30 s, 1 min, 2 min, … and never more than an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map((failures) => delayAfter(failures, jobBackoff))).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000, 3_600_000,
    ]);
  });
});
