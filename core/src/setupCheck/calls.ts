// The setup check (docs/deploy.md "Check the setup"; docs/product.md#admin-pages): every outside piece
// a server stands on, each a line saying what was checked, how it went and what to do about it.
// `npm run doctor` prints the same lines (server/scripts/doctor.ts).
import { z } from 'zod/mini';
import { endpoint } from '../endpoint.ts';

/** How a check went: passed; failed; not set up here (allowed by the configuration); only a person
 * can check it (what to look at is said); or not checked, because what it stands on failed. */
const setupStates = ['ok', 'problem', 'not set up', 'by hand', 'not checked'] as const;
type SetupState = (typeof setupStates)[number];

/** The words a person reads for each state, never a symbol or a colour alone. */
export const setupStateWords: Record<SetupState, { symbol: string; word: string }> = {
  ok: { symbol: '✓', word: 'OK' },
  problem: { symbol: '✗', word: 'Problem' },
  'not set up': { symbol: '–', word: 'Not set up' },
  'by hand': { symbol: '?', word: 'Check by hand' },
  'not checked': { symbol: '·', word: 'Not checked' },
};

// Each shape is a function that builds it: a call's schemas are built when first read (core/src/endpoint.ts).
const setupLine = () =>
  z.object({
    state: z.enum(setupStates),
    /** What was checked: "Database", "Twilio number", … */
    check: z.string(),
    /** What was found, in a sentence. */
    found: z.string(),
    /** What to do about it; null when nothing is to be done. */
    todo: z.nullable(z.string()),
  });
export type SetupLine = z.infer<ReturnType<typeof setupLine>>;

/** One line as `npm run doctor` prints it: "✗ Problem · Twilio number: … What to do: …". */
export function setupLineText(line: SetupLine): string {
  const { symbol, word } = setupStateWords[line.state];
  return `${symbol} ${word} · ${line.check}: ${line.found}${line.todo ? ` What to do: ${line.todo}` : ''}`;
}

/** Every check passed, or was not set up, or is for a person to check: nothing failed. */
export const setupPassed = (lines: readonly SetupLine[]): boolean => lines.every((line) => line.state !== 'problem');

export const setupCheckCalls = {
  setupCheck: endpoint({
    method: 'GET',
    path: '/api/google/admin/setupcheck',
    access: 'admin',
    answer: () => z.object({ lines: z.array(setupLine()) }),
  }),
};
