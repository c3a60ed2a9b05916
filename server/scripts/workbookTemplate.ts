// npm run workbook:template -- out.xlsx: writes the workbook to start from, with one example row
// per tab from the demo workbook (docs/workbook.md).
import { resolve } from 'node:path';
import { csvFolderSource } from '../src/workbook/csvFolder.ts';
import { writeWorkbookTemplate } from '../src/workbook/template.ts';

const out = process.argv[2];
if (!out?.toLowerCase().endsWith('.xlsx')) {
  console.error('Usage: npm run workbook:template -- out.xlsx');
  process.exit(2);
}
const demo = await csvFolderSource(new URL('../../data/demo', import.meta.url).pathname).read();
await writeWorkbookTemplate(resolve(out), demo);
console.log(`Wrote ${resolve(out)}: every tab of the workbook, its header row (required columns in bold) and one example row.`);
