// /admin/setup (docs/product.md#admin-pages): the setup check, the lines of `npm run doctor` — every
// outside piece this server stands on, checked when the page opens: how each went, in words, what was
// found and what to do. "Check again" asks anew after a fix.
import { api } from '@pals/core/api';
import { setupStateWords, type SetupLine } from '@pals/core/setupCheck/calls';
import { useApiQuery } from '../../../data/useApiQuery.ts';
import { Button } from '../../../ui/Button.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { AdminData } from '../shared/AdminData.tsx';
import { AdminPage } from '../shared/AdminPage.tsx';
import './setup.css';

export function SetupCheckScreen() {
  // Asked when the page opens, never from a saved answer: a line is true of the moment it was checked.
  const check = useApiQuery(api.setupCheck, undefined, { staleTime: 0 });
  return (
    <AdminPage title="Setup check">
      <p className="setup-intro">
        Every outside piece this server stands on, checked now: the same lines as <code>npm run doctor</code> on the server.
      </p>
      <AdminData query={check}>
        {({ lines }) => (
          <>
            <p className="setup-summary">{summary(lines)}</p>
            <ul className="setup-lines" aria-label="Setup check">
              {lines.map((line) => (
                <SetupRow key={line.check} line={line} />
              ))}
            </ul>
            <div className="setup-again">
              {check.isFetching ? (
                <Spinner label="Checking again..." />
              ) : (
                <Button look="secondary" onClick={() => void check.refetch()}>
                  Check again
                </Button>
              )}
            </div>
          </>
        )}
      </AdminData>
    </AdminPage>
  );
}

function SetupRow({ line }: { line: SetupLine }) {
  const { symbol, word } = setupStateWords[line.state];
  return (
    <li className={`card setup-line setup-${line.state.replace(' ', '-')}`}>
      <p className="setup-line-head">
        <span className="setup-state">
          <span aria-hidden="true">{symbol} </span>
          {word}
        </span>{' '}
        <strong>{line.check}</strong>
      </p>
      <p className="setup-found">{line.found}</p>
      {line.todo && (
        <p className="setup-todo">
          <strong>What to do:</strong> {line.todo}
        </p>
      )}
    </li>
  );
}

function summary(lines: readonly SetupLine[]): string {
  const problems = lines.filter((line) => line.state === 'problem').length;
  const byHand = lines.filter((line) => line.state === 'by hand').length;
  const first = problems === 0 ? 'No problem found.' : `${problems} problem${problems === 1 ? '' : 's'} to fix.`;
  return byHand === 0 ? first : `${first} ${byHand} to check by hand.`;
}
