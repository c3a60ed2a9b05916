// The workbook: the tabs and columns admins keep (docs/workbook.md; docs/workbook.md),
// and the check that turns raw cells into typed rows, leaving out each row with a problem and naming
// its tab, row, column, the cell's value and what to write instead (docs/decisions/018-a-workbook-sync-imports-row-by-row-and-the-admin.md).
import { settingLinkProblem } from './linkCells.ts';
import { taskId } from './tasks.ts';
import { tabNames, type TabName } from './tabNames.ts';
import type { WorkbookProblem } from './sheetProblems.ts';
import type { CellReader } from './cells.ts';
import { tabs } from './workbookColumns.ts';

export { tabNames, type TabName };
/** Tabs that must be present; a missing optional tab reads as empty. */
const requiredTabs: readonly TabName[] = ['programs', 'staff'];

type RowOf<Columns> = { [K in keyof Columns]: Columns[K] extends CellReader<infer T> ? T : never };
export type Workbook = { [T in TabName]: RowOf<(typeof tabs)[T]>[] };

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

type RowState<T extends TabName> = { row: number; value: Workbook[T][number]; out: boolean };
type ReadRows = { [T in TabName]: RowState<T>[] };

function readTab<T extends TabName>(tab: T, raw: RawTab, problems: WorkbookProblem[]): RowState<T>[] | null {
  const columns = Object.entries(tabs[tab]) as [string, CellReader<unknown>][];
  const positions = new Map(raw.header.map((name, index) => [headerKey(name), index]));
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
  const found = columns.map(([name, reader]) => [name, reader, positions.get(headerKey(name))] as const);
  const rows: RowState<T>[] = [];
  raw.rows.forEach((cells, index) => {
    const rowNumber = index + 2;
    if (cells.every((c) => c.trim() === '')) return;
    const value: Record<string, unknown> = {};
    let good = true;
    for (const [name, reader, position] of found) {
      const text = position === undefined ? '' : (cells[position] ?? '').trim();
      const where = { tab, row: rowNumber, column: name, value: text };
      if (text === '') {
        if (reader.required) {
          problems.push({
            ...where,
            message: 'this cell is required but empty',
            fix: `the ${name.replace(/_/g, ' ')} of this row`,
            effect: 'row',
          });
          good = false;
        }
        value[name] = reader.blank;
        continue;
      }
      const result = reader.read(text);
      if ('error' in result) {
        problems.push({ ...where, message: result.error, fix: result.fix, effect: 'row' });
        good = false;
      } else {
        value[name] = result.value;
        if (result.warning) problems.push({ ...where, ...result.warning, effect: 'cell' });
      }
    }
    if (good) rows.push({ row: rowNumber, value: value as Workbook[T][number], out: false });
  });
  return rows;
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

/** Checks every row: a row with a problem is left out, and so is a row that needs a left-out row
 * (staff of a program whose row was left out); every other row goes in. */
export function checkWorkbook(raw: RawWorkbook, lastImport: LastImport = { programs: [] }): WorkbookCheck {
  const problems: WorkbookProblem[] = [];
  const keptTabs: TabName[] = [];
  const read = {} as ReadRows;
  for (const tab of tabNames) {
    const rawTab = raw[tab];
    let rows: RowState<typeof tab>[] | null = [];
    if (!rawTab) {
      if (requiredTabs.includes(tab)) {
        const header = columnsOf(tab)
          .map((c) => c.name)
          .join(', ');
        problems.push({
          tab,
          row: null,
          column: null,
          value: null,
          message: 'this tab is missing from the workbook',
          fix: `a tab named ${tab} with the header row ${header}`,
          effect: 'tab',
        });
        rows = null;
      }
    } else if (rawTab.unreadable) {
      problems.push({ tab, row: null, column: null, value: null, ...rawTab.unreadable, effect: 'tab' });
      rows = null;
    } else rows = readTab(tab, rawTab, problems);
    if (rows === null) keptTabs.push(tab);
    (read as Record<TabName, unknown>)[tab] = rows ?? [];
  }
  checkAcrossRows(read, raw.programs, keptTabs.includes('programs') ? lastImport.programs : null, problems);
  const workbook = Object.fromEntries(tabNames.map((tab) => [tab, read[tab].filter((r) => !r.out).map((r) => r.value)])) as Workbook;
  const order = (p: WorkbookProblem) => (p.tab === null ? -1 : tabNames.indexOf(p.tab));
  problems.sort((a, b) => order(a) - order(b) || (a.row ?? 0) - (b.row ?? 0));
  return { workbook, keptTabs, problems };
}

function leaveOut<T extends TabName>(
  tab: T,
  state: RowState<T>,
  column: string,
  value: string,
  message: string,
  fix: string,
  problems: WorkbookProblem[],
) {
  state.out = true;
  problems.push({ tab, row: state.row, column, value, message, fix, effect: 'row' });
}

function unique<T extends TabName>(
  rows: RowState<T>[],
  tab: T,
  column: string,
  keyOf: (value: Workbook[T][number]) => string,
  problems: WorkbookProblem[],
) {
  const seen = new Map<string, number>();
  for (const state of rows) {
    if (state.out) continue;
    const key = keyOf(state.value);
    const first = seen.get(key);
    if (first === undefined) seen.set(key, state.row);
    else
      leaveOut(
        tab,
        state,
        column,
        String((state.value as Record<string, unknown>)[column]),
        `row ${first} already has this ${column.replace(/_/g, ' ')}`,
        `a ${column.replace(/_/g, ' ')} that no other row has, or delete this row`,
        problems,
      );
  }
}

/** The program named on each row of the programs tab, even a row with other mistakes, so a row
 * naming a left-out program can say which row to fix. */
function programRows(programs: RawTab | undefined): Map<string, number> {
  const at = programs?.header.findIndex((name) => headerKey(name) === 'program') ?? -1;
  const rows = new Map<string, number>();
  if (at >= 0)
    programs!.rows.forEach((row, index) => {
      const name = (row[at] ?? '').trim();
      if (name && !rows.has(name)) rows.set(name, index + 2);
    });
  return rows;
}

function checkAcrossRows(
  read: ReadRows,
  rawPrograms: RawTab | undefined,
  keptPrograms: readonly string[] | null,
  problems: WorkbookProblem[],
) {
  unique(read.programs, 'programs', 'program', (p) => p.program.toLowerCase(), problems);
  unique(read.programs, 'programs', 'camp_password', (p) => p.camp_password, problems);
  unique(read.staff, 'staff', 'email', (s) => s.email, problems);
  unique(read.settings, 'settings', 'key', (s) => s.key.toLowerCase(), problems);
  // Two tasks whose names differ only in spaces or punctuation would share one id (docs/product.md#data-task).
  unique(read.tasks, 'tasks', 'name', (t) => taskId(t), problems);
  const endBeforeStart = 'the end date is before the start date';
  for (const state of read.programs) {
    if (!state.out && state.value.end_date < state.value.start_date)
      leaveOut(
        'programs',
        state,
        'end_date',
        state.value.end_date,
        endBeforeStart,
        `a date on or after the start date ${state.value.start_date}`,
        problems,
      );
  }
  for (const state of read.staff) {
    const { start_date, end_date } = state.value;
    if (!state.out && start_date && end_date && end_date < start_date)
      leaveOut('staff', state, 'end_date', end_date, endBeforeStart, `a date on or after the start date ${start_date}`, problems);
  }
  for (const state of read.hubs) {
    const { zip, latitude, longitude } = state.value;
    if (!state.out && zip === null && (latitude === null || longitude === null))
      leaveOut(
        'hubs',
        state,
        'zip',
        '',
        'the hub has no ZIP code and not both latitude and longitude',
        'a 5-digit ZIP code, or both latitude and longitude',
        problems,
      );
  }
  for (const state of read.settings) {
    const key = state.value.key.toLowerCase();
    const value = state.value.value;
    const problem = (key.endsWith('_link') || key === 'org_site') && value !== null ? settingLinkProblem(key, value) : null;
    if (!state.out && problem) leaveOut('settings', state, 'value', value!, problem.message, problem.fix, problems);
  }
  const imported = new Set(keptPrograms ?? read.programs.filter((p) => !p.out).map((p) => p.value.program));
  const rowOf = programRows(rawPrograms);
  const known = [...imported].join(', ') || 'none yet';
  for (const tab of ['staff', 'roster', 'participants', 'rooms'] as const) {
    for (const state of read[tab] as RowState<'staff' | 'roster' | 'participants' | 'rooms'>[]) {
      const program = state.value.program;
      if (state.out || program === null || imported.has(program)) continue;
      const programRow = keptPrograms ? undefined : rowOf.get(program);
      if (programRow === undefined)
        leaveOut(
          tab,
          state,
          'program',
          program,
          'this is not a program of the programs tab',
          `the name of a program exactly as the programs tab writes it (${known})`,
          problems,
        );
      else
        leaveOut(
          tab,
          state,
          'program',
          program,
          `this program's row (programs, row ${programRow}) was left out`,
          `nothing here: fix programs row ${programRow}, and this row goes in too`,
          problems,
        );
    }
  }
}
