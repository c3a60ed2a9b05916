// Answers cached while their mark is unchanged (http/cachedAnswers.ts): the same answer object while the
// mark stays, a new one as soon as it moves, one build shared by requests that come while it runs,
// and nothing cached that failed or that the caller says not to keep.
import { describe, expect, it } from 'vitest';
import { cachedAnswers } from '../src/http/cachedAnswers.ts';

/** A mark the test moves, and a record of every build. */
function counting(options: { keep?: (answer: { page: number; at: number }) => boolean; most?: number; fail?: boolean } = {}) {
  let at = 1;
  const built: string[] = [];
  const answers = cachedAnswers({
    mark: async () => at,
    build: async ({ page }: { page: number }, mark: number) => {
      built.push(`page ${page} at ${mark}`);
      if (options.fail && built.length === 1) throw new Error('the database went away');
      return { page, at: mark };
    },
    ...(options.keep ? { keep: options.keep } : {}),
    ...(options.most ? { most: options.most } : {}),
  });
  return { answers, built, move: () => (at += 1) };
}

describe('kept answers', () => {
  it('answers the same object while the mark is unchanged, and builds afresh once it moves', async () => {
    const { answers, built, move } = counting();
    const first = await answers({ page: 1 });
    expect(await answers({ page: 1 })).toBe(first);
    expect(await answers({ page: 2 })).toEqual({ page: 2, at: 1 });
    move();
    expect(await answers({ page: 1 })).toEqual({ page: 1, at: 2 });
    expect(built).toEqual(['page 1 at 1', 'page 2 at 1', 'page 1 at 2']);
  });

  it('builds once for requests that come while the answer is being built', async () => {
    const { answers, built } = counting();
    const all = await Promise.all([answers({ page: 1 }), answers({ page: 1 }), answers({ page: 1 })]);
    expect(built).toEqual(['page 1 at 1']);
    expect(all[1]).toBe(all[0]);
    expect(all[2]).toBe(all[0]);
  });

  it('does not keep a failed build or an answer it is told not to keep', async () => {
    const failing = counting({ fail: true });
    await expect(failing.answers({ page: 1 })).rejects.toThrow('the database went away');
    expect(await failing.answers({ page: 1 })).toEqual({ page: 1, at: 1 });
    expect(failing.built).toEqual(['page 1 at 1', 'page 1 at 1']);

    const unfinished = counting({ keep: (answer) => answer.page !== 3 });
    await unfinished.answers({ page: 3 });
    await Promise.resolve();
    await unfinished.answers({ page: 3 });
    await unfinished.answers({ page: 4 });
    await unfinished.answers({ page: 4 });
    expect(unfinished.built).toEqual(['page 3 at 1', 'page 3 at 1', 'page 4 at 1']);
  });

  it('keeps at most the number it is given, letting the oldest go first', async () => {
    const { answers, built } = counting({ most: 2 });
    for (const page of [1, 2, 3, 3, 2, 1]) await answers({ page });
    expect(built).toEqual(['page 1 at 1', 'page 2 at 1', 'page 3 at 1', 'page 1 at 1']);
  });
});
