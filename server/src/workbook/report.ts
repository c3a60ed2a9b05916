// A sync's outcome as one readable block, for the server's start output, the log and
// `npm run workbook:check`: rows per tab and every problem, so a new site explains itself.
import type { HeldChange } from '@pals/core/importGuard';
import { describeProblem, type WorkbookProblem } from '@pals/core/sheetProblems';
import type { SyncRun } from '../db/syncRuns.ts';

const heading: Record<SyncRun['outcome'], string> = {
  imported: 'imported',
  held: 'HELD: nothing was imported, because it would change too much at once',
  failed: 'FAILED: the app keeps the data from before',
};

export function syncReport(
  run: Pick<SyncRun, 'outcome' | 'rowCounts' | 'problems' | 'held'>,
  sourceName: string,
  rowsWord = 'Rows now',
): string {
  const lines = [`Workbook sync from ${sourceName}: ${heading[run.outcome]}.`];
  const counts = Object.entries(run.rowCounts);
  if (counts.length > 0) lines.push(`  ${rowsWord}: ${counts.map(([tab, n]) => `${tab} ${n}`).join(', ')}`);
  if (run.held) lines.push(...heldLines(run.held));
  lines.push(...problemLines(run.problems));
  return lines.join('\n');
}

function heldLines(held: HeldChange): string[] {
  return [
    ...held.reasons.map((reason) => `  Held because ${reason}.`),
    `  Would change: ${held.tabs.map(({ tab, before, after }) => `${tab} ${before} → ${after} rows`).join(', ')}`,
    ...(held.losingAccess.length > 0
      ? [
          `  Would lose access: ${held.losingAccess.map((p) => `${p.name} (${p.email}, ${p.role}${p.after ? ` → ${p.after}` : ', could no longer sign in'})`).join('; ')}`,
        ]
      : []),
    '  If the sheet is right, an Administrator presses "Import anyway" on the Admin page; otherwise fix the sheet and press Backend Refresh.',
  ];
}

export function problemLines(problems: readonly WorkbookProblem[]): string[] {
  if (problems.length === 0) return ['  No problems.'];
  return [`  ${problems.length === 1 ? '1 problem' : `${problems.length} problems`}:`, ...problems.map((p) => `  - ${describeProblem(p)}`)];
}
