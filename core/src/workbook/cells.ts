// How one workbook cell is read (docs/workbook.md): each reader answers a value or a message.
import { toE164 } from '../people/phoneNumbers.ts';
import { staffRoles, type StaffRole } from '../people/roles.ts';
import {
  parseCheckboxes,
  parseTaskDate,
  taskBuckets,
  taskTypes,
  type TaskBucket,
  type TaskCheckbox,
  type TaskDate,
  type TaskType,
} from '../tasks/rules.ts';
import { parseIsoDate } from '../dates/time.ts';

/** A value, perhaps with a warning about a part that was skipped; or an error that leaves the row
 * out, with what to write instead. */
export type CellResult<T> = { value: T; warning?: { message: string; fix: string } } | { error: string; fix: string };
export interface CellReader<T> {
  required: boolean;
  read: (cell: string) => CellResult<T>;
  blank: T;
}

function reader<T>(read: (cell: string) => CellResult<T>) {
  return {
    required: { required: true, read, blank: undefined as never } as CellReader<T>,
    optional: { required: false, read, blank: null } as CellReader<T | null>,
  };
}

const fail = (error: string, fix: string) => ({ error, fix });
const quote = (cell: string) => JSON.stringify(cell.length > 40 ? `${cell.slice(0, 40)}…` : cell);

export const text = reader((cell) => ({ value: cell }));

export const date = reader((cell) => {
  const value = parseIsoDate(cell);
  return value ? { value } : fail(`${quote(cell)} is not a date`, 'a date written YYYY-MM-DD, for example 2026-07-14');
});

export const email = reader((cell) => {
  const value = cell.toLowerCase();
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)
    ? { value }
    : fail(`${quote(cell)} is not an email address`, 'one email address, for example alex.rivera@example.org');
});

export const url = reader((cell) =>
  /^https?:\/\/\S+$/i.test(cell)
    ? { value: cell }
    : fail(`${quote(cell)} is not a web address`, 'a web address starting with https://, for example https://example.org/schedule'),
);

function phoneOf(cell: string): CellResult<string> {
  const value = toE164(cell);
  return value ? { value } : fail(`${quote(cell)} is not a phone number`, 'a phone number with its area code, for example (412) 555-0134');
}
export const phone = reader(phoneOf);

/** Several phones separated by ';'. A number that is not a phone is skipped with a warning, so one
 * typo does not stop the whole workbook; the sync run lists it for the admins. */
export const phones: CellReader<string[]> = {
  required: false,
  blank: [],
  read: (cell) => {
    const values: string[] = [];
    const skipped: string[] = [];
    for (const part of cell
      .split(';')
      .map((p) => p.trim())
      .filter(Boolean)) {
      const result = phoneOf(part);
      if ('error' in result) skipped.push(result.error);
      else values.push(result.value);
    }
    if (skipped.length === 0) return { value: values };
    return {
      value: values,
      warning: {
        message: `skipped: ${skipped.join('; ')}`,
        fix: 'phone numbers with their area code, separated by ;, for example (412) 555-0134; (412) 555-0135',
      },
    };
  },
};

const yes = new Set(['yes', 'y', 'true', '1', 'x']);
const no = new Set(['no', 'n', 'false', '0', '']);
/** Yes/no cells: blank means no, so this reader is never "required". */
export const yesNo: CellReader<boolean> = {
  required: false,
  blank: false,
  read: (cell) => {
    const value = cell.toLowerCase();
    if (yes.has(value)) return { value: true };
    if (no.has(value)) return { value: false };
    return fail(`${quote(cell)} is not yes or no`, 'yes or no (blank means no)');
  },
};

export const staffRole = reader((cell): CellResult<StaffRole> => {
  const role = staffRoles.find((r) => r.toLowerCase() === cell.toLowerCase().replace(/\s+/g, ' '));
  return role ? { value: role } : fail(`${quote(cell)} is not a staff role`, `one of ${staffRoles.join(', ')}`);
});

