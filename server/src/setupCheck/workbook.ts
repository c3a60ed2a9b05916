// The workbook: for a Google Sheet, that the service account can read it (a Sheets API read of the
// spreadsheet's title: 403 is a sheet not shared with it), naming the address to share it with; for
// a folder or an .xlsx file, that it is there.
import { existsSync } from 'node:fs';
import type { SetupLine } from '@pals/core/setupCheck/calls';
import {
  GoogleSheetsFailure,
  googleSheetsApi,
  parseWorkbookLocation,
  readServiceAccount,
  type ServiceAccountSettings,
} from '../workbook/shared.ts';

const check = 'Workbook';

export async function workbookLine(
  workbook: string | null,
  serviceAccount: ServiceAccountSettings,
  google: { sheetsBaseUrl?: string | undefined; timeoutMs: number },
): Promise<SetupLine> {
  if (workbook === null) return { state: 'not set up', check, found: 'This server was given no workbook to check.', todo: null };
  const location = parseWorkbookLocation(workbook);
  if (location.kind !== 'gsheet') {
    const path = location.kind === 'csv' ? location.folder : location.path;
    const what = location.kind === 'csv' ? 'folder of CSV files' : '.xlsx file';
    return existsSync(path)
      ? {
          state: 'ok',
          check,
          found: `The workbook is the ${what} ${path}, and it is there (a file needs no sharing).`,
          todo: null,
        }
      : {
          state: 'problem',
          check,
          found: `There is no ${what} at ${path}.`,
          todo: 'Set PALS_WORKBOOK to the workbook: its folder, its .xlsx file, or the Google Sheet (gsheet:<id> or its link).',
        };
  }
  const link = `https://docs.google.com/spreadsheets/d/${location.id}/edit`;
  let account;
  try {
    account = await readServiceAccount(serviceAccount);
  } catch (error) {
    return {
      state: 'problem',
      check,
      found: `The service account's key cannot be used: ${(error as Error).message}.`,
      todo: 'Give the server the JSON key of the service account (docs/deploy.md section 2, step 3).',
    };
  }
  const email = account.client_email;
  try {
    const sheet = await googleSheetsApi(account, 'Viewer', { ...google, tries: 1 }).call(location.id, (api, request) =>
      api.spreadsheets.get({ spreadsheetId: location.id, fields: 'properties.title', ...request }),
    );
    const title = sheet.properties?.title;
    return {
      state: 'ok',
      check,
      found: `The service account ${email} can read the Google Sheet${title ? ` "${title}"` : ''} (${link}).`,
      todo: null,
    };
  } catch (error) {
    const failure = error instanceof GoogleSheetsFailure ? error : null;
    const found = `${sentence(failure?.message ?? (error as Error).message)}`;
    if (failure?.status === 403 && failure.reason === 'SERVICE_DISABLED')
      return {
        state: 'problem',
        check,
        found,
        todo: "In the service account's Google Cloud project, turn on the Google Sheets API (APIs & Services → Library), then check again.",
      };
    if (failure?.status === 403)
      return {
        state: 'problem',
        check,
        found: `The Google Sheet is not shared with the service account ${email}.`,
        todo: `Share the Sheet with ${email} as Viewer: open ${link}, Share, add ${email} as Viewer.`,
      };
    if (failure?.status === 404)
      return { state: 'problem', check, found, todo: "Copy the Sheet's link from its address bar into PALS_WORKBOOK." };
    return {
      state: 'problem',
      check,
      found,
      todo: failure?.transient
        ? 'Check that this server can make HTTPS calls out, then check again in a few minutes.'
        : 'Make a new JSON key for the service account (IAM & Admin → Service accounts → Keys) and give it to the server.',
    };
  }
}

/** Google's failure words begin in lower case and end without a full stop: as a sentence. */
const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}${/[.!?]$/.test(text) ? '' : '.'}`;
