// Answers cached in memory while what they show has not changed (docs/performance.md "Scale"): a request reads
// one small mark (the last import's time, an inbox's change mark), and while it is the one the
// answers were built at, gets the same answer object, which route.ts then sends as it checked,
// serialized and compressed it the first time. A new mark lets every cached answer go.
//
// The mark is read before the rows, so an answer holds at least everything its mark stands for;
// a write that lands while it is being built moves the mark, and the next request builds afresh.

/** The answer to `question` at the mark now: the cached one, or one built now (which requests made
 * while it is being built share). Questions are told apart by their JSON. */
export type CachedAnswers<Q, A> = (question: Q) => Promise<A>;

interface Options<Q, A, M> {
  /** What the answers show has changed when this does (compared with ===). */
  mark: () => Promise<M>;
  /** The answer to `question`, given the mark read for it. */
  build: (question: Q, mark: M) => Promise<A>;
  /** An answer that should not be cached (it shows something still being worked out); cached if absent. */
  keep?: (answer: A) => boolean;
  /** The most answers cached at once (the oldest goes first); 1,000 unless set. */
  most?: number;
}

export function cachedAnswers<Q, A, M = unknown>({ mark, build, keep = () => true, most = 1000 }: Options<Q, A, M>): CachedAnswers<Q, A> {
  let keptAt: unknown;
  const kept = new Map<string, Promise<A>>();
  return async (question) => {
    const key = JSON.stringify(question);
    const now = await mark();
    if (now !== keptAt) {
      kept.clear();
      keptAt = now;
    }
    const held = kept.get(key);
    if (held) return held;
    const answer = build(question, now);
    if (kept.size >= most) kept.delete(kept.keys().next().value!);
    kept.set(key, answer);
    const forget = () => kept.get(key) === answer && kept.delete(key);
    // A failed build, or an answer not to keep, is not remembered: the next request builds again.
    answer.then((built) => keep(built) || forget(), forget);
    return answer;
  };
}
