// Every problem of the last sheet update (docs/decisions/018-a-workbook-sync-imports-row-by-row-and-the-admin.md), as a volunteer admin reads it: where it is in
// the sheet, what the cell says and what is wrong, what to write instead, and what the app did.
import type { SyncStatus } from '@pals/core/admin/calls';
import { effectOf, fixWords } from '@pals/core/workbook/problems';

type Problem = NonNullable<SyncStatus['lastRun']>['problems'][number];

function whereOf(problem: Problem): string {
  if (problem.tab === null) return 'The whole sheet';
  const parts = [
    `${problem.tab} tab`,
    problem.row === null ? null : `row ${problem.row}`,
    problem.column === null ? null : `column ${problem.column}`,
  ];
  return parts.filter(Boolean).join(', ');
}

const sentence = (words: string) => `${words[0]!.toUpperCase()}${words.slice(1)}.`;

export function SheetProblems({ problems, sheetLink }: { problems: Problem[]; sheetLink: string | null }) {
  return (
    <div className="sheet-problems">
      <p>
        {problems.length === 1 ? '1 problem' : `${problems.length} problems`}. Fix {problems.length === 1 ? 'it' : 'them'} in the sheet
        {sheetLink && (
          <>
            {' ('}
            <a className="tap-link" href={sheetLink} target="_blank" rel="noreferrer">
              open the sheet
            </a>
            {')'}
          </>
        )}
        , then press Backend Refresh.
      </p>
      <ul className="sync-errors">
        {problems.map((problem, i) => (
          <li key={i}>
            <strong>{whereOf(problem)}</strong>
            {problem.value ? (
              <span>
                {' '}
                — the cell says <q>{problem.value}</q>:
              </span>
            ) : (
              ':'
            )}{' '}
            {problem.message}.
            <span className="sheet-problem-fix">
              {fixWords(problem)}: {problem.fix}.
            </span>
            <span className="sheet-problem-effect">{sentence(effectOf(problem))}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
