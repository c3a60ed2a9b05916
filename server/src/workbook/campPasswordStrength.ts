// Whether a camp password is easy to guess (docs/security.md "Limits"): zxcvbn-ts's estimate of the
// guesses it takes, with the program's name as a word a guesser would try first. Anyone may try camp
// passwords on the sign-in page; the limits hold a guesser to about 300 tries an hour from unknown
// phones, so a password found within 10^8 guesses (zxcvbn's score below 3: one or two common words,
// a name with a year) could be found in a season. `npm run workbook:check` and /admin say so and
// suggest three random words from the EFF's long word list (7,776 words: 4.7 × 10^11 choices).
// The estimator and its dictionaries (about 1.5 MB) load on first use, on the server only: the
// admin screen is sent the verdict, never the library.
import { randomInt } from 'node:crypto';
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

export interface GuessableCampPassword {
  /** Why, in zxcvbn's words ("This is a commonly used password."). */
  reason: string;
  /** Three random words to use instead. */
  suggestion: string;
}

const unguessableScore = 3;

let estimator: Promise<{ zxcvbn: ZxcvbnFactory; words: string[] }> | null = null;
function loadEstimator() {
  estimator ??= (async () => {
    const [{ ZxcvbnFactory }, common, english] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
    ]);
    const zxcvbn = new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...english.dictionary },
      graphs: common.adjacencyGraphs,
      translations: english.translations,
    });
    return { zxcvbn, words: common.dictionary['diceware-common'] };
  })();
  estimator.catch(() => (estimator = null));
  return estimator;
}

/** Verdicts by program and password: the same rows are asked about on every admin page load. */
const verdicts = new Map<string, GuessableCampPassword | null>();

/** Null when the password would take more guesses than the limits allow in a season. */
export async function guessableCampPassword(program: string, password: string): Promise<GuessableCampPassword | null> {
  const key = `${program}\u0000${password}`;
  if (verdicts.has(key)) return verdicts.get(key)!;
  const { zxcvbn, words } = await loadEstimator();
  const result = zxcvbn.check(password, [program, ...program.split(/\s+/)]);
  const verdict =
    result.score >= unguessableScore
      ? null
      : {
          reason: result.feedback.warning ?? 'It is short, or made of words and patterns guessers try first.',
          suggestion: [0, 1, 2].map(() => words[randomInt(words.length)]).join(' '),
        };
  if (verdicts.size >= 1000) verdicts.clear();
  verdicts.set(key, verdict);
  return verdict;
}

/** The advice both places give, after the reason. */
export const passphraseAdvice = (suggestion: string) => `Use three random words instead, for example "${suggestion}".`;
