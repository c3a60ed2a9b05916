// CSV downloads: RFC 4180 quoting by csv-stringify, UTF-8 with a byte-order mark so spreadsheet
// programs keep accents and emoji.
import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';

// OWASP CSV injection: a cell a spreadsheet would read as a formula gets a leading single quote,
// so text from any participant (e.g. =HYPERLINK(...)) stays text in the admin's spreadsheet.
// Phone numbers like +14125550100 get the quote too (docs/spec-notes.md).
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseCell(cell: string | number | null): string | number {
  if (cell === null) return '';
  return typeof cell === 'string' && FORMULA_START.test(cell) ? `'${cell}` : cell;
}

export function sendCsv(reply: FastifyReply, filename: string, header: string[], rows: (string | number | null)[][]): string {
  reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${filename}"`);
  return `\uFEFF${stringify([header, ...rows.map((row) => row.map(neutraliseCell))], { eof: true, record_delimiter: 'windows' })}`;
}
