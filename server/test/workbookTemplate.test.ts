import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import ExcelJS from 'exceljs';
import { checkWorkbook, columnsOf, tabNames } from '@pals/core/workbook/rows';
import { expect, it } from 'vitest';
import { xlsxFileSource } from '../src/workbook/xlsxFile.ts';

const root = new URL('../..', import.meta.url).pathname;

it('npm run workbook:template writes every tab with its header and an example row that validates', async () => {
  const folder = await mkdtemp(join(tmpdir(), 'pals-template-'));
  try {
    const out = join(folder, 'workbook.xlsx');
    await promisify(execFile)('npm', ['run', '--silent', 'workbook:template', '--', out], { cwd: root });
    const raw = await xlsxFileSource(out).read();
    expect(Object.keys(raw)).toEqual(tabNames);
    for (const tab of tabNames) expect(raw[tab]!.header).toEqual(columnsOf(tab).map((c) => c.name));
    expect(raw.programs!.rows).toEqual([
      [
        'Blue Ridge',
        'bluejay',
        '2026-11-16',
        '2026-11-22',
        'https://example.org/schedule/blue-ridge',
        'https://example.org/photos/blue-ridge',
        'Alex Rivera',
        '(412) 555-0100',
        '',
        '',
      ],
    ]);
    const result = checkWorkbook(raw);
    expect(result.problems).toEqual([]);
    expect(Object.fromEntries(tabNames.map((tab) => [tab, result.workbook[tab].length]))).toEqual(
      Object.fromEntries(tabNames.map((tab) => [tab, 1])),
    );

    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(out);
    const bold = (tab: string) => {
      const names: string[] = [];
      book
        .getWorksheet(tab)!
        .getRow(1)
        .eachCell((cell) => {
          if (cell.font?.bold) names.push(String(cell.value));
        });
      return names;
    };
    expect(bold('programs')).toEqual(['program', 'camp_password', 'start_date', 'end_date']);
    expect(bold('hubs')).toEqual(['hub']);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});
