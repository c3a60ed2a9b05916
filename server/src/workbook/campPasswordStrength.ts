// Whether a camp password is easy to guess (docs/security.md "Limits"): zxcvbn-ts's estimate of the
// guesses it takes, with the program's name as a word a guesser would try first. Anyone may try camp
// passwords on the sign-in page; the limits hold a guesser to about 300 tries an hour from unknown
// phones, so a password found within 10^8 guesses (zxcvbn's score below 3: one or two common words,
// a name with a year) could be found in a season. `npm run workbook:check` and /admin say so and
// suggest three random words from the EFF's long word list (7,776 words: 4.7 × 10^11 choices).
// The estimator and its dictionaries (about 1.5 MB, 60 MB once loaded) load on first use, and never
// in the server: it judges in a process of its own, campPasswordChild.ts, which ends when the passwords
// are judged (docs/decisions/075-camp-passwords-are-judged-in-a-process-of-their-own.md), and imports
// only this file's types. `npm run workbook:check` loads it in its own short run. The admin screen is
// sent the verdict, never the library.
import { randomInt } from 'node:crypto';
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

export interface GuessableCampPassword {
  /** Why, in zxcvbn's words ("This is a commonly used password."). */
  reason: string;
  /** Three random words to use instead. */
  suggestion: string;
}

const unguessableScore = 3;

interface Estimator {
  zxcvbn: ZxcvbnFactory;
  words: string[];
}

let estimator: Promise<Estimator> | null = null;
/** Loads the estimator once (about 250 ms); a failed load is tried again at the next use. */
export function campPasswordEstimator(): Promise<Estimator> {
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

/** Null when the password would take more guesses than the limits allow in a season. It takes the
 * CPU for up to 60 ms: /admin reads the verdicts campPasswordVerdicts.ts keeps. */
export function judgeCampPassword({ zxcvbn, words }: Estimator, program: string, password: string): GuessableCampPassword | null {
  const result = zxcvbn.check(password, [program, ...program.split(/\s+/)]);
  return result.score >= unguessableScore
    ? null
    : {
        reason: result.feedback.warning ?? 'It is short, or made of words and patterns guessers try first.',
        suggestion: [0, 1, 2].map(() => words[randomInt(words.length)]).join(' '),
      };
}

/** The same, loading the estimator first if it is not loaded (`npm run workbook:check`, and the
 * server tests' apps: server/test/harness.ts). */
export async function guessableCampPassword(program: string, password: string): Promise<GuessableCampPassword | null> {
  return judgeCampPassword(await campPasswordEstimator(), program, password);
}

/** What campPasswordVerdicts.ts writes a camp password process on its stdin: each program's name and
 * camp password. The process answers one line a password, in this order: its verdict as JSON (null,
 * or a GuessableCampPassword). */
export interface CampPasswordOrder {
  programs: { program: string; password: string }[];
}

/** The advice both places give, after the reason. */
export const passphraseAdvice = (suggestion: string) => `Use three random words instead, for example "${suggestion}".`;
