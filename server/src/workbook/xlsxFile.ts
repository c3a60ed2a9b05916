// An .xlsx file: one sheet per tab, sheet names matched to tab names as headers are (ignoring
// case, spaces, underscores and hyphens). Every cell is handed over as the text an admin means.
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { headerKey, tabNames, type RawWorkbook } from '@pals/core/workbook/rows';
import { tabFromRows } from './sheetRows.ts';
import { SourceUnavailable, type WorkbookSource } from './source.ts';

export function xlsxFileSource(path: string): WorkbookSource {
  return {
    describe: `the .xlsx file ${path}`,
    async read() {
      let bytes;
      try {
        bytes = await readFile(path);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT')
          throw new SourceUnavailable(`there is no file ${path}; check PALS_WORKBOOK`);
        throw new SourceUnavailable(`could not read ${path}: ${(error as Error).message}`);
      }
      const file = new ExcelJS.Workbook();
      try {
        // exceljs declares its own Buffer type, which Node's Buffer does not match; it loads it all the same.
        await file.xlsx.load(bytes as unknown as ExcelJS.Buffer);
      } catch (error) {
        throw new SourceUnavailable(
          `${path} could not be opened as an .xlsx workbook (${(error as Error).message}); save it again from the spreadsheet as an Excel workbook (.xlsx)`,
        );
      }
      const workbook: RawWorkbook = {};
      for (const tab of tabNames) {
        const sheet = file.worksheets.find((s) => headerKey(s.name) === headerKey(tab));
        if (sheet) workbook[tab] = tabFromRows(sheetCells(sheet));
      }
      return workbook;
    },
  };
}

function sheetCells(sheet: ExcelJS.Worksheet): string[][] {
  const rows: string[][] = [];
  for (let r = 1; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    const cells: string[] = [];
    for (let c = 1; c <= row.cellCount; c++) cells.push(cellText(row.getCell(c).value));
    rows.push(cells);
  }
  return rows;
}

type Value = ExcelJS.CellValue | ExcelJS.CellFormulaValue['result'];

/** A date cell as YYYY-MM-DD (exceljs gives the day at UTC midnight, so it is read in UTC), a
 * number as plain digits, yes/no for a boolean, a formula's result, and the text of rich text and
 * links. */
function cellText(value: Value): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value !== 'object') return String(value);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('hyperlink' in value) return cellText(value.text as Value);
  if ('error' in value) return value.error;
  return cellText(value.result);
}
