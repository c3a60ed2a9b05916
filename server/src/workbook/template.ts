// The workbook an admin starts from: every tab with its header row (required columns in bold) and
// one example row, written as an .xlsx file to open in a spreadsheet or upload to Google Sheets.
import ExcelJS from 'exceljs';
import { columnsOf, headerKey, tabNames, type RawWorkbook } from '@pals/core/workbook/rows';

export async function writeWorkbookTemplate(path: string, example: RawWorkbook): Promise<void> {
  const book = new ExcelJS.Workbook();
  for (const tab of tabNames) {
    const columns = columnsOf(tab);
    const sheet = book.addWorksheet(tab, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = columns.map(({ name }) => ({ header: name, width: Math.max(12, name.length + 4) }));
    columns.forEach(({ required }, index) => {
      if (required) sheet.getRow(1).getCell(index + 1).font = { bold: true };
    });
    const raw = example[tab];
    const first = raw?.rows.find((row) => row.some((cell) => cell.trim() !== ''));
    if (raw && first) sheet.addRow(columns.map(({ name }) => first[raw.header.findIndex((h) => headerKey(h) === headerKey(name))] ?? ''));
  }
  await book.xlsx.writeFile(path);
}
