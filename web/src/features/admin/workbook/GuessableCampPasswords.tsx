// Camp passwords that are easy to guess (docs/security.md "Limits"): anyone may try camp passwords on
// the sign-in page, so /admin says which programs' would fall to a patient guesser and suggests three
// random words. The server judges (server/src/workbook/campPasswordStrength.ts); this screen loads no
// strength estimator of its own.
import type { AdminConfig } from '../shared/useAdminConfig.ts';

export function GuessableCampPasswords({ programs }: { programs: AdminConfig['programs'] }) {
  const guessable = programs.flatMap((p) => (p.campPasswordGuessable ? [{ name: p.name, ...p.campPasswordGuessable }] : []));
  if (guessable.length === 0) return null;
  return (
    <div className="notice notice-info camp-passwords-guessable" role="status">
      <div className="sync-failed-text">
        <p>
          {guessable.length === 1
            ? 'A camp password is easy to guess. Anyone may try camp passwords on the sign-in page. Change it in the programs tab of the sheet, then press Backend Refresh; that program’s participants then sign in again with the new one.'
            : `${guessable.length} camp passwords are easy to guess. Anyone may try camp passwords on the sign-in page. Change them in the programs tab of the sheet, then press Backend Refresh; each program’s participants then sign in again with its new one.`}
        </p>
        <ul className="sync-errors">
          {guessable.map(({ name, reason, suggestion }) => (
            <li key={name}>
              {name}: {reason} Use three random words instead, for example “{suggestion}”.
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
