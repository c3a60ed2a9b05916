// The workbook: the tabs and columns admins keep (DESIGN.md "The workbook"; docs/workbook.md),
// and the validation that turns raw cells into typed rows or into errors naming tab, row and column.
import * as cell from './cells.ts';
import type { CellReader } from './cells.ts';
import { settingLinkProblem } from './linkCells.ts';
import { taskId } from './tasks.ts';

const tabs = {
  settings: { key: cell.text.required, value: cell.text.optional },
  programs: {
    program: cell.text.required,
    camp_password: cell.text.required,
    start_date: cell.date.required,
    end_date: cell.date.required,
    schedule_link: cell.url.optional,
    photo_upload_link: cell.url.optional,
    admin_name: cell.text.optional,
    admin_phone: cell.phone.optional,
  },
  staff: {
    email: cell.email.required,
    given_name: cell.text.required,
    full_name: cell.text.required,
    program: cell.text.optional,
    staff_role: cell.staffRole.required,
    start_date: cell.date.optional,
    end_date: cell.date.optional,
  },
  roster: {
    program: cell.text.required,
    name: cell.text.required,
    title: cell.text.optional,
    room: cell.text.optional,
    phone: cell.phone.optional,
    team: cell.text.optional,
  },
  participants: {
    program: cell.text.required,
    name: cell.text.required,
    role: cell.text.optional,
    is_lead: cell.yesNo,
    is_staff: cell.yesNo,
    phone: cell.phones,
  },
  rooms: { program: cell.text.required, room: cell.text.required },
  hubs: { hub: cell.text.required, zip: cell.zip.optional, latitude: cell.latitude.optional, longitude: cell.longitude.optional },
  tasks: {
    bucket: cell.bucket.required,
    type: cell.taskType.required,
    name: cell.text.required,
    optional: cell.yesNo,
    date: cell.taskDate.required,
    hour: cell.hour.optional,
    description: cell.text.optional,
    topic: cell.text.optional,
    survey_id: cell.text.optional,
    link: cell.url.optional,
    link_title: cell.text.optional,
    checkboxes: cell.checkboxes,
  },
} satisfies Record<string, Record<string, CellReader<unknown>>>;

export type TabName = keyof typeof tabs;
export const tabNames = Object.keys(tabs) as TabName[];
/** Tabs that must be present; a missing optional tab reads as empty. */
export const requiredTabs: readonly TabName[] = ['programs', 'staff'];

type RowOf<Columns> = { [K in keyof Columns]: Columns[K] extends CellReader<infer T> ? T : never };
export type Workbook = { [T in TabName]: RowOf<(typeof tabs)[T]>[] };
export type Program = Workbook['programs'][number];
export type StaffRow = Workbook['staff'][number];
export type RosterRow = Workbook['roster'][number];
export type ParticipantRow = Workbook['participants'][number];
export type HubRow = Workbook['hubs'][number];
export type TaskRow = Workbook['tasks'][number];

export function columnsOf(tab: TabName): { name: string; required: boolean }[] {
  return Object.entries(tabs[tab]).map(([name, reader]) => ({ name, required: reader.required }));
}

/** A tab as a source hands it over: the header row and the rows below it, cells as text. */
export interface RawTab {
  header: string[];
  rows: string[][];
}
export type RawWorkbook = Partial<Record<TabName, RawTab>>;

export interface WorkbookError {
  tab: TabName;
  /** The row number as the sheet shows it: the header is row 1. */
  row: number | null;
  column: string | null;
  message: string;
}

export function describeError(error: WorkbookError): string {
  const where = [error.tab, error.row === null ? null : `row ${error.row}`, error.column === null ? null : `column ${error.column}`];
  return `${where.filter(Boolean).join(', ')}: ${error.message}`;
}

/** Header names match ignoring case, spaces, underscores and hyphens. */
export const headerKey = (name: string) => name.toLowerCase().replace(/[\s_-]+/g, '');

function readTab<T extends TabName>(tab: T, raw: RawTab, errors: WorkbookError[], warnings: WorkbookError[]): { row: number; value: Workbook[T][number] }[] {
  const columns = Object.entries(tabs[tab]) as [string, CellReader<unknown>][];
  const positions = new Map(raw.header.map((name, index) => [headerKey(name), index]));
  for (const [name, reader] of columns) {
    if (reader.required && !positions.has(headerKey(name))) errors.push({ tab, row: 1, column: name, message: 'this column is missing from the header row' });
  }
  const rows: { row: number; value: Workbook[T][number] }[] = [];
  raw.rows.forEach((cells, index) => {
    const rowNumber = index + 2;
    if (cells.every((c) => c.trim() === '')) return;
    const value: Record<string, unknown> = {};
    let good = true;
    for (const [name, reader] of columns) {
      const position = positions.get(headerKey(name));
      const text = position === undefined ? '' : (cells[position] ?? '').trim();
      if (text === '') {
        if (reader.required && position !== undefined) {
          errors.push({ tab, row: rowNumber, column: name, message: 'this cell is required but empty' });
          good = false;
        }
        value[name] = reader.blank;
        continue;
      }
      const result = reader.read(text);
      if ('error' in result) {
        errors.push({ tab, row: rowNumber, column: name, message: result.error });
        good = false;
      } else {
        value[name] = result.value;
        if (result.warning) warnings.push({ tab, row: rowNumber, column: name, message: result.warning });
      }
    }
    if (good) rows.push({ row: rowNumber, value: value as Workbook[T][number] });
  });
  return rows;
}

