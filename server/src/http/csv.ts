// CSV downloads: RFC 4180 quoting by csv-stringify, UTF-8 with a byte-order mark so spreadsheet
// programs keep accents and emoji. The rule (docs/security.md "CSV downloads"):
// - OWASP CSV injection: a formula character (= + - @ tab CR) that a spreadsheet could read as the
//   start of a cell gets a single quote before it, so text from anyone (e.g. =HYPERLINK(...)) stays
//   text in the admin's spreadsheet. That is the cell's start, with any separators or spaces before
//   it (`;=1`), and the place right after a semicolon, tab or line break anywhere in the cell: a
//   spreadsheet whose locale splits on `;` (or a tab-separated import) does not honour the quotes of
//   a comma-separated file, so it starts a new cell there (docs/decisions/030-a-csv-cell-is-neutralised-wherever-a-spreadsheet.md). Phone numbers like
//   +14125550100 get the quote too (docs/spec-notes.md).
// - A cell holding a separator (`,` `;` tab) or a line break is quoted, whatever the locale's separator.
import { stringify } from 'csv-stringify/sync';

const FORMULA_CELL_START = /(?<=^[,;\s]*|[;\t\r\n] *)(?=[=+\-@\t\r])/g;
const NEEDS_QUOTES = /[,;\t\r\n]/;

export function neutraliseCell(cell: string | number | null): string | number {
  if (cell === null) return '';
  return typeof cell === 'string' ? cell.replace(FORMULA_CELL_START, "'") : cell;
}

export type Row = (string | number | null)[];

const csvText = (rows: Row[]) =>
  stringify(
    rows.map((row) => row.map(neutraliseCell)),
    { eof: true, record_delimiter: 'windows', quoted_match: NEEDS_QUOTES },
  );

/** A CSV file's text, a batch of rows at a time, as the batches are read: whoever writes it holds
 * one batch, never the whole file, whatever its size (docs/decisions/050-csv-downloads-stream-in-batches.md).
 * The header comes with the first batch, so a file whose first read fails has not begun. */
export async function* csvChunks(header: string[], batches: AsyncIterable<Row[]>): AsyncGenerator<string> {
  let first = `\uFEFF${csvText([header])}`;
  for await (const rows of batches) {
    if (rows.length === 0) continue;
    yield first + csvText(rows);
    first = '';
  }
  if (first) yield first;
}

/** Each batch's rows made CSV lines, as the batches come. */
export async function* mapBatches<T>(batches: AsyncIterable<T[]>, line: (item: T) => Row): AsyncGenerator<Row[]> {
  for await (const batch of batches) yield batch.map(line);
}

/** Each batch's rows made any number of CSV lines each, as the batches come. */
export async function* flatMapBatches<T>(batches: AsyncIterable<T[]>, lines: (item: T) => Row[]): AsyncGenerator<Row[]> {
  for await (const batch of batches) yield batch.flatMap(lines);
}
