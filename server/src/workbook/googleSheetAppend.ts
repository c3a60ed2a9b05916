// Adds rows to a Google Sheet as the service account (the feedback export): values.append with
// RAW input, so a message that looks like a number or a formula is kept as typed.
import { googleSheetsApi, type GoogleSheetsOptions } from './googleSheetsApi.ts';
import type { ServiceAccount } from './serviceAccount.ts';

export interface SheetAppender {
  /** Resolves once Google confirms the row; throws a GoogleSheetsFailure otherwise. */
  appendRow(spreadsheetId: string, tab: string, values: string[]): Promise<void>;
  /** Whether any row of the tab holds `value` in its cells: a row whose answer was lost is found. */
  hasRowWith(spreadsheetId: string, tab: string, value: string): Promise<boolean>;
}

export function googleSheetAppender(account: ServiceAccount, options: GoogleSheetsOptions = {}): SheetAppender {
  const api = googleSheetsApi(account, 'Editor', options);
  const range = (tab: string) => `'${tab.replaceAll("'", "''")}'`;
  return {
    async hasRowWith(spreadsheetId, tab, value) {
      const answer = await api.call(spreadsheetId, (sheets, request) =>
        sheets.spreadsheets.values.batchGet(
          {
            spreadsheetId,
            ranges: [range(tab)],
            majorDimension: 'ROWS',
            valueRenderOption: 'UNFORMATTED_VALUE',
            dateTimeRenderOption: 'FORMATTED_STRING',
          },
          request,
        ),
      );
      return (answer.valueRanges?.[0]?.values ?? []).some((row) => row.some((cell) => String(cell) === value));
    },
    async appendRow(spreadsheetId, tab, values) {
      await api.call(spreadsheetId, (sheets, request) =>
        sheets.spreadsheets.values.append(
          {
            spreadsheetId,
            range: `${range(tab)}!A1`,
            valueInputOption: 'RAW',
            insertDataOption: 'INSERT_ROWS',
            requestBody: { majorDimension: 'ROWS', values: [values] },
          },
          request,
        ),
      );
    },
  };
}
