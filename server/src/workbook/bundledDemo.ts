// The bundled demo workbook is read dated around today (core/src/workbook/demoDates.ts, docs/decisions/027-the-bundled-demo-is-dated-around-today-every.md).
// It is the repository's own data/demo folder, recognised by its real path: PALS_WORKBOOK naming it
// in any way (data/demo, ../data/demo, an absolute path, a symbolic link to it) is the demo; a copy
// anywhere else, an .xlsx file or a Google Sheet is the organisation's workbook, read as written.
// The files are never changed: the dates move in the rows the source hands to the sync, at every read.
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoToday, redateDemoWorkbook } from '@pals/core/workbook/demoDates';
import type { WorkbookLocation } from './location.ts';
import type { WorkbookSource } from './source.ts';

/** The repository's data/demo, found from where this code runs (server/src in the tests,
 * server/dist once bundled): the nearest folder above holding the root package.json. Null when the
 * server runs outside the repository. */
export function bundledDemoFolder(from = dirname(fileURLToPath(import.meta.url))): string | null {
  for (let folder = from; ; folder = dirname(folder)) {
    if (nameOf(join(folder, 'package.json')) === 'pals-camp-app') return join(folder, 'data', 'demo');
    if (dirname(folder) === folder) return null;
  }
}

/** A package.json's name, or null (none there, or not JSON). */
function nameOf(manifest: string): string | null {
  try {
    return existsSync(manifest) ? ((JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name ?? null) : null;
  } catch {
    return null;
  }
}

const realPath = (path: string) => {
  try {
    return realpathSync(path);
  } catch {
    return null;
  }
};

/** Whether the workbook is the bundled demo: a CSV folder whose real path is the repository's data/demo. */
export function isBundledDemo(location: WorkbookLocation, bundled = bundledDemoFolder()): boolean {
  if (location.kind !== 'csv' || bundled === null) return false;
  const real = realPath(location.folder);
  return real !== null && real === realPath(bundled);
}

/** The source dated around the day of each read (`now`, the clock; US Eastern days). */
function redatedSource(source: WorkbookSource, now: () => number = Date.now): WorkbookSource {
  return {
    describe: `${source.describe} (the bundled demo, dated around today)`,
    async read() {
      return redateDemoWorkbook(await source.read(), demoToday(now()));
    },
  };
}

/** The source the server reads: the bundled demo dated around today, any other workbook as it is. */
export function liveDemoSource(location: WorkbookLocation, source: WorkbookSource, now: () => number = Date.now): WorkbookSource {
  return isBundledDemo(location) ? redatedSource(source, now) : source;
}
