// The feedback export: each feedback becomes a row of the Feedback Sheet (settings tab:
// feedback_sheet_link), tab 'Feedback': time, program, name or 'anonymous', message, and the
// outbox id, by which a retry finds a row whose confirmation was lost and does not add it twice.
import type { Db } from '../db/database.ts';
import { readSettings } from '../db/workbookTables.ts';
import type { SheetAppender } from '../workbook/googleSheetAppend.ts';
import { spreadsheetIdOf } from '../workbook/location.ts';

export const feedbackTab = 'Feedback';

export interface FeedbackExportPayload {
  time: string;
  program: string | null;
  name: string | null;
  message: string;
}

/** The Feedback Sheet's spreadsheet id, or null when none is set up. */
export async function feedbackSheetId(db: Db): Promise<string | null> {
  const link = (await readSettings(db)).get('feedback_sheet_link');
  return link ? spreadsheetIdOf(link) : null;
}

export function feedbackExporter(db: Db, appender: SheetAppender) {
  return async (id: string, payload: FeedbackExportPayload, attempts: number) => {
    const sheet = await feedbackSheetId(db);
    if (!sheet) throw new Error('The Feedback Sheet link in the settings tab is not a Google Sheet link.');
    // After a failed try the row may have arrived with its answer lost: look before adding again.
    if (attempts > 0 && (await appender.hasRowWith(sheet, feedbackTab, id))) return;
    await appender.appendRow(sheet, feedbackTab, [payload.time, payload.program ?? '', payload.name ?? 'anonymous', payload.message, id]);
  };
}
