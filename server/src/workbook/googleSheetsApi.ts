// The Sheets v4 API as the service account: google-auth-library's JWT gets the access token, the
// official client makes each call with a timeout, 429 and 5xx are retried with backoff (server/src/retry.ts),
// and every failure says what went wrong in words an admin can act on, told apart by Google's codes. The token URL is the key file's
// token_uri (Google's own); endpoints given in options (a test's local Google) come first.
import { sheets, type sheets_v4 } from '@googleapis/sheets';
import { JWT, gaxios } from 'google-auth-library';
import { hasCode, timeoutCodes } from '../errorCodes.ts';
import { retrying } from '../retry.ts';
import type { ServiceAccount } from './serviceAccount.ts';

const googleTokenUrl = 'https://oauth2.googleapis.com/token';

export interface GoogleSheetsOptions {
  tokenUrl?: string;
  sheetsBaseUrl?: string;
  /** How long one request may take. */
  timeoutMs?: number;
  /** Tries in all, for answers 429 and 5xx. */
  tries?: number;
  /** The wait before the second try; it doubles before each later one. */
  retryDelayMs?: number;
}

/** What the service account needs on the sheet: read it (the workbook) or add rows (the feedback). */
export type SheetAccess = 'Viewer' | 'Editor';

/** A call that failed; `transient` when Google was busy, down or slow, so a later try may work;
 * `status`, Google's HTTP status (403: not shared, or the API off), null when none came or when
 * Google refused the service account itself (its key). */
export class GoogleSheetsFailure extends Error {
  constructor(
    message: string,
    readonly transient: boolean,
    readonly status: number | null = null,
    /** Google's reason for a refusal (google.rpc.ErrorInfo), e.g. SERVICE_DISABLED; null when it gave none. */
    readonly reason: string | null = null,
  ) {
    super(message);
  }
}

export interface GoogleSheetsApi {
  /** Runs one call of the Sheets client on a spreadsheet; `request` holds the options the call must pass on. */
  call<T>(
    spreadsheetId: string,
    make: (api: sheets_v4.Sheets, request: { headers: Record<string, string>; timeout: number; retry: false }) => Promise<{ data: T }>,
  ): Promise<T>;
}

export function googleSheetsApi(account: ServiceAccount, access: SheetAccess, options: GoogleSheetsOptions = {}): GoogleSheetsApi {
  const { tokenUrl = account.token_uri ?? googleTokenUrl, sheetsBaseUrl, timeoutMs = 30_000, tries = 4, retryDelayMs = 1000 } = options;
  const transporter = new gaxios.Gaxios({ timeout: timeoutMs });
  // The library posts to Google's token URL and names it as the audience; another token URL
  // (a test's) is put in both places.
  if (tokenUrl !== googleTokenUrl)
    transporter.interceptors.request.add({
      resolved: async (request) => (String(request.url) === googleTokenUrl ? { ...request, url: new URL(tokenUrl) } : request),
    });
  const jwt = new JWT({
    email: account.client_email,
    key: account.private_key,
    scopes: [
      access === 'Viewer' ? 'https://www.googleapis.com/auth/spreadsheets.readonly' : 'https://www.googleapis.com/auth/spreadsheets',
    ],
    additionalClaims: { aud: tokenUrl },
    transporter,
  });
  const api = sheets({ version: 'v4', ...(sheetsBaseUrl ? { rootUrl: sheetsBaseUrl } : {}) });

  return {
    async call(spreadsheetId, make) {
      const words = { email: account.client_email, spreadsheetId, access, tries, timeoutMs };
      let token;
      try {
        ({ token } = await jwt.getAccessToken());
      } catch (error) {
        throw new GoogleSheetsFailure(tokenFailure(error, words), isTransient(statusOf(error)));
      }
      const request = { headers: { authorization: `Bearer ${token}` }, timeout: timeoutMs, retry: false as const };
      try {
        return await retrying(async () => (await make(api, request)).data, {
          tries,
          firstDelayMs: retryDelayMs,
          retryable: (error) => isBusy(statusOf(error)),
        });
      } catch (error) {
        const status = statusOf(error);
        throw new GoogleSheetsFailure(callFailure(error, status, words), isTransient(status), status, googleReason(error));
      }
    },
  };
}

type Words = { email: string; spreadsheetId: string; access: SheetAccess; tries: number; timeoutMs: number };

const isBusy = (status: number | null) => status === 429 || (status !== null && status >= 500);
/** Busy, down, slow or unreachable: a later try may work. */
const isTransient = (status: number | null) => status === null || isBusy(status);

function statusOf(error: unknown): number | null {
  return (error as { response?: { status?: number } }).response?.status ?? null;
}

function googleMessage(error: unknown): string {
  const data = (error as { response?: { data?: { error?: { message?: string } | string; error_description?: string } } }).response?.data;
  if (typeof data?.error === 'string') return [data.error, data.error_description].filter(Boolean).join(': ');
  return data?.error?.message ?? (error as Error).message;
}

const isTimeout = (error: unknown) => hasCode(error, timeoutCodes);

/** Google's reason for a refusal (google.rpc.ErrorInfo in the answer's details, AIP-193), such as
 * SERVICE_DISABLED for an API not turned on in the project. */
function googleReason(error: unknown): string | null {
  const details = (error as { response?: { data?: { error?: { details?: unknown } } } }).response?.data?.error?.details;
  if (!Array.isArray(details)) return null;
  const info = details.find((d: { '@type'?: unknown }) => d?.['@type'] === 'type.googleapis.com/google.rpc.ErrorInfo') as
    { reason?: unknown } | undefined;
  return typeof info?.reason === 'string' ? info.reason : null;
}

function tokenFailure(error: unknown, w: Words): string {
  const status = statusOf(error);
  if (status === null)
    return isTimeout(error)
      ? `Google's sign-in for the service account did not answer within ${w.timeoutMs / 1000} seconds`
      : `could not reach Google to sign in the service account (${(error as Error).message})`;
  if (isBusy(status)) return `Google's sign-in for the service account is busy or down (HTTP ${status})`;
  return `Google refused the service account ${w.email} (${googleMessage(error)}); check its key in GOOGLE_SERVICE_ACCOUNT_JSON or GOOGLE_APPLICATION_CREDENTIALS`;
}

function callFailure(error: unknown, status: number | null, w: Words): string {
  const said = googleMessage(error);
  if (status === null)
    return isTimeout(error)
      ? `Google Sheets did not answer within ${w.timeoutMs / 1000} seconds`
      : `could not reach Google Sheets (${said})`;
  if (status === 403 && googleReason(error) === 'SERVICE_DISABLED')
    return `the Google Sheets API is not turned on for the service account's Google Cloud project; turn it on there (Google said: ${said})`;
  if (status === 403)
    return `The Google Sheet is not shared with the service account ${w.email} (share it with that address as ${w.access})`;
  if (status === 404) return `there is no Google Sheet with the id ${w.spreadsheetId}; check the id or the sheet's link`;
  if (isBusy(status)) return `Google Sheets is busy or down (HTTP ${status}, ${w.tries} tries)`;
  return `Google Sheets refused the request (HTTP ${status}: ${said})`;
}
