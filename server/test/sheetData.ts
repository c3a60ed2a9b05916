// The demo workbook as a spreadsheet holds it once an admin has typed it in: dates are date cells,
// numbers are numbers and yes is a boolean. A source must read it back as the CSV folder's text.
import { parseIsoDate } from '@pals/core/dates/time';
import type { RawTab } from '@pals/core/workbook/rows';
import type { Db } from '../src/db/database.ts';
import type { SheetCell } from './fakeGoogleSheets.ts';
import { testDatabase } from './testDatabase.ts';

function typedCell(text: string): SheetCell {
  if (parseIsoDate(text)) return { date: text };
  if (text === 'yes') return true;
  if (text !== '' && String(Number(text)) === text) return Number(text);
  return text;
}

export const typedRows = (tab: RawTab): SheetCell[][] => [tab.header, ...tab.rows].map((row) => row.map(typedCell));

/** Each tab's title as an admin might name its sheet: "Settings", "Programs", … */
export const titleOf = (tab: string) => tab[0]!.toUpperCase() + tab.slice(1);

/** A fresh database for a sync test (its own schema on PostgreSQL: testDatabase.ts), and how to be done with it. */
export async function freshDatabase(url: string): Promise<{ db: Db; close(): Promise<void> }> {
  const { db, release } = await testDatabase(url);
  return { db, close: release };
}

export const quietLog = {
  error() {},
  warn() {},
  info() {},
  debug() {},
  trace() {},
  fatal() {},
  child: () => quietLog,
  level: 'silent',
  silent() {},
} as never;

export const rosterCount = async (db: Db) =>
  Number(
    (
      await db
        .selectFrom('roster')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

export const demoRowCounts = { settings: 17, programs: 2, staff: 15, roster: 65, participants: 51, rooms: 34, hubs: 6, tasks: 26 };
