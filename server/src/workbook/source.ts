// Where a workbook comes from. A source reads every tab it has, as text cells.
import type { RawWorkbook } from '@pals/core/workbook';

export interface WorkbookSource {
  /** Human words for logs and errors, e.g. "the CSV folder data/demo". */
  describe: string;
  read(): Promise<RawWorkbook>;
}

/** A source that could not be read at all (missing folder, unreadable file, service down). */
export class SourceUnavailable extends Error {}
