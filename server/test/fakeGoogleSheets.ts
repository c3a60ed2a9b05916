// A local Google for the Sheets sources: the OAuth token exchange of a service account (the signed
// JWT assertion is checked for real against the test account's public key) and the Sheets v4 calls
// the app makes (spreadsheets.get, values:batchGet, values:append), each checking the Bearer token.
// A test can make it refuse (403), be busy (429, 500) or answer too slowly.
import { generateKeyPairSync, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A cell as Google holds it: text, a number, a boolean, or a date. */
export type SheetCell = string | number | boolean | { date: string };
/** 403: not shared; 'api off': the Sheets API is not turned on for the account's project;
 * 'lost': the call is carried out but the answer never arrives (the connection drops). */
export type Trouble = 403 | 'api off' | 429 | 500 | 'slow' | 'lost';

export interface FakeGoogleSheets {
  tokenUrl: string;
  sheetsBaseUrl: string;
  /** The service account's key file, as Google Cloud gives it. */
  keyJson: string;
  clientEmail: string;
  /** Spreadsheet id → tab title → rows. */
  spreadsheets: Map<string, Map<string, SheetCell[][]>>;
  /** Spreadsheet id → the spreadsheet's own title ("PALS workbook" when not given). */
  titles: Map<string, string>;
  /** Troubles for the next Sheets calls, first to last (null: that call goes well); once they are used up, `always` (if set). */
  next: (Trouble | null)[];
  always: Trouble | null;
  /** Every call as "<call> <status>", e.g. "token 200", "batchGet 429". */
  calls: string[];
  appended: { spreadsheetId: string; range: string; values: unknown[][] }[];
  close(): Promise<void>;
}

const googleError = (code: number, message: string, status: string, details?: unknown[]) => ({
  error: { code, message, status, ...(details ? { details } : {}) },
});

export async function startFakeGoogleSheets(slowMs = 2000): Promise<FakeGoogleSheets> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const clientEmail = 'pals-sync@pals-camp.iam.gserviceaccount.com';
  const tokens = new Map<string, string>();
  let tokenUrl = '';

  const fake: Omit<FakeGoogleSheets, 'tokenUrl' | 'sheetsBaseUrl' | 'keyJson' | 'close'> = {
    clientEmail,
    spreadsheets: new Map(),
    titles: new Map(),
    next: [],
    always: null,
    calls: [],
    appended: [],
  };

  function exchangeToken(form: URLSearchParams): [number, unknown] {
    const refuse = (description: string): [number, unknown] => [400, { error: 'invalid_grant', error_description: description }];
    if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer')
      return [400, { error: 'unsupported_grant_type', error_description: 'Invalid grant_type' }];
    const [header = '', payload = '', signature = ''] = (form.get('assertion') ?? '').split('.');
    const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (decode(header).alg !== 'RS256') return refuse('Invalid JWT algorithm.');
    if (!verify('RSA-SHA256', Buffer.from(`${header}.${payload}`), publicKey, Buffer.from(signature, 'base64url')))
      return refuse('Invalid JWT Signature.');
    const claims = decode(payload);
    const now = Date.now() / 1000;
    if (claims.iss !== clientEmail) return refuse('Invalid issuer.');
    if (claims.aud !== tokenUrl) return refuse('Invalid JWT audience.');
    if (typeof claims.exp !== 'number' || claims.exp < now || claims.exp > now + 3660)
      return refuse('Invalid JWT: Token must be a short-lived token (60 minutes).');
    const scope = String(claims.scope ?? '');
    if (!/^https:\/\/www\.googleapis\.com\/auth\/spreadsheets(\.readonly)?$/.test(scope)) return refuse('Invalid scope.');
    const accessToken = `ya29.${randomBytes(12).toString('hex')}`;
    tokens.set(accessToken, scope);
    return [200, { access_token: accessToken, expires_in: 3599, token_type: 'Bearer' }];
  }

  function sheetsCall(req: IncomingMessage, url: URL, body: string, trouble: Trouble | null): [string, number, unknown] {
    const route = /^\/v4\/spreadsheets\/([\w-]+)(?:\/values:batchGet|\/values\/([^/]+):append)?$/.exec(url.pathname);
    if (!route) return ['unknown', 404, googleError(404, 'Not Found', 'NOT_FOUND')];
    const call = url.pathname.endsWith(':batchGet') ? 'batchGet' : route[2] ? 'append' : 'get';
    const scope = tokens.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));
    if (!scope) return [call, 401, googleError(401, 'Request had invalid authentication credentials.', 'UNAUTHENTICATED')];
    if (trouble === 403) return [call, 403, googleError(403, 'The caller does not have permission', 'PERMISSION_DENIED')];
    if (trouble === 'api off')
      return [
        call,
        403,
        googleError(
          403,
          'Google Sheets API has not been used in project 100000000001 before or it is disabled. Enable it by visiting https://console.developers.google.com/apis/api/sheets.googleapis.com/overview?project=100000000001 then retry.',
          'PERMISSION_DENIED',
          [
            // As Google answers it (AIP-193): the reason is the code to go by, the message is for people.
            {
              '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
              reason: 'SERVICE_DISABLED',
              domain: 'googleapis.com',
              metadata: { service: 'sheets.googleapis.com', consumer: 'projects/100000000001' },
            },
          ],
        ),
      ];
    if (trouble === 429) return [call, 429, googleError(429, "Quota exceeded for quota metric 'Read requests'", 'RESOURCE_EXHAUSTED')];
    if (trouble === 500) return [call, 500, googleError(500, 'Internal error encountered.', 'INTERNAL')];
    const tabs = fake.spreadsheets.get(route[1]!);
    if (!tabs) return [call, 404, googleError(404, 'Requested entity was not found.', 'NOT_FOUND')];
    if (call === 'get')
      return [
        call,
        200,
        {
          spreadsheetId: route[1],
          properties: { title: fake.titles.get(route[1]!) ?? 'PALS workbook' },
          sheets: [...tabs.keys()].map((title) => ({ properties: { title } })),
        },
      ];
    if (call === 'append') {
      if (scope.endsWith('.readonly'))
        return [call, 403, googleError(403, 'Request had insufficient authentication scopes.', 'PERMISSION_DENIED')];
      const range = decodeURIComponent(route[2]!);
      const { values } = JSON.parse(body) as { values: unknown[][] };
      fake.appended.push({ spreadsheetId: route[1]!, range, values });
      // The rows land in their tab, as in a real sheet, so a later read finds them.
      const tab = tabs.get(
        range
          .replace(/!.*$/, '')
          .replace(/^'(.*)'$/, '$1')
          .replaceAll("''", "'"),
      );
      tab?.push(...(values as SheetCell[][]));
      return [call, 200, { spreadsheetId: route[1], updates: { updatedRange: range, updatedRows: values.length } }];
    }
    const options = ['majorDimension', 'valueRenderOption', 'dateTimeRenderOption'].map((name) => url.searchParams.get(name)).join(' ');
    if (options !== 'ROWS UNFORMATTED_VALUE FORMATTED_STRING')
      return [
        call,
        400,
        googleError(400, `this fake answers only ROWS UNFORMATTED_VALUE FORMATTED_STRING, not ${options}`, 'INVALID_ARGUMENT'),
      ];
    const valueRanges = [];
    for (const range of url.searchParams.getAll('ranges')) {
      const rows = tabs.get(range.replace(/^'(.*)'$/, '$1').replaceAll("''", "'"));
      if (!rows) return [call, 400, googleError(400, `Unable to parse range: ${range}`, 'INVALID_ARGUMENT')];
      valueRanges.push({ range, majorDimension: 'ROWS', values: rendered(rows) });
    }
    return [call, 200, { spreadsheetId: route[1], valueRanges }];
  }

  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const answer = (call: string, status: number, value: unknown) => {
        fake.calls.push(`${call} ${status}`);
        send(res, status, value);
      };
      if (req.method === 'POST' && url.pathname === '/token') return answer('token', ...exchangeToken(new URLSearchParams(body)));
      const trouble = fake.next.length > 0 ? fake.next.shift()! : fake.always;
      if (trouble === 'lost') {
        const [call, status] = sheetsCall(req, url, body, null);
        fake.calls.push(`${call} ${status} (answer lost)`);
        return void res.destroy();
      }
      if (trouble !== 'slow') return answer(...sheetsCall(req, url, body, trouble));
      const timer = setTimeout(() => answer(...sheetsCall(req, url, body, null)), slowMs);
      res.on('close', () => clearTimeout(timer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  tokenUrl = `${base}/token`;
  const keyJson = JSON.stringify({
    type: 'service_account',
    project_id: 'pals-camp',
    private_key_id: 'test-key',
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }),
    client_email: clientEmail,
    client_id: '100000000000000000001',
    token_uri: tokenUrl,
  });
  return Object.assign(fake, {
    tokenUrl,
    sheetsBaseUrl: `${base}/`,
    keyJson,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

function send(res: ServerResponse, status: number, value: unknown) {
  if (res.destroyed) return;
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
  res.end(JSON.stringify(value));
}

/** Rows as values:batchGet gives them with UNFORMATTED_VALUE and FORMATTED_STRING: trailing empty
 * cells and rows left out, numbers and booleans as JSON values, dates in the sheet's US format. */
function rendered(rows: SheetCell[][]): unknown[][] {
  const out = rows.map((row) => {
    const cells = row.map((value) => (typeof value === 'object' ? usDate(value.date) : value));
    while (cells.length > 0 && cells.at(-1) === '') cells.pop();
    return cells;
  });
  while (out.length > 0 && out.at(-1)!.length === 0) out.pop();
  return out;
}

function usDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${month}/${day}/${year}`;
}
