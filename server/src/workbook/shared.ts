// What other features may use of workbook/ (eslint.config.js: a feature imports another only through
// its shared.ts): where a Google Sheet is, appending rows to one, reading one as the service account
// (the setup check), and what the camp password check found.
export { campPasswordVerdicts } from './campPasswordVerdicts.ts';
export type { SheetAppender } from './googleSheetAppend.ts';
export { googleSheetsApi, GoogleSheetsFailure } from './googleSheetsApi.ts';
export { parseWorkbookLocation, spreadsheetIdOf } from './location.ts';
export { readServiceAccount, type ServiceAccountSettings } from './serviceAccount.ts';
