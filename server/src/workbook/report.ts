// A sync's outcome as one readable block, for the server's start output, the log and
// `npm run workbook:check`: rows per tab and every problem, so a new site explains itself. What goes
// to the server's output and log names where each problem is and what it did, never what a cell
// says nor who would lose access: cells hold minors' phone numbers and people's names, which the
// admin page shows to Administrators (and `npm run workbook:check`, the admin's own tool, prints).
import type { HeldChange } from '@pals/core/workbook/importGuard';
import { describeProblem, effectOf, fixWords, type WorkbookProblem } from '@pals/core/workbook/problems';
import type { SyncRun } from '../db/syncRuns.ts';

const heading: Record<SyncRun['outcome'], string> = {
  imported: 'imported',
  held: 'HELD: nothing was imported, because it would change too much at once',
  failed: 'FAILED: the app keeps the data from before',
};

/** The report for the server's start output and its log: no cell's words, no one's name. */
export function syncReport(run: Pick<SyncRun, 'outcome' | 'rowCounts' | 'problems' | 'held'>, sourceName: string): string {
  const lines = [`Workbook sync from ${sourceName}: ${heading[run.outcome]}.`];
  const counts = Object.entries(run.rowCounts);
  if (counts.length > 0) lines.push(`  Rows now: ${counts.map(([tab, n]) => `${tab} ${n}`).join(', ')}`);
  if (run.held) lines.push(...heldLines(run.held));
  lines.push(...problemLines(run.problems, false));
  return lines.join('\n');
}

function heldLines(held: HeldChange): string[] {
  const losing = held.losingAccess.length;
  return [
    ...held.reasons.map((reason) => `  Held because ${reason}.`),
    `  Would change: ${held.tabs.map(({ tab, before, after }) => `${tab} ${before} → ${after} rows`).join(', ')}`,
    ...(losing > 0
      ? [`  Would lose access: ${losing === 1 ? '1 staff member' : `${losing} staff members`} (the Admin page names them).`]
      : []),
    '  If the sheet is right, an Administrator presses "Import anyway" on the Admin page; otherwise fix the sheet and press Backend Refresh.',
  ];
}

/** Every problem, one a line; `withCells` false (the server's output and log): where and what it did only,
 * for a problem about a cell's words, as those words may be a phone number or a name. */
export function problemLines(problems: readonly WorkbookProblem[], withCells = true): string[] {
  if (problems.length === 0) return ['  No problems.'];
  const line = withCells ? describeProblem : withoutCell;
  return [`  ${problems.length === 1 ? '1 problem' : `${problems.length} problems`}:`, ...problems.map((p) => `  - ${line(p)}`)];
}

function withoutCell(problem: WorkbookProblem): string {
  if (problem.value === null || problem.value === '') return describeProblem(problem);
  const where = [
    problem.tab ?? 'workbook',
    problem.row === null ? null : `row ${problem.row}`,
    problem.column === null ? null : `column ${problem.column}`,
  ];
  // A message that quotes the cell ("412-555" is not a phone number) is said without it.
  const what = problem.message.includes('"') ? 'the app could not use this cell as written' : problem.message;
  return `${where.filter(Boolean).join(', ')}: ${what} (the Admin page shows what the cell says). ${fixWords(problem)}: ${problem.fix}. So ${effectOf(problem)}.`;
}
