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
import type { FastifyReply } from 'fastify';

const FORMULA_CELL_START = /(?<=^[,;\s]*|[;\t\r\n] *)(?=[=+\-@\t\r])/g;
const NEEDS_QUOTES = /[,;\t\r\n]/;

export function neutraliseCell(cell: string | number | null): string | number {
  if (cell === null) return '';
  return typeof cell === 'string' ? cell.replace(FORMULA_CELL_START, "'") : cell;
}

export function sendCsv(reply: FastifyReply, filename: string, header: string[], rows: (string | number | null)[][]): string {
  reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${filename}"`);
  return `\uFEFF${stringify([header, ...rows.map((row) => row.map(neutraliseCell))], {
    eof: true,
    record_delimiter: 'windows',
    quoted_match: NEEDS_QUOTES,
  })}`;
}
