// A folder of CSV files, one per tab, named <tab>.csv. A file that cannot be read keeps its tab's
// rows from the last import; a folder that is not there is a source that cannot be read at all.
// Each file is parsed as the sync takes its rows, so a large workbook is never held whole as cells
// (docs/decisions/056-the-workbook-sync-reads-and-writes-row-by-row.md).
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'csv-parse';
import { tabNames, type RawTab, type RawWorkbook, type TabName, type Unreadable } from '@pals/core/workbook/rows';
import { SourceUnavailable, UnreadableTab, type TabReader, type TabRows, type WorkbookSource } from './source.ts';

export function csvFolderSource(folder: string): WorkbookSource {
  async function tabs(): Promise<TabReader> {
    const found = await stat(folder).catch(() => null);
    if (!found?.isDirectory()) throw new SourceUnavailable(`there is no folder ${folder}; check PALS_WORKBOOK`);
    return (tab) => openTab(folder, tab);
  }
  return {
    describe: `the CSV folder ${folder}`,
    tabs,
    async read() {
      const open = await tabs();
      const workbook: RawWorkbook = {};
      for (const tab of tabNames) {
        const found = await open(tab);
        if (found) workbook[tab] = await wholeTab(found);
      }
      return workbook;
    },
  };
}

const notCsv = 'a plain CSV file: save the tab again from the spreadsheet as CSV (UTF-8)';
/** A tab that says why it could not be read, and has no rows. */
const unreadable = (reason: Unreadable) => ({ header: [], rows: [] as never[], unreadable: reason });

/** The file goes to the parser 4 KB at a time, and the sync takes each piece's rows as one batch
 * (about 60 rows of a roster): no more of the file than that is held as cells. */
const pieceBytes = 4 * 1024;

async function* recordBatches(bytes: Buffer): AsyncGenerator<string[][]> {
  let batch: string[][] = [];
  const parser = parse({
    bom: true,
    relax_column_count: true,
    skip_empty_lines: false,
    // Each record lands in the batch as it is parsed, instead of queueing in the stream one at a time.
    on_record: (record: string[]) => {
      batch.push(record);
      return null;
    },
  });
  // A parse error reaches the piece's write below; the stream's own error event has nothing to add.
  parser.on('error', () => {});
  const write = (piece: Buffer | null) =>
    new Promise<void>((resolve, reject) => {
      const done = (error?: Error | null) => (error ? reject(error) : resolve());
      if (piece) parser.write(piece, done);
      else parser.end(done);
    });
  for (let at = 0; at < bytes.length; at += pieceBytes) {
    await write(bytes.subarray(at, at + pieceBytes));
    if (batch.length > 0) yield batch;
    batch = [];
  }
  await write(null);
  if (batch.length > 0) yield batch;
}

async function openTab(folder: string, tab: TabName): Promise<TabRows | undefined> {
  const path = join(folder, `${tab}.csv`);
  let bytes: Buffer;
  try {
    bytes = await readFile(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    return unreadable({ message: `could not read ${path}: ${(error as Error).message}`, fix: notCsv });
  }
  const notValid = (error: unknown): Unreadable => ({ message: `${tab}.csv is not valid CSV: ${(error as Error).message}`, fix: notCsv });
  const batches = recordBatches(bytes);
  let first: IteratorResult<string[][]>;
  try {
    first = await batches.next();
  } catch (error) {
    return unreadable(notValid(error));
  }
  const [header = [], ...rows] = first.done ? [] : first.value;
  return { header, rows: rowsAfter(rows, batches, notValid) };
}

async function* rowsAfter(
  first: string[][],
  batches: AsyncGenerator<string[][]>,
  notValid: (error: unknown) => Unreadable,
): AsyncGenerator<string[][]> {
  if (first.length > 0) yield first;
  for (;;) {
    let next: IteratorResult<string[][]>;
    try {
      next = await batches.next();
    } catch (error) {
      throw new UnreadableTab(notValid(error));
    }
    if (next.done) return;
    yield next.value;
  }
}

/** A tab read to its end, for `read`. */
async function wholeTab(found: TabRows): Promise<RawTab> {
  if (found.unreadable) return unreadable(found.unreadable);
  const rows: string[][] = [];
  try {
    for await (const batch of found.rows) rows.push(...batch);
  } catch (error) {
    if (error instanceof UnreadableTab) return unreadable({ message: error.message, fix: error.fix });
    throw error;
  }
  return { header: found.header, rows };
}
