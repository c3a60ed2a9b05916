// The checks across rows (docs/decisions/018-a-workbook-sync-imports-row-by-row-and-the-admin.md):
// a row whose cells all read well is still left out when it repeats an earlier row's key, ends before
// it starts, or names a program that does not go in. Each check sees the rows in sheet order and looks
// only at the row itself and the rows above it, so a tab can be checked as it is read
// (docs/decisions/056-the-workbook-sync-reads-and-writes-row-by-row.md).
import { settingLinkProblem } from './linkCells.ts';
import type { TabName } from './tabNames.ts';
import { taskId } from '../tasks/rules.ts';
import type { Workbook } from './columns.ts';

/** Why a row that read well is left out all the same. */
export interface LeftOut {
  column: string;
  value: string;
  message: string;
  fix: string;
}

/** One check of a tab's rows, asked for each row in sheet order; the first that answers leaves the row out. */
type RowRule<T extends TabName> = (value: Workbook[T][number], row: number) => LeftOut | null;

/** The programs rows of the other tabs may name: those of this workbook that go in, with the sheet
 * row of every program it names (`rows`); or, when its programs tab is kept, the last import's (`rows` null). */
export interface ImportPrograms {
  names: ReadonlySet<string>;
  rows: ReadonlyMap<string, number> | null;
}

/** The second row with the same key is left out, naming the first. */
function unique<T extends TabName>(column: string, keyOf: (value: Workbook[T][number]) => string): RowRule<T> {
  const seen = new Map<string, number>();
  const words = column.replace(/_/g, ' ');
  return (value, row) => {
    const key = keyOf(value);
    const first = seen.get(key);
    if (first === undefined) {
      seen.set(key, row);
      return null;
    }
    return {
      column,
      value: String((value as Record<string, unknown>)[column]),
      message: `row ${first} already has this ${words}`,
      fix: `a ${words} that no other row has, or delete this row`,
    };
  };
}

function endsAfterStart(start: string | null, end: string | null): LeftOut | null {
  if (!start || !end || end >= start) return null;
  return {
    column: 'end_date',
    value: end,
    message: 'the end date is before the start date',
    fix: `a date on or after the start date ${start}`,
  };
}

/** A row of staff, roster, participants or rooms names a program that goes in. */
function inAProgram(programs: () => ImportPrograms): RowRule<'staff' | 'roster' | 'participants' | 'rooms'> {
  let known: string | null = null;
  return ({ program }) => {
    const { names, rows } = programs();
    if (program === null || names.has(program)) return null;
    const programRow = rows?.get(program);
    if (programRow === undefined) {
      known ??= [...names].join(', ') || 'none yet';
      return {
        column: 'program',
        value: program,
        message: 'this is not a program of the programs tab',
        fix: `the name of a program exactly as the programs tab writes it (${known})`,
      };
    }
    return {
      column: 'program',
      value: program,
      message: `this program's row (programs, row ${programRow}) was left out`,
      fix: `nothing here: fix programs row ${programRow}, and this row goes in too`,
    };
  };
}

/** Each tab's checks, new for each read of it (they remember the rows above). `programs` is asked
 * once the programs tab has been read. */
export function rowRules(programs: () => ImportPrograms): { [T in TabName]: RowRule<T>[] } {
  return {
    settings: [
      unique('key', (s) => s.key.toLowerCase()),
      ({ key, value }) => {
        const name = key.toLowerCase();
        const problem = (name.endsWith('_link') || name === 'org_site') && value !== null ? settingLinkProblem(name, value) : null;
        return problem && { column: 'value', value: value!, ...problem };
      },
    ],
    programs: [
      unique('program', (p) => p.program.toLowerCase()),
      unique('camp_password', (p) => p.camp_password),
      (p) => endsAfterStart(p.start_date, p.end_date),
    ],
    staff: [unique('email', (s) => s.email), (s) => endsAfterStart(s.start_date, s.end_date), inAProgram(programs)],
    roster: [inAProgram(programs)],
    participants: [inAProgram(programs)],
    rooms: [inAProgram(programs)],
    hubs: [
      ({ zip, latitude, longitude }) =>
        zip === null && (latitude === null || longitude === null)
          ? {
              column: 'zip',
              value: '',
              message: 'the hub has no ZIP code and not both latitude and longitude',
              fix: 'a 5-digit ZIP code, or both latitude and longitude',
            }
          : null,
    ],
    // Two tasks whose names differ only in spaces or punctuation would share one id (docs/product.md#data-task).
    tasks: [unique('name', (t) => taskId(t))],
  };
}