/** Errors reject the workbook; warnings name what a good import skipped (e.g. a bad phone). */
export type WorkbookResult = { ok: true; workbook: Workbook; warnings: WorkbookError[] } | { ok: false; errors: WorkbookError[] };

export function validateWorkbook(raw: RawWorkbook): WorkbookResult {
  const errors: WorkbookError[] = [];
  const warnings: WorkbookError[] = [];
  for (const tab of requiredTabs) {
    if (!raw[tab]) errors.push({ tab, row: null, column: null, message: 'this tab is missing from the workbook' });
  }
  const read = Object.fromEntries(tabNames.map((tab) => [tab, raw[tab] ? readTab(tab, raw[tab], errors, warnings) : []])) as {
    [T in TabName]: { row: number; value: Workbook[T][number] }[];
  };
  checkAcrossRows(read, namedPrograms(raw.programs), errors);
  if (errors.length > 0) return { ok: false, errors };
  const workbook = Object.fromEntries(tabNames.map((tab) => [tab, read[tab].map((r) => r.value)])) as Workbook;
  return { ok: true, workbook, warnings };
}

type ReadRows = { [T in TabName]: { row: number; value: Workbook[T][number] }[] };

function unique<T extends TabName>(rows: ReadRows[T], tab: T, column: string, keyOf: (value: Workbook[T][number]) => string, errors: WorkbookError[]) {
  const seen = new Map<string, number>();
  for (const { row, value } of rows) {
    const key = keyOf(value);
    const first = seen.get(key);
    if (first === undefined) seen.set(key, row);
    else errors.push({ tab, row, column, message: `the same value is already used in row ${first}; each one must be unique` });
  }
}

/** Every program the programs tab names, even on rows with other mistakes, so one bad cell there
 * is reported once rather than again on every row that names its program. */
function namedPrograms(programs: RawTab | undefined): Set<string> {
  const at = programs?.header.findIndex((name) => headerKey(name) === 'program') ?? -1;
  return new Set(at < 0 ? [] : programs!.rows.map((row) => (row[at] ?? '').trim()).filter(Boolean));
}

function checkAcrossRows(read: ReadRows, programs: Set<string>, errors: WorkbookError[]) {
  unique(read.programs, 'programs', 'program', (p) => p.program.toLowerCase(), errors);
  unique(read.programs, 'programs', 'camp_password', (p) => p.camp_password, errors);
  unique(read.staff, 'staff', 'email', (s) => s.email, errors);
  unique(read.settings, 'settings', 'key', (s) => s.key.toLowerCase(), errors);
  // Two tasks whose names differ only in spaces or punctuation would share one id (SPEC §3 Task).
  unique(read.tasks, 'tasks', 'name', (t) => taskId(t), errors);
  for (const { row, value } of read.programs) {
    if (value.end_date < value.start_date) errors.push({ tab: 'programs', row, column: 'end_date', message: 'the end date is before the start date' });
  }
  for (const { row, value } of read.staff) {
    if (value.start_date && value.end_date && value.end_date < value.start_date)
      errors.push({ tab: 'staff', row, column: 'end_date', message: 'the end date is before the start date' });
  }
  const knownProgram = (tab: 'staff' | 'roster' | 'participants' | 'rooms', rows: { row: number; value: { program: string | null } }[]) => {
    for (const { row, value } of rows) {
      if (value.program !== null && !programs.has(value.program))
        errors.push({ tab, row, column: 'program', message: `"${value.program}" is not a program of the programs tab` });
    }
  };
  knownProgram('staff', read.staff);
  knownProgram('roster', read.roster);
  knownProgram('participants', read.participants);
  knownProgram('rooms', read.rooms);
  for (const { row, value } of read.hubs) {
    const hasCoordinates = value.latitude !== null && value.longitude !== null;
    if (value.zip === null && !hasCoordinates)
      errors.push({ tab: 'hubs', row, column: 'zip', message: 'give the hub a ZIP code, or both latitude and longitude' });
  }
  for (const { row, value } of read.settings) {
    const key = value.key.toLowerCase();
    const problem = (key.endsWith('_link') || key === 'org_site') && value.value !== null ? settingLinkProblem(key, value.value) : null;
    if (problem) errors.push({ tab: 'settings', row, column: 'value', message: problem });
  }
}