export const bucket = reader((cell): CellResult<TaskBucket> => {
  const value = taskBuckets.find((b) => b === cell.toLowerCase());
  return value ? { value } : fail(`invalid bucket: ${quote(cell)}`, `one of ${taskBuckets.join(', ')}`);
});

export const taskType = reader((cell): CellResult<TaskType> => {
  const value = taskTypes.find((t) => t === cell.toLowerCase());
  return value ? { value } : fail(`invalid type: ${quote(cell)}`, `one of ${taskTypes.join(', ')}`);
});

export const taskDate = reader((cell): CellResult<TaskDate> => {
  const value = parseTaskDate(cell);
  return value
    ? { value }
    : fail(`invalid date: ${quote(cell)}`, 'a date written YYYY-MM-DD, or an offset from the program start such as -8 weeks');
});

export const hour = reader((cell) => {
  const value = Number(cell);
  return /^\d{1,2}$/.test(cell) && value <= 23
    ? { value }
    : fail(`${quote(cell)} is not an hour`, 'a whole hour from 0 to 23, for example 19 for 7 PM');
});

function coordinate(limit: number, what: string) {
  return reader((cell) => {
    const value = Number(cell);
    return cell !== '' && Number.isFinite(value) && Math.abs(value) <= limit
      ? { value }
      : fail(`${quote(cell)} is not a ${what}`, `a ${what} in degrees, from -${limit} to ${limit}`);
  });
}
export const latitude = coordinate(90, 'latitude');
export const longitude = coordinate(180, 'longitude');

export const zip = reader((cell) =>
  /^\d{5}$/.test(cell) ? { value: cell } : fail(`${quote(cell)} is not a 5-digit ZIP code`, 'a 5-digit ZIP code, for example 15213'),
);

export const checkboxes: CellReader<TaskCheckbox[]> = {
  required: false,
  blank: [],
  read: (cell) => {
    const value = parseCheckboxes(cell);
    return value
      ? { value }
      : fail(
          `${quote(cell)} is not a checkbox list`,
          'entries written name: text, separated by |, for example budget: Budget approved|roster: Roster shared',
        );
  },
};

/** HH:MM on a 24-hour clock, as minutes after midnight; null when it is not one. */
export function minutesOf(clock: string): number | null {
  const match = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(clock.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}
const two = (n: number) => String(n).padStart(2, '0');
const clockOf = (minutes: number) => `${two(Math.floor(minutes / 60))}:${two(minutes % 60)}`;

/** A daily-report reminder's time (docs/workbook.md): HH:MM. A wrong one turns the reminders off for
 * the row, with a warning, rather than leaving the whole program out. */
export const reminderTime: CellReader<string | null> = {
  required: false,
  blank: null,
  read: (cell) => {
    const minutes = minutesOf(cell);
    if (minutes !== null) return { value: clockOf(minutes) };
    return {
      value: null,
      warning: {
        message: `${quote(cell)} is not a time, so no daily-report reminders go out for this program`,
        fix: 'a time on the 24-hour clock written HH:MM, for example 19:30, or nothing for no reminders',
      },
    };
  },
};

/** Quiet hours (docs/workbook.md): HH:MM-HH:MM, when no reminder goes; a wrong one keeps the default. */
export const quietHours: CellReader<string | null> = {
  required: false,
  blank: null,
  read: (cell) => {
    const [from, to, ...rest] = cell.split('-');
    const start = from === undefined ? null : minutesOf(from);
    const end = to === undefined ? null : minutesOf(to);
    if (start !== null && end !== null && rest.length === 0 && start !== end) return { value: `${clockOf(start)}-${clockOf(end)}` };
    return {
      value: null,
      warning: {
        message: `${quote(cell)} is not a span of quiet hours, so the default 21:30-08:00 is kept`,
        fix: 'two different times on the 24-hour clock written HH:MM-HH:MM, for example 21:30-08:00',
      },
    };
  },
};
