// A folder of CSV files, one per tab, named <tab>.csv. A file that cannot be read keeps its tab's
// rows from the last import; a folder that is not there is a source that cannot be read at all.
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { tabNames, type RawTab, type RawWorkbook } from '@pals/core/workbook';
import { SourceUnavailable, type WorkbookSource } from './source.ts';

export function csvFolderSource(folder: string): WorkbookSource {
  return {
    describe: `the CSV folder ${folder}`,
    async read() {
      const found = await stat(folder).catch(() => null);
      if (!found?.isDirectory()) throw new SourceUnavailable(`there is no folder ${folder}; check PALS_WORKBOOK`);
      const workbook: RawWorkbook = {};
      for (const tab of tabNames) {
        const tabFile = join(folder, `${tab}.csv`);
        const text = await readTabFile(tabFile);
        if (typeof text === 'string') workbook[tab] = parseTab(tab, text);
        else if (text) workbook[tab] = text;
      }
      return workbook;
    },
  };
}

const unreadable = (message: string): RawTab => ({
  header: [],
  rows: [],
  unreadable: { message, fix: 'a plain CSV file: save the tab again from the spreadsheet as CSV (UTF-8)' },
});

async function readTabFile(path: string): Promise<string | RawTab | null> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    return unreadable(`could not read ${path}: ${(error as Error).message}`);
  }
}

function parseTab(tab: string, text: string): RawTab {
  let records: string[][];
  try {
    records = parse(text.replace(/^\uFEFF/, ''), { relax_column_count: true, skip_empty_lines: false }) as string[][];
  } catch (error) {
    return unreadable(`${tab}.csv is not valid CSV: ${(error as Error).message}`);
  }
  const [header = [], ...rows] = records;
  return { header, rows };
}
