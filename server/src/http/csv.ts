// CSV downloads: RFC 4180 quoting by csv-stringify, UTF-8 with a byte-order mark so spreadsheet
// programs keep accents and emoji.
import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';

export function sendCsv(reply: FastifyReply, filename: string, header: string[], rows: (string | number | null)[][]): string {
  reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${filename}"`);
  return `\uFEFF${stringify([header, ...rows.map((row) => row.map((cell) => cell ?? ''))], { eof: true, record_delimiter: 'windows' })}`;
}
