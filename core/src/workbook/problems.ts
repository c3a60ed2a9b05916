// A problem found in the workbook, and how it is told: the admin page (SheetProblems.tsx), the sync
// log and the terminal say the same words. Apart from the workbook's reading (rows.ts), so the
// admin area shows problems without loading the cells' readers and the phone-number library.
import type { z } from 'zod/mini';
import type { workbookProblem } from './problemShape.ts';

/** A problem, in the shape the admin's call answers (problemShape.ts); only its type comes from
 * there, so these words load without the schema. */
export type WorkbookProblem = z.infer<typeof workbookProblem>;

/** What a problem did to the import (see `workbookProblem.effect`). */
type ProblemEffect = WorkbookProblem['effect'];

const effectWords: Record<ProblemEffect, string> = {
  row: 'the row was left out',
  tab: 'the tab keeps its rows from the last import',
  cell: 'the row went in without this part',
};

/** What a problem did, in words: the whole workbook's problem keeps every tab. */
export const effectOf = (problem: Pick<WorkbookProblem, 'tab' | 'effect'>) =>
  problem.tab === null ? 'every tab keeps its rows from the last import' : effectWords[problem.effect];
/** How the fix is introduced: a cell's fix is what to write; the whole workbook's is what to do. */
export const fixWords = (problem: Pick<WorkbookProblem, 'tab'>) => (problem.tab === null ? 'What to do' : 'Write instead');

/** One line for a log or a terminal: where, what, what to write instead, and what it did. */
export function describeProblem(problem: WorkbookProblem): string {
  const where = [
    problem.tab ?? 'workbook',
    problem.row === null ? null : `row ${problem.row}`,
    problem.column === null ? null : `column ${problem.column}`,
  ];
  const value = problem.value === null || problem.value === '' ? '' : ` (the cell says ${quoteValue(problem.value)})`;
  return `${where.filter(Boolean).join(', ')}: ${problem.message}${value}. ${fixWords(problem)}: ${problem.fix}. So ${effectOf(problem)}.`;
}

const quoteValue = (value: string) => JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}…` : value);
