// A spreadsheet tab as rows of text cells → the header and rows a source hands over. Blank rows
// inside the tab are kept, so row numbers stay as the sheet shows them; blank rows at the end are
// dropped, and each row is padded with blank cells to the header's width.
import type { RawTab } from '@pals/core/workbook/rows';

export function tabFromRows(cells: string[][]): RawTab {
  const lines = cells.map(withoutTrailingBlanks);
  while (lines.length > 0 && lines.at(-1)!.length === 0) lines.pop();
  const [header = [], ...rows] = lines;
  return { header, rows: rows.map((row) => [...row, ...Array<string>(Math.max(0, header.length - row.length)).fill('')]) };
}

function withoutTrailingBlanks(row: string[]): string[] {
  let end = row.length;
  while (end > 0 && row[end - 1]!.trim() === '') end--;
  return row.slice(0, end);
}
