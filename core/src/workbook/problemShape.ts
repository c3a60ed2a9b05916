// A problem found in the workbook, as the admin's sync status answers it and the sync log stores it
// (a z.lazy schema: built when first read, core/src/endpoint.ts). Its words: problems.ts.
import { z } from 'zod/mini';
import { tabNames } from './tabNames.ts';

export const workbookProblem = z.lazy(() =>
  z.object({
    /** null: the whole workbook (its source could not be read). */
    tab: z.nullable(z.enum(tabNames)),
    /** The row number as the sheet shows it: the header is row 1. */
    row: z.nullable(z.number()),
    column: z.nullable(z.string()),
    /** The cell's value as the sheet has it. */
    value: z.nullable(z.string()),
    /** What is wrong. */
    message: z.string(),
    /** What to write instead. */
    fix: z.string(),
    /** What it did to the import: 'row', the row was left out; 'tab', the whole tab could not be read,
     * so it keeps its rows from the last import; 'cell', the row went in without the cell's bad part. */
    effect: z.enum(['row', 'tab', 'cell']),
  }),
);
