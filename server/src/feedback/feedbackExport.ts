// The feedback export: each feedback becomes a row of the Feedback Sheet (settings tab:
// feedback_sheet_link), tab 'Feedback': time, program, name or 'anonymous', message, and the
// job id, by which a retry finds a row whose confirmation was lost and does not add it twice.
import type { Db } from '../db/database.ts';
import type { JobPayload } from '../db/jobs.ts';
import { readSettings } from '../db/workbookTables.ts';
import type { KeepClaim } from '../jobs/worker.ts';
import { spreadsheetIdOf, type SheetAppender } from '../workbook/shared.ts';

const feedbackTab = 'Feedback';

export type FeedbackExportPayload = JobPayload<'feedback_export'>;

/** The Feedback Sheet's spreadsheet id, or null when none is set up. */
export async function feedbackSheetId(db: Db): Promise<string | null> {
  const link = (await readSettings(db)).get('feedback_sheet_link');
  return link ? spreadsheetIdOf(link) : null;
}

export function feedbackExporter(db: Db, appender: SheetAppender) {
  return async (id: string, payload: FeedbackExportPayload, _attempts: number, keepClaim: KeepClaim) => {
    const sheet = await feedbackSheetId(db);
    if (!sheet) throw new Error('The Feedback Sheet link in the settings tab is not a Google Sheet link.');
    // Look before every add, the first try too: a try whose answer was lost, or a pass that outlived
    // its lease, may have added the row already (docs/decisions/017-hardening-details.md).
    if (await appender.hasRowWith(sheet, feedbackTab, id)) return;
    // Only while this pass still holds the row: another may have taken it while Google was slow.
    await keepClaim();
    await appender.appendRow(sheet, feedbackTab, [payload.time, payload.program ?? '', payload.name ?? 'anonymous', payload.message, id]);
  };
}
