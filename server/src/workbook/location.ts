// PALS_WORKBOOK names where the workbook is: a folder of CSV files, an .xlsx file, or a Google
// Sheet (gsheet:<id> or the sheet's link).
import { csvFolderSource } from './csvFolder.ts';
import { googleSheetSource } from './googleSheet.ts';
import type { GoogleSheetsOptions } from './googleSheetsApi.ts';
import { readServiceAccount, type ServiceAccountSettings } from './serviceAccount.ts';
import type { WorkbookSource } from './source.ts';
import { xlsxFileSource } from './xlsxFile.ts';

export type WorkbookLocation = { kind: 'csv'; folder: string } | { kind: 'xlsx'; path: string } | { kind: 'gsheet'; id: string };

const sheetLink = /^https:\/\/docs\.google\.com\/spreadsheets\/d\/([\w-]+)/;

/** The spreadsheet id in a Google Sheet's link (https://docs.google.com/spreadsheets/d/<id>/edit…), or null. */
export function spreadsheetIdOf(link: string): string | null {
  return sheetLink.exec(link.trim())?.[1] ?? null;
}

export function parseWorkbookLocation(text: string): WorkbookLocation {
  const value = text.trim();
  const prefixed = /^gsheet:([\w-]+)$/.exec(value);
  if (prefixed) return { kind: 'gsheet', id: prefixed[1]! };
  if (/^https?:\/\//i.test(value)) {
    const id = spreadsheetIdOf(value);
    if (!id)
      throw new Error(
        `${value} is not a Google Sheet's link; copy the link from the sheet (https://docs.google.com/spreadsheets/d/…) or write gsheet:<spreadsheet id>`,
      );
    return { kind: 'gsheet', id };
  }
  if (/^gsheet:/i.test(value)) throw new Error(`${value} is not gsheet:<spreadsheet id>; the id is the part of the sheet's link after /d/`);
  return /\.xlsx$/i.test(value) ? { kind: 'xlsx', path: value } : { kind: 'csv', folder: value };
}

/** The link an admin opens to fix the sheet, for a Google Sheet; null for files. */
export function sheetLinkOf(location: WorkbookLocation): string | null {
  return location.kind === 'gsheet' ? `https://docs.google.com/spreadsheets/d/${location.id}/edit` : null;
}

/** The source for a location; a Google Sheet reads the service account's key first. */
export async function workbookSourceAt(
  location: WorkbookLocation,
  serviceAccount: ServiceAccountSettings,
  google: GoogleSheetsOptions = {},
): Promise<WorkbookSource> {
  switch (location.kind) {
    case 'csv':
      return csvFolderSource(location.folder);
    case 'xlsx':
      return xlsxFileSource(location.path);
    case 'gsheet':
      return googleSheetSource(location.id, await readServiceAccount(serviceAccount), google);
  }
}
