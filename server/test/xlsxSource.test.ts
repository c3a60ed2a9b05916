import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { RawWorkbook } from '@pals/core/workbook/rows';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestSyncRuns } from '../src/db/syncRuns.ts';
import { SourceUnavailable } from '../src/workbook/source.ts';
import { workbookSync } from '../src/workbook/sync.ts';
import { xlsxFileSource } from '../src/workbook/xlsxFile.ts';
import type { SheetCell } from './fakeGoogleSheets.ts';
import { databases, demoWorkbook } from './harness.ts';
import { demoRowCounts, freshDatabase, quietLog, titleOf, typedRows } from './sheetData.ts';

// West of Greenwich, a date cell read in local time would be the day before.
const zone = process.env.TZ;
let folder: string;
beforeAll(async () => {
  process.env.TZ = 'America/Los_Angeles';
  folder = await mkdtemp(join(tmpdir(), 'pals-xlsx-'));
});
afterAll(async () => {
  process.env.TZ = zone;
  await rm(folder, { recursive: true, force: true });
});

const utcDay = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** Writes sheets of cells as Excel holds them; a { date } cell becomes a date cell shown m/d/yyyy. */
async function writeXlsx(name: string, sheets: Record<string, (SheetCell | ExcelJS.CellValue)[][]>): Promise<string> {
  const book = new ExcelJS.Workbook();
  for (const [title, rows] of Object.entries(sheets)) {
    const sheet = book.addWorksheet(title);
    rows.forEach((row, r) =>
      row.forEach((value, c) => {
        const cell = sheet.getCell(r + 1, c + 1);
        const isDate = value !== null && typeof value === 'object' && 'date' in value;
        cell.value = isDate ? utcDay(value.date) : (value as ExcelJS.CellValue);
        if (isDate) cell.numFmt = 'm/d/yyyy';
      }),
    );
  }
  const path = join(folder, name);
  await book.xlsx.writeFile(path);
  return path;
}

/** The demo workbook typed into Excel, plus what admins add: an end date as a formula, a notes
 * column, a blank row between tasks. */
async function demoAsExcel(): Promise<{ path: string; expected: RawWorkbook }> {
  const demo = await demoWorkbook();
  const expected = structuredClone(demo);
  const sheets: Record<string, (SheetCell | ExcelJS.CellValue)[][]> = {};
  for (const [tab, raw] of Object.entries(demo)) sheets[titleOf(tab)] = typedRows(raw);
  sheets.Programs!.slice(1).forEach((row, index) => {
    row[3] = { formula: `C${index + 2}+6`, result: utcDay(demo.programs!.rows[index]![3]!) };
  });
  sheets.Roster![0]!.push('Notes');
  sheets.Roster![1]!.push('Drives the van');
  expected.roster!.header.push('Notes');
  expected.roster!.rows.forEach((row, index) => row.push(index === 0 ? 'Drives the van' : ''));
  sheets.Tasks!.splice(3, 0, []);
  expected.tasks!.rows.splice(2, 0, Array<string>(12).fill(''));
  return { path: await writeXlsx('demo.xlsx', sheets), expected };
}

describe('an .xlsx workbook', () => {
  it('hands over each cell as the text an admin means', async () => {
    const path = await writeXlsx('cells.xlsx', {
      PROGRAMS: [
        ['Program', 'Camp Password', 'Start Date', 'End-Date', 'admin_phone', 'admin_name'],
        [
          'Blue Ridge',
          { richText: [{ text: 'blue', font: { bold: true } }, { text: 'jay' }] },
          { date: '2026-11-16' },
          { formula: 'C2+6', result: utcDay('2026-11-22') },
          4125550134,
          { formula: 'UPPER("alex")', result: 'ALEX' },
        ],
      ],
      'to-do list': [['ignored']],
      Tasks: [
        ['bucket', 'type', 'name', 'optional', 'date', 'hour', 'link'],
        [
          'february',
          'call',
          'Kickoff',
          false,
          '-6 weeks',
          19,
          { text: 'https://example.org/calls', hyperlink: 'https://example.org/calls' },
        ],
        [],
        ['march', 'training', 'Safety', true, { date: '2027-03-10' }],
        [null, null],
      ],
    });
    expect(await xlsxFileSource(path).read()).toEqual({
      programs: {
        header: ['Program', 'Camp Password', 'Start Date', 'End-Date', 'admin_phone', 'admin_name'],
        rows: [['Blue Ridge', 'bluejay', '2026-11-16', '2026-11-22', '4125550134', 'ALEX']],
      },
      tasks: {
        header: ['bucket', 'type', 'name', 'optional', 'date', 'hour', 'link'],
        rows: [
          ['february', 'call', 'Kickoff', 'no', '-6 weeks', '19', 'https://example.org/calls'],
          ['', '', '', '', '', '', ''],
          ['march', 'training', 'Safety', 'yes', '2027-03-10', '', ''],
        ],
      },
    });
  });

  it('gives the same rows as the CSV folder for the demo workbook', async () => {
    const { path, expected } = await demoAsExcel();
    expect(await xlsxFileSource(path).read()).toEqual(expected);
  });

  it('names a missing file and a file that is not a workbook', async () => {
    const missing = join(folder, 'nowhere.xlsx');
    await expect(xlsxFileSource(missing).read()).rejects.toThrow(new SourceUnavailable(`there is no file ${missing}; check PALS_WORKBOOK`));
    const notWorkbook = join(folder, 'notes.xlsx');
    await writeFile(notWorkbook, 'program,camp_password\n');
    await expect(xlsxFileSource(notWorkbook).read()).rejects.toThrow(
      new RegExp(
        `^${notWorkbook} could not be opened as an .xlsx workbook \\(.+\\); save it again from the spreadsheet as an Excel workbook \\(.xlsx\\)$`,
      ),
    );
  });
});

describe.each(databases)('a sync from an .xlsx workbook on $name', ({ url }) => {
  it('imports it, and keeps that data when the file goes missing', async () => {
    const { path } = await demoAsExcel();
    const { db, close } = await freshDatabase(url);
    try {
      const source = xlsxFileSource(path);
      const sync = workbookSync(db, source, quietLog);
      const run = await sync.run();
      expect(run.outcome).toBe('imported');
      expect(run.rowCounts).toEqual(demoRowCounts);
      expect(await db.selectFrom('programs').select(['name', 'start_date', 'end_date', 'admin_phone']).orderBy('name').execute()).toEqual([
        { name: 'Blue Ridge', start_date: '2026-11-16', end_date: '2026-11-22', admin_phone: '+14125550100' },
        { name: 'Lakeshore', start_date: '2027-06-20', end_date: '2027-06-26', admin_phone: '+17245550107' },
      ]);
      expect(await db.selectFrom('tasks').select(['name', 'hour']).where('name', '=', 'Season Kickoff Call').execute()).toEqual([
        { name: 'Season Kickoff Call', hour: 19 },
      ]);

      await rm(path);
      const failed = await sync.run();
      expect(failed.outcome).toBe('failed');
      expect(failed.problems).toMatchObject([
        {
          tab: null,
          row: null,
          column: null,
          message: `could not read the .xlsx file ${path}: there is no file ${path}; check PALS_WORKBOOK`,
        },
      ]);
      expect((await db.selectFrom('programs').select('name').execute()).length).toBe(2);
      expect((await latestSyncRuns(db, 2)).map((r) => r.outcome)).toEqual(['failed', 'imported']);
    } finally {
      await close();
    }
  });
});
