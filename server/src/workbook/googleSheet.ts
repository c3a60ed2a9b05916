// A Google Sheet, read as the service account: its tab titles first, then every tab of the workbook
// it has in one values.batchGet request. Numbers come unformatted (a phone typed as a number stays
// 4125550134, not 4,125,550,134) and dates as the sheet shows them; the US form 11/16/2026 is
// turned into 2026-11-16.
import { headerKey, tabNames, type RawWorkbook } from '@pals/core/workbook/rows';
import { googleSheetsApi, GoogleSheetsFailure, type GoogleSheetsOptions } from './googleSheetsApi.ts';
import type { ServiceAccount } from './serviceAccount.ts';
import { tabFromRows } from './sheetRows.ts';
import { SourceUnavailable, type WorkbookSource } from './source.ts';

export function googleSheetSource(spreadsheetId: string, account: ServiceAccount, options: GoogleSheetsOptions = {}): WorkbookSource {
  const api = googleSheetsApi(account, 'Viewer', options);
  return {
    describe: `the Google Sheet ${spreadsheetId}`,
    async read() {
      try {
        const spreadsheet = await api.call(spreadsheetId, (sheets, request) =>
          sheets.spreadsheets.get({ spreadsheetId, fields: 'sheets.properties.title' }, request),
        );
        const titles = (spreadsheet.sheets ?? []).map((sheet) => sheet.properties?.title ?? '');
        const found = tabNames.flatMap((tab) => {
          const title = titles.find((t) => headerKey(t) === headerKey(tab));
          return title === undefined ? [] : [{ tab, title }];
        });
        if (found.length === 0) return {};
        const { valueRanges = [] } = await api.call(spreadsheetId, (sheets, request) =>
          sheets.spreadsheets.values.batchGet(
            {
              spreadsheetId,
              ranges: found.map(({ title }) => `'${title.replaceAll("'", "''")}'`),
              majorDimension: 'ROWS',
              valueRenderOption: 'UNFORMATTED_VALUE',
              dateTimeRenderOption: 'FORMATTED_STRING',
            },
            request,
          ),
        );
        const workbook: RawWorkbook = {};
        found.forEach(({ tab }, index) => {
          const values = (valueRanges[index]?.values ?? []) as unknown[][];
          workbook[tab] = tabFromRows(values.map((row) => row.map(cellText)));
        });
        return workbook;
      } catch (error) {
        if (!(error instanceof GoogleSheetsFailure)) throw error;
        throw new SourceUnavailable(
          error.transient ? `${error.message}; the app keeps the previous data and tries again at the next sync` : error.message,
        );
      }
    },
  };
}

const usDate = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

function cellText(value: unknown): string {
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value !== 'string') return String(value ?? '');
  const us = usDate.exec(value);
  return us ? `${us[3]}-${us[1]!.padStart(2, '0')}-${us[2]!.padStart(2, '0')}` : value;
}
