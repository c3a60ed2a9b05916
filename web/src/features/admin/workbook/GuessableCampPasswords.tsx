// Camp passwords that are easy to guess (docs/security.md "Limits"): anyone may try camp passwords on
// the sign-in page, so /admin names the programs whose password would fall to a patient guesser and
// what to do, in two lines; why, and three random words to use instead, open under them. The server
// judges (server/src/workbook/campPasswordStrength.ts); this screen loads no strength estimator.
// The server judges them after a sync, one at a time (docs/decisions/053-camp-passwords-are-judged-after-the-sync-not-on-the-request.md):
// while some are not judged yet, a line says so and to reload in a minute.
import type { AdminConfig } from '../shared/useAdminConfig.ts';

type Program = AdminConfig['programs'][number];

/** Not judged yet: only an explicit false, so a config kept from before the field reads as judged. */
export const campPasswordBeingChecked = (p: Program) => p.campPasswordSet && p.campPasswordChecked === false;

export function GuessableCampPasswords({ programs }: { programs: AdminConfig['programs'] }) {
  const guessable = programs.flatMap((p) => (p.campPasswordGuessable ? [{ name: p.name, ...p.campPasswordGuessable }] : []));
  const checking = programs.filter(campPasswordBeingChecked).length;
  if (guessable.length === 0 && checking === 0) return null;
  return (
    <div className="notice notice-info camp-passwords-guessable" role="status">
      <div className="sync-failed-text">
        {guessable.length > 0 && <GuessableList guessable={guessable} />}
        {checking > 0 && <p className="camp-passwords-todo">{checkingWords(checking)}</p>}
      </div>
    </div>
  );
}

const checkingWords = (checking: number) =>
  checking === 1
    ? 'A camp password is still being checked for whether it is easy to guess: reload this page in a minute.'
    : `${checking} camp passwords are still being checked for whether they are easy to guess: reload this page in a minute.`;

function GuessableList({ guessable }: { guessable: { name: string; reason: string; suggestion: string }[] }) {
  const names = guessable.map(({ name }) => name).join(', ');
  return (
    <>
      <p>
        {guessable.length === 1
          ? `A camp password is easy to guess: ${names}.`
          : `${guessable.length} camp passwords are easy to guess: ${names}.`}
      </p>
      <p className="camp-passwords-todo">
        Anyone may try one on the sign-in page. Change {guessable.length === 1 ? 'it' : 'them'} in the programs tab of the sheet, then press
        Backend Refresh; participants then sign in with the new one.
      </p>
      <details className="camp-passwords-why">
        <summary>Why, and words to use instead</summary>
        <ul className="sync-errors">
          {guessable.map(({ name, reason, suggestion }) => (
            <li key={name}>
              {name}: {reason} Try three random words, like “{suggestion}”.
            </li>
          ))}
        </ul>
      </details>
    </>
  );
}
