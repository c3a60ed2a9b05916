// The bundled demo workbook, dated around today (docs/decisions/027-the-bundled-demo-is-dated-around-today-every.md). Its sheet says Blue Ridge
// ran Nov 16–22, 2026: read as written, a newcomer's demo would be a camp already over. So when the
// server reads the repository's own data/demo (server/src/workbook/bundledDemo.ts decides that), its
// dates are moved, in whole days and whole years, by this rule:
// - The live program, the one that starts first as written, runs around today: today is its middle
//   day (day 4 of 7), so it started 3 days ago and ends 3 days ahead.
// - Every other program keeps its written month and day and moves by whole years to the first time
//   it comes round after the live program ends: a summer camp stays in the summer, in the future.
// - A staff row's dates move with its program. A task's written date moves with the program it
//   leads up to (the first to start on or after it, else the last): February–May trainings before
//   a June camp stay in February–May, so their month buckets still hold them. Offsets (-8 weeks)
//   need nothing: they count from the moved start dates.
// Pure and deterministic: the same workbook and the same `today` give the same dates.
import { easternDate } from '../tasks/easternTime.ts';
import { parseIsoDate } from '../dates/time.ts';
import { headerKey, type RawTab, type RawWorkbook } from './rows.ts';

/** How one program's dates move: the live program by days, the others by calendar years. */
export type DateShift = { days: number } | { years: number };

export interface WrittenProgram {
  program: string;
  start: string;
  end: string;
}

const dayMs = 86_400_000;
const utc = (date: string) => Date.parse(`${date}T00:00:00Z`);
const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const two = (n: number) => String(n).padStart(2, '0');

/** 'Today' for the demo: the date in US Eastern time, the time zone the app's camp days and calls
 * are in (docs/product.md#limits), at the instant given. */
export function demoToday(instant: number): string {
  return easternDate(instant);
}

/** A YYYY-MM-DD date moved by whole days, or by whole years (Feb 29 becomes Feb 28 in a common year). */
export function shiftDate(date: string, shift: DateShift): string {
  if ('days' in shift) return isoOf(utc(date) + shift.days * dayMs);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const target = year + shift.years;
  const lastDay = new Date(Date.UTC(target, month, 0)).getUTCDate();
  return `${String(target).padStart(4, '0')}-${two(month)}-${two(Math.min(day, lastDay))}`;
}

/** How each program moves on `today`, by name. The programs are as written (valid dates, end on or
 * after start); the live one is the first to start (the earlier row on a tie). */
export function demoShifts(programs: readonly WrittenProgram[], today: string): Map<string, DateShift> {
  const shifts = new Map<string, DateShift>();
  const ordered = [...programs].sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
  const live = ordered[0];
  if (!live) return shifts;
  const days = Math.round((utc(live.end) - utc(live.start)) / dayMs) + 1;
  const liveStart = isoOf(utc(today) - Math.floor((days - 1) / 2) * dayMs);
  const liveShift = { days: Math.round((utc(liveStart) - utc(live.start)) / dayMs) };
  const liveEnd = shiftDate(live.end, liveShift);
  shifts.set(live.program, liveShift);
  for (const other of ordered.slice(1)) {
    // The fewest years (fewer than none, too) that put its start after the live program's end.
    let years = Number(liveEnd.slice(0, 4)) - Number(other.start.slice(0, 4)) - 1;
    while (shiftDate(other.start, { years }) <= liveEnd) years++;
    shifts.set(other.program, { years });
  }
  return shifts;
}

/** The column of a tab whose header is `name` (ignoring case, spaces, underscores, hyphens), or -1. */
const columnOf = (tab: RawTab | undefined, name: string) => tab?.header.findIndex((cell) => headerKey(cell) === headerKey(name)) ?? -1;

/** The programs tab's rows with a program and valid dates in order, as written. A row with a mistake
 * is left as it is; the check reports it as it would any workbook's. */
function writtenPrograms(programs: RawTab | undefined): WrittenProgram[] {
  const [name, start, end] = ['program', 'start_date', 'end_date'].map((column) => columnOf(programs, column)) as [number, number, number];
  if (!programs || programs.unreadable || name < 0 || start < 0 || end < 0) return [];
  const found: WrittenProgram[] = [];
  for (const row of programs.rows) {
    const program = (row[name] ?? '').trim();
    const startDate = parseIsoDate((row[start] ?? '').trim());
    const endDate = parseIsoDate((row[end] ?? '').trim());
    if (program && startDate && endDate && endDate >= startDate && !found.some((p) => p.program === program))
      found.push({ program, start: startDate, end: endDate });
  }
  return found;
}

/** A copy of the tab with each date cell of `columns` moved by the shift its row's `shiftOf` gives. */
function shiftTab(tab: RawTab | undefined, columns: string[], shiftOf: (row: string[]) => DateShift | undefined): RawTab | undefined {
  if (!tab || tab.unreadable) return tab;
  const positions = columns.map((column) => columnOf(tab, column)).filter((at) => at >= 0);
  return {
    header: [...tab.header],
    rows: tab.rows.map((row) => {
      const shift = shiftOf(row);
      if (!shift) return [...row];
      return row.map((cell, at) => {
        const date = positions.includes(at) ? parseIsoDate(cell.trim()) : null;
        return date ? shiftDate(date, shift) : cell;
      });
    }),
  };
}

/** The bundled demo workbook as it reads on `today` (YYYY-MM-DD): the programs, staff and task dates
 * moved by the rule above, every other cell as written. A new workbook; the one given is unchanged. */
export function redateDemoWorkbook(raw: RawWorkbook, today: string): RawWorkbook {
  const programs = writtenPrograms(raw.programs);
  const shifts = demoShifts(programs, today);
  if (shifts.size === 0) return structuredClone(raw);
  const programOf = (tab: RawTab | undefined) => (row: string[]) => shifts.get((row[columnOf(tab, 'program')] ?? '').trim());
  const byStart = [...programs].sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
  const taskDate = columnOf(raw.tasks, 'date');
  const ledUpTo = (row: string[]) => {
    const date = parseIsoDate((row[taskDate] ?? '').trim());
    if (!date) return undefined;
    const program = byStart.find((p) => p.start >= date) ?? byStart.at(-1)!;
    return shifts.get(program.program);
  };
  const redated: RawWorkbook = structuredClone(raw);
  redated.programs = shiftTab(raw.programs, ['start_date', 'end_date'], programOf(raw.programs));
  redated.staff = shiftTab(raw.staff, ['start_date', 'end_date'], programOf(raw.staff));
  redated.tasks = shiftTab(raw.tasks, ['date'], ledUpTo);
  for (const tab of ['programs', 'staff', 'tasks'] as const) if (redated[tab] === undefined) delete redated[tab];
  return redated;
}
