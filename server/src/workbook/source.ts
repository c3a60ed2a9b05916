// Where a workbook comes from. A source reads every tab it has, as text cells; a source that can read
// a tab without holding the workbook whole (a CSV folder) also hands its tabs over one at a time, a
// batch of rows at a time, and the sync imports each row as it is read
// (docs/decisions/056-the-workbook-sync-reads-and-writes-row-by-row.md).
import type { RawWorkbook, TabName, Unreadable } from '@pals/core/workbook/rows';

/** A tab as the sync reads it: its header row, then the rows below it a batch at a time (a CSV
 * file's batch: the rows of 4 KB of it). Reading the rows may throw UnreadableTab part way (a CSV
 * file that stops being CSV at row 900). */
export interface TabRows {
  header: string[];
  rows: Iterable<string[][]> | AsyncIterable<string[][]>;
  unreadable?: Unreadable;
}

/** Opens one tab of the workbook; undefined when the workbook has no such tab. */
export type TabReader = (tab: TabName) => Promise<TabRows | undefined>;

export interface WorkbookSource {
  /** Human words for logs and errors, e.g. "the CSV folder data/demo". */
  describe: string;
  read(): Promise<RawWorkbook>;
  /** The tabs one at a time; throws as `read` does when the source cannot be read at all. */
  tabs?(): Promise<TabReader>;
}

/** A source that could not be read at all (missing folder, unreadable file, service down). */
export class SourceUnavailable extends Error {}

/** A tab found unreadable part way through its rows: it keeps its rows from the last import. */
export class UnreadableTab extends Error {
  readonly fix: string;
  constructor(reason: Unreadable) {
    super(reason.message);
    this.fix = reason.fix;
  }
}

/** The tabs of a workbook read whole, one at a time: each tab's rows are one batch. */
export function tabsOf(raw: RawWorkbook): TabReader {
  return async (tab) => {
    const found = raw[tab];
    return found && { ...found, rows: [found.rows] };
  };
}
