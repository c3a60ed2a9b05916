// The workbook: the tabs and columns admins keep (docs/workbook.md; docs/workbook.md),
// and the check that turns raw cells into typed rows, leaving out each row with a problem and naming
// its tab, row, column, the cell's value and what to write instead (docs/decisions/018-a-workbook-sync-imports-row-by-row-and-the-admin.md).
import { tabNames, type TabName } from './tabNames.ts';
import type { WorkbookProblem } from './problems.ts';
import type { CellReader } from './cells.ts';
import { tabs, type Workbook } from './columns.ts';
import { rowRules, type ImportPrograms, type LeftOut } from './rowChecks.ts';

export { tabNames, type TabName };
/** Tabs that must be present; a missing optional tab reads as empty. */
const requiredTabs: readonly TabName[] = ['programs', 'staff'];

export type { Workbook };

export function columnsOf(tab: TabName): { name: string; required: boolean }[] {
  return Object.entries(tabs[tab]).map(([name, reader]) => ({ name, required: reader.required }));
}

/** A tab as a source hands it over: the header row and the rows below it, cells as text. A tab the
 * source found but could not read (e.g. a CSV file that is not CSV) says why instead. */
export interface RawTab {
  header: string[];
  rows: string[][];
  unreadable?: { message: string; fix: string };
}
export type RawWorkbook = Partial<Record<TabName, RawTab>>;

/** Header names match ignoring case, spaces, underscores and hyphens. */
export const headerKey = (name: string) => name.toLowerCase().replace(/[\s_-]+/g, '');

/** The columns of a tab a header has: each with its reader and its position (undefined: not in the
 * header, read as blank). */
type FoundColumns = (readonly [string, CellReader<unknown>, number | undefined])[];

/** The header's columns, or null with a problem for each required column it lacks. */
function findColumns(tab: TabName, header: readonly string[], problems: WorkbookProblem[]): FoundColumns | null {
  const columns = Object.entries(tabs[tab]) as [string, CellReader<unknown>][];
  const positions = new Map(header.map((name, index) => [headerKey(name), index]));
  const missing = columns.filter(([name, reader]) => reader.required && !positions.has(headerKey(name)));
  for (const [name] of missing)
    problems.push({
      tab,
      row: 1,
      column: name,
      value: null,
      message: 'this column is missing from the header row',
      fix: `a column headed ${name} in row 1`,
      effect: 'tab',
    });
  if (missing.length > 0) return null;
  return columns.map(([name, reader]) => [name, reader, positions.get(headerKey(name))] as const);
}

/** The most characters a cell may have (docs/workbook.md): a name, title or room in a few words; a link,
 * a setting's value, a task's description or its checkboxes in a paragraph. A longer cell is refused:
 * every roster answer and every Listen would carry it. */
const longestCell = { words: 200, paragraph: 2000 } as const;
const paragraphColumns = new Set(['settings.value', 'tasks.description', 'tasks.checkboxes']);
const longestCellOf = (tab: TabName, column: string): number =>
  column.endsWith('link') || paragraphColumns.has(`${tab}.${column}`) ? longestCell.paragraph : longestCell.words;

/** One row's cells read: its value, or null when a cell leaves it out (each such cell a problem). */
function readRow(tab: TabName, columns: FoundColumns, cells: readonly string[], row: number, problems: WorkbookProblem[]) {
  const value: Record<string, unknown> = {};
  let good = true;
  for (const [name, reader, position] of columns) {
    const text = position === undefined ? '' : (cells[position] ?? '').trim();
    if (text === '') {
      if (reader.required) {
        problems.push({
          tab,
          row,
          column: name,
          value: text,
          message: 'this cell is required but empty',
          fix: `the ${name.replace(/_/g, ' ')} of this row`,
          effect: 'row',
        });
        good = false;
      }
      value[name] = reader.blank;
      continue;
    }
    const longest = longestCellOf(tab, name);
    if (text.length > longest) {
      problems.push({
        tab,
        row,
        column: name,
        // The start of it: the admin page and the log need no more to find the cell.
        value: `${text.slice(0, 60)}…`,
        message: `this cell has ${text.length.toLocaleString('en-US')} characters, more than the ${longest.toLocaleString('en-US')} a cell here may have`,
        fix: `at most ${longest.toLocaleString('en-US')} characters`,
        effect: 'row',
      });
      good = false;
      continue;
    }
    const result = reader.read(text);
    if ('error' in result) {
      problems.push({ tab, row, column: name, value: text, message: result.error, fix: result.fix, effect: 'row' });
      good = false;
    } else {
      value[name] = result.value;
      if (result.warning) problems.push({ tab, row, column: name, value: text, ...result.warning, effect: 'cell' });
    }
  }
  return good ? value : null;
}

export interface WorkbookCheck {
  /** The rows that go in, tab by tab. A kept tab has none here: it keeps its rows from the last import. */
  workbook: Workbook;
  /** Tabs that could not be read as a whole (missing, a required column missing, unreadable). */
  keptTabs: TabName[];
  /** Every problem, in tab and row order. */
  problems: WorkbookProblem[];
}

/** What the check needs from the last import: the programs a kept programs tab still has. */
export interface LastImport {
  programs: readonly string[];
}

