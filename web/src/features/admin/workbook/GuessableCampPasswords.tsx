// Camp passwords that are easy to guess (docs/security.md "Limits"): anyone may try camp passwords on
// the sign-in page, so /admin names the programs whose password would fall to a patient guesser and
// what to do, in two lines; why, and three random words to use instead, open under them. The server
// judges (server/src/workbook/campPasswordStrength.ts); this screen loads no strength estimator.
import type { AdminConfig } from '../shared/useAdminConfig.ts';

export function GuessableCampPasswords({ programs }: { programs: AdminConfig['programs'] }) {
  const guessable = programs.flatMap((p) => (p.campPasswordGuessable ? [{ name: p.name, ...p.campPasswordGuessable }] : []));
  if (guessable.length === 0) return null;
  const names = guessable.map(({ name }) => name).join(', ');
  return (
    <div className="notice notice-info camp-passwords-guessable" role="status">
      <div className="sync-failed-text">
        <p>
          {guessable.length === 1
            ? `A camp password is easy to guess: ${names}.`
            : `${guessable.length} camp passwords are easy to guess: ${names}.`}
        </p>
        <p className="camp-passwords-todo">
          Anyone may try one on the sign-in page. Change {guessable.length === 1 ? 'it' : 'them'} in the programs tab of the sheet, then
          press Backend Refresh; participants then sign in with the new one.
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
      </div>
    </div>
  );
}
