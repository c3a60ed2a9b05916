// A folder of CSV files, one per tab, named <tab>.csv.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { tabNames, type RawTab, type RawWorkbook } from '@pals/core/workbook';
import { SourceUnavailable, type WorkbookSource } from './source.ts';

export function csvFolderSource(folder: string): WorkbookSource {
  return {
    describe: `the CSV folder ${folder}`,
    async read() {
      const workbook: RawWorkbook = {};
      for (const tab of tabNames) {
        const text = await readTabFile(join(folder, `${tab}.csv`));
        if (text !== null) workbook[tab] = parseTab(tab, text);
      }
      return workbook;
    },
  };
}

async function readTabFile(path: string): Promise<string | null> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new SourceUnavailable(`could not read ${path}: ${(error as Error).message}`);
  }
}

function parseTab(tab: string, text: string): RawTab {
  let records: string[][];
  try {
    records = parse(text.replace(/^\uFEFF/, ''), { relax_column_count: true, skip_empty_lines: false }) as string[][];
  } catch (error) {
    throw new SourceUnavailable(`${tab}.csv is not valid CSV: ${(error as Error).message}`);
  }
  const [header = [], ...rows] = records;
  return { header, rows };
}