/** Why a tab could not be read (e.g. a CSV file that is not CSV). */
export type Unreadable = NonNullable<RawTab['unreadable']>;

/** One tab's rows checked as they come. */
interface TabCheck<T extends TabName> {
  /** The next row of the sheet (blank rows too, so rows keep their numbers): its value when it goes
   * in, null when it is blank or left out. */
  row(cells: readonly string[]): Workbook[T][number] | null;
  /** The tab turned out unreadable part way (its file breaks at row 900): what it said and left out
   * so far is taken back, and the tab keeps its rows from the last import. */
  unreadable(reason: Unreadable): void;
}

/** The check of a workbook tab by tab, in the order of `tabNames`, each row as a source reads it, so
 * a large workbook need not be held whole (docs/decisions/056-the-workbook-sync-reads-and-writes-row-by-row.md).
 * `checkWorkbook` is the same check over a workbook held whole. */
export interface WorkbookChecker {
  /** Starts a tab (undefined: the workbook has none). Null when the tab keeps its rows from the last
   * import (missing though required, unreadable, a required column missing); otherwise its rows'
   * check, which a missing optional tab has too, with no rows. */
  tab<T extends TabName>(tab: T, raw: Pick<RawTab, 'header' | 'unreadable'> | undefined): TabCheck<T> | null;
  /** The kept tabs, and every problem in tab and row order. */
  finish(): Omit<WorkbookCheck, 'workbook'>;
}

/** Checks every row: a row with a problem is left out, and so is a row that needs a left-out row
 * (staff of a program whose row was left out); every other row goes in. */
export function workbookChecker(lastImport: LastImport = { programs: [] }): WorkbookChecker {
  const problems: WorkbookProblem[] = [];
  const keptTabs: TabName[] = [];
  const programNames = new Set<string>();
  const programRows = new Map<string, number>();
  let programs: ImportPrograms | null = null;
  const rules = rowRules(
    () =>
      (programs ??= keptTabs.includes('programs')
        ? { names: new Set(lastImport.programs), rows: null }
        : { names: programNames, rows: programRows }),
  );
  let last = -1;
  const keep = (tab: TabName, problem: Omit<WorkbookProblem, 'tab' | 'row' | 'column' | 'value' | 'effect'>) => {
    keptTabs.push(tab);
    problems.push({ tab, row: null, column: null, value: null, ...problem, effect: 'tab' });
  };
  return {
    tab<T extends TabName>(tab: T, raw: Pick<RawTab, 'header' | 'unreadable'> | undefined): TabCheck<T> | null {
      if (tabNames.indexOf(tab) <= last) throw new Error(`the workbook's tabs are checked in the order of tabNames: ${tab} came late`);
      last = tabNames.indexOf(tab);
      if (!raw && requiredTabs.includes(tab)) {
        const header = columnsOf(tab)
          .map((c) => c.name)
          .join(', ');
        keep(tab, { message: 'this tab is missing from the workbook', fix: `a tab named ${tab} with the header row ${header}` });
        return null;
      }
      if (raw?.unreadable) {
        keep(tab, raw.unreadable);
        return null;
      }
      const columns = raw ? findColumns(tab, raw.header, problems) : [];
      if (columns === null) {
        keptTabs.push(tab);
        return null;
      }
      const tabRules = rules[tab] as ((value: unknown, row: number) => LeftOut | null)[];
      // The program each programs row names, even a row with other mistakes, so a row naming a
      // left-out program can say which row to fix.
      const programAt = tab === 'programs' ? raw!.header.findIndex((name) => headerKey(name) === 'program') : -1;
      const problemsBefore = problems.length;
      let row = 1;
      return {
        row(cells) {
          row++;
          if (programAt >= 0) {
            const name = (cells[programAt] ?? '').trim();
            if (name && !programRows.has(name)) programRows.set(name, row);
          }
          if (cells.every((c) => c.trim() === '')) return null;
          const value = readRow(tab, columns, cells, row, problems);
          if (value === null) return null;
          for (const rule of tabRules) {
            const out = rule(value, row);
            if (out) {
              problems.push({ tab, row, ...out, effect: 'row' });
              return null;
            }
          }
          if (tab === 'programs') programNames.add((value as Workbook['programs'][number]).program);
          return value as Workbook[T][number];
        },
        unreadable(reason) {
          problems.length = problemsBefore;
          keep(tab, reason);
        },
      };
    },
    finish() {
      const order = (p: WorkbookProblem) => (p.tab === null ? -1 : tabNames.indexOf(p.tab));
      problems.sort((a, b) => order(a) - order(b) || (a.row ?? 0) - (b.row ?? 0));
      return { keptTabs, problems };
    },
  };
}

/** The check of a workbook held whole. */
export function checkWorkbook(raw: RawWorkbook, lastImport: LastImport = { programs: [] }): WorkbookCheck {
  const checker = workbookChecker(lastImport);
  const workbook = {} as Record<TabName, unknown[]>;
  for (const tab of tabNames) {
    const rows: unknown[] = (workbook[tab] = []);
    const rawTab = raw[tab];
    const check = checker.tab(tab, rawTab);
    if (!check || !rawTab) continue;
    for (const cells of rawTab.rows) {
      const value = check.row(cells);
      if (value !== null) rows.push(value);
    }
  }
  return { workbook: workbook as Workbook, ...checker.finish() };
}
